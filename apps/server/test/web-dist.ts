import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

export const INLINE_SCRIPT =
  "document.documentElement.dataset.theme = localStorage.getItem('theme') || 'light';";

export const ASSET_JS = `export const hello = ${JSON.stringify("x".repeat(2000))};\n`;

export const SERVICE_WORKER_JS = 'self.addEventListener("fetch", () => {});\n';

export const INDEX_HTML = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <title>Frontalier</title>
    <!--app-config-->
    <script>${INLINE_SCRIPT}</script>
    <script type="module" crossorigin src="/assets/app-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>${"Frontalier compare les prix IKEA en Europe et a besoin de JavaScript. ".repeat(16)}</noscript>
  </body>
</html>
`;

export interface WebDist {
  dir: string;
  remove(): Promise<void>;
}

/** A web build as Vite and scripts/precompress.ts leave it, in a temporary directory. */
export async function createWebDist(): Promise<WebDist> {
  const dir = await mkdtemp(join(tmpdir(), "frontalier-web-"));
  const files: Record<string, string | Buffer> = {
    "index.html": INDEX_HTML,
    "assets/app-abc123.js": ASSET_JS,
    "assets/app-abc123.js.br": brotliCompressSync(ASSET_JS),
    "assets/app-abc123.js.gz": gzipSync(ASSET_JS),
    // A chunk the precompress script did not see, compressed on the fly.
    "assets/chunk-def456.js": ASSET_JS,
    "builds/latest.json": JSON.stringify({ id: "2024-01-01-abc" }),
    "robots.txt": "User-agent: *\nAllow: /\n",
    "manifest.webmanifest": JSON.stringify({ name: "Frontalier", start_url: "/" }),
    "sw.js": SERVICE_WORKER_JS,
  };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
