import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { healthResponseSchema } from "@frontalier/shared/contracts/health";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../../scripts/build-server.ts";
import type * as ParserPool from "../src/pdf-import/pdf-parser-pool.ts";
import { runCommand } from "./run-script.ts";

/**
 * The compiled server (decision 032) as production runs it: `npm run build:server`, then plain
 * `node apps/server/dist/main.js` (no TypeScript loader) from another directory, with the production
 * settings of docs/deploy.md, an embedded database in a directory of its own and no network.
 */
const repoRoot = join(import.meta.dirname, "../../..");
const serverDist = join(repoRoot, "apps/server/dist");
const rootPackage = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
};

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** The minimal PDF the parser child reads before it says it is ready: one line, one code. */
const ONE_LINE_PDF = [
  "%PDF-1.4",
  "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
  "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
  "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R",
  "/Resources << /Font << /F1 5 0 R >> >> >> endobj",
  "4 0 obj << /Length 44 >> stream",
  "BT /F1 12 Tf 20 100 Td (802.758.87 3) Tj ET",
  "endstream endobj",
  "5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj",
  "trailer << /Root 1 0 R >>",
  "%%EOF",
].join("\n");

describe("the compiled server", () => {
  let workDir: string;

  beforeAll(async () => {
    const result = await buildServer();
    expect(result.modules + result.unchanged).toBeGreaterThan(300);
    workDir = await mkdtemp(join(tmpdir(), "frontalier-compiled-"));
  }, 120_000);

  afterAll(async () => {
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it("imports no TypeScript and no tsx, a development dependency", async () => {
    const offending: string[] = [];
    for await (const file of filesUnder(serverDist)) {
      if (!file.endsWith(".js")) continue;
      const text = await readFile(file, "utf8");
      if (
        /from\s*"tsx|import\(\s*"tsx|from\s*"[^"]+\.ts"|"@frontalier\/shared\/(?!locales\/)/.test(
          text,
        )
      ) {
        offending.push(file.slice(repoRoot.length + 1));
      }
    }
    expect(offending).toEqual([]);
  });

  it("runs the CLIs of the npm scripts from the build", async () => {
    const entries = new Map<string, string>();
    for (const name of ["import", "import:stores", "admin"]) {
      const entry = /^node (apps\/server\/dist\/\S+\.js)$/.exec(
        rootPackage.scripts[name] ?? "",
      )?.[1];
      expect(entry, `npm run ${name}`).toBeDefined();
      expect(existsSync(join(repoRoot, entry ?? "")), entry).toBe(true);
      entries.set(name, entry ?? "");
    }
    // One of them on a database of its own, with plain node.
    const listed = await runCommand(process.execPath, [entries.get("admin") ?? "", "list"], {
      cwd: repoRoot,
      env: { NODE_ENV: "production", DATA_DIR: join(workDir, "cli-data") },
    });
    expect(listed.stderr).toBe("");
    expect(listed).toMatchObject({ code: 0, stdout: "No account has the admin role.\n" });
  }, 60_000);

  it("parses a PDF in its child process, forked from the compiled entry", async () => {
    const { PdfParserPool } = (await import(
      pathToFileURL(join(serverDist, "pdf-import/pdf-parser-pool.js")).href
    )) as typeof ParserPool;
    const pool = new PdfParserPool({ size: 1 });
    try {
      const outcome = await pool.parse(new TextEncoder().encode(ONE_LINE_PDF));
      expect(outcome).toMatchObject({ ok: true });
      expect(JSON.stringify(outcome)).toContain("80275887");
    } finally {
      await pool.close();
    }
  }, 60_000);

  it("serves with the production settings from `node` alone, then drains and exits 0", async () => {
    const dataDir = join(workDir, "data");
    const webDist = join(workDir, "web");
    await mkdir(webDist, { recursive: true });
    await writeFile(
      join(webDist, "index.html"),
      '<!doctype html><html lang="fr"><head><title>Frontalier</title></head><body><div id="root"></div></body></html>',
    );
    const child = spawn(process.execPath, [join(serverDist, "main.js")], {
      // Not the repository: every file the server reads is found from its own modules.
      cwd: workDir,
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        SESSION_SECRET: "a-session-secret-of-at-least-32-characters",
        MAIL_LINK_SECRET: "a-mail-link-secret-of-at-least-32-characters",
        PUBLIC_URL: "https://frontalier.example",
        HOST: "127.0.0.1",
        PORT: "0",
        DATA_DIR: dataDir,
        WEB_DIST_DIR: webDist,
        ECB_RATES_URL: "off",
        SHUTDOWN_DRAIN_MS: "500",
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exited = exitOf(child);
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`not listening: ${output}`)), 60_000);
        const check = () => {
          const line = /"msg":"Server listening at (http:\/\/[^"]+)"/.exec(output);
          if (line?.[1]) {
            clearTimeout(timer);
            resolve(line[1]);
          }
        };
        child.stdout?.on("data", check);
        child.once("exit", (code) => reject(new Error(`exited ${code}: ${output}`)));
      });
      let ready = await fetch(`${url}/readyz`);
      for (let i = 0; i < 100 && ready.status !== 200; i++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        ready = await fetch(`${url}/readyz`);
      }
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: "ready", checks: { migrations: "ok" } });

      const health = await fetch(`${url}/api/health`);
      expect(health.status).toBe(200);
      expect(healthResponseSchema.parse(await health.json())).toMatchObject({ status: "ok" });

      // A page: the built index with the app's configuration, as production sends it.
      const page = await fetch(`${url}/podium/80275887`);
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toContain("text/html");
      expect(page.headers.get("strict-transport-security")).toBeNull();
      const html = await page.text();
      expect(html).toContain('<div id="root">');
      // Production without Stripe: payments off, not the development sandbox.
      expect(html).toContain('id="app-config"');
      expect(html).toContain('"payments":"off"');

      // The offline catalogue, read from the data files the modules found.
      const search = await fetch(`${url}/api/articles?q=802.758.87`);
      expect(search.status).toBe(200);
      expect(JSON.stringify(await search.json())).toContain("KALLAX");
      // An error in the shopper's language: the shared locales, imported as JSON.
      const invalid = await fetch(`${url}/api/articles?q=`, {
        headers: { "accept-language": "de" },
      });
      expect(invalid.status).toBe(400);
      // Production: no development outbox.
      expect((await fetch(`${url}/api/dev/outbox`)).status).toBe(404);

      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(output).not.toMatch(/"level":(50|60)/);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  }, 120_000);
});
