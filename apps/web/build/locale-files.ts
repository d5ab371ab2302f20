import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

/**
 * Serves the translations of packages/shared/locales as plain JSON files at
 * /assets/locales/{buildId}/{lang}/{ns}.json: fetched on demand, cached for good (the path holds
 * the build id), and never part of the JavaScript a visitor downloads.
 */
export function localeFiles(localesDir: string, buildId: string): Plugin {
  const files = () =>
    // One folder per language; files beside them (the glossary) are not served.
    readdirSync(localesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .flatMap((lang) =>
        readdirSync(join(localesDir, lang))
          .filter((file) => file.endsWith(".json"))
          .map((file) => ({ lang, file, path: join(localesDir, lang, file) })),
      );
  const minified = (path: string) => JSON.stringify(JSON.parse(readFileSync(path, "utf8")));
  return {
    name: "frontalier-locale-files",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/assets\/locales\/[^/]+\/(\w+)\/([\w-]+\.json)$/.exec(
          req.url?.split("?")[0] ?? "",
        );
        if (!match) return next();
        try {
          res.setHeader("content-type", "application/json");
          res.end(minified(join(localesDir, match[1]!, match[2]!)));
        } catch {
          res.statusCode = 404;
          res.end();
        }
      });
    },
    generateBundle() {
      for (const { lang, file, path } of files()) {
        this.addWatchFile(path);
        this.emitFile({
          type: "asset",
          fileName: `assets/locales/${buildId}/${lang}/${file}`,
          source: minified(path),
        });
      }
    },
  };
}
