import { join } from "node:path";
import { build, type Plugin, type Rolldown } from "vite";
import type { SwManifest } from "../src/sw/sw-manifest.ts";

/** The pages a shopper needs in a store abroad, offline (issue 26): precached with the shell. */
const offlinePages =
  /[\\/]src[\\/]pages[\\/](home|wishlist|wishlist-item|picklist|picklist-list|podium|scanner)\.tsx$/;
const pageModule = /[\\/]src[\\/]pages[\\/]/;
const localeFile = /^assets\/locales\/[^/]+\/([^/]+)\/[^/]+\.json$/;

/**
 * What a build precaches: the entry and everything it imports, the lazy parts of the shell (its
 * layouts, the banners), the offline pages with all they import, now or later (the scanner's
 * reader and its WebAssembly), and their styles. Other pages come from the network.
 */
export function precacheList(bundle: Rolldown.OutputBundle): SwManifest["precache"] {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type === "chunk") chunks.set(output.fileName, output);
  }
  const wanted = new Set<string>();
  const visit = (fileName: string, lazyToo: boolean) => {
    const chunk = chunks.get(fileName);
    if (!chunk || wanted.has(fileName)) return;
    wanted.add(fileName);
    for (const file of chunk.imports) visit(file, lazyToo);
    if (!lazyToo) return;
    for (const file of chunk.dynamicImports) {
      const target = chunks.get(file);
      // The shell's lazy pages beyond the offline ones stay out.
      if (target?.facadeModuleId && pageModule.test(target.facadeModuleId)) {
        if (offlinePages.test(target.facadeModuleId)) visit(file, true);
      } else visit(file, true);
    }
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName, true);
  const files = new Set<string>();
  for (const fileName of wanted) {
    files.add(fileName);
    const chunk = chunks.get(fileName) as Rolldown.OutputChunk & {
      viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
    };
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
  }
  // The scanner's reader names its WebAssembly with a URL of its own, which Vite emits as an asset.
  for (const name of Object.keys(bundle)) if (name.endsWith(".wasm")) files.add(name);
  return [...files].sort().map((file) => `/${file}`);
}

export function localeLists(bundle: Rolldown.OutputBundle): SwManifest["locales"] {
  const locales: SwManifest["locales"] = {};
  for (const name of Object.keys(bundle).sort()) {
    const lang = localeFile.exec(name)?.[1];
    if (!lang) continue;
    locales[lang] ??= [];
    locales[lang].push(`/${name}`);
  }
  return locales;
}

/**
 * Builds src/sw/service-worker.ts into /sw.js with this build's id and file lists in it (decision
 * 041): a new build is a new worker, which the browser installs on its next update check.
 */
export function serviceWorker(buildId: string): Plugin {
  return {
    name: "frontalier-service-worker",
    apply: "build",
    enforce: "post",
    async generateBundle(_options, bundle) {
      const manifest: SwManifest = {
        buildId,
        precache: precacheList(bundle),
        locales: localeLists(bundle),
      };
      const output = await build({
        configFile: false,
        logLevel: "warn",
        publicDir: false,
        define: { __SW_MANIFEST__: JSON.stringify(manifest) },
        build: {
          write: false,
          target: "es2022",
          minify: true,
          copyPublicDir: false,
          lib: {
            entry: join(import.meta.dirname, "../src/sw/service-worker.ts"),
            formats: ["es"],
            fileName: () => "sw.js",
          },
        },
      });
      const results = Array.isArray(output) ? output : [output];
      const chunk = results
        .flatMap((result) => ("output" in result ? result.output : []))
        .find((file) => file.type === "chunk");
      if (chunk?.type !== "chunk") throw new Error("The service worker was not built");
      this.emitFile({ type: "asset", fileName: "sw.js", source: chunk.code });
    },
  };
}
