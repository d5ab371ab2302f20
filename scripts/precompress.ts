import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const compressible = new Set([
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".json",
  ".svg",
  ".txt",
  ".webmanifest",
  ".wasm",
]);

/** Below this, compression headers and a second round trip cost more than they save. */
const MIN_BYTES = 1024;

export interface PrecompressResult {
  written: string[];
  skipped: string[];
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

const isFresh = async (sibling: string, sourceMtimeMs: number) => {
  try {
    return (await stat(sibling)).mtimeMs >= sourceMtimeMs;
  } catch {
    return false;
  }
};

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) next to every text-like file over 1 KB, for the
 * server to send as they are. Source maps are left alone: only developers fetch them. Siblings newer
 * than their file are kept, so running it twice does nothing the second time.
 */
export async function precompress(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { written: [], skipped: [] };
  for await (const file of filesUnder(dir)) {
    if (!compressible.has(extname(file))) continue;
    const info = await stat(file);
    if (info.size <= MIN_BYTES) continue;
    if (
      (await isFresh(`${file}.br`, info.mtimeMs)) &&
      (await isFresh(`${file}.gz`, info.mtimeMs))
    ) {
      result.skipped.push(file);
      continue;
    }
    const content = await readFile(file);
    const [br, gzipped] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gz(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await writeFile(`${file}.br`, br);
    await writeFile(`${file}.gz`, gzipped);
    result.written.push(file);
  }
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2];
  if (!dir) {
    console.error("usage: node --import tsx scripts/precompress.ts <dir>");
    process.exit(1);
  }
  const { written, skipped } = await precompress(dir);
  console.log(`precompress: ${written.length} file(s) compressed, ${skipped.length} up to date`);
}
