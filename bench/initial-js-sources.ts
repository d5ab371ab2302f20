import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { measureInitialJs } from "./initial-js.ts";
import { gzipSize } from "./lib/gzip-size.ts";
import { log } from "./lib/log.ts";
import { startServer } from "./lib/start-server.ts";

/**
 * What the `initialJs` figure is made of, by source: builds the web app with sourcemaps into a
 * temporary directory, loads `/` as the figure does (a guest who has chosen, then a brand-new
 * visitor) and shares each file's gzip size out among the sources its bytes came from, in
 * proportion to their minified bytes (gzip has no per-source size; the shares add up to the
 * file). Sources are grouped by package, or by folder of ours.
 *
 *   node --import tsx bench/initial-js-sources.ts [--files]
 *
 * Not part of `npm run bench`: it builds again (about 10 s) and is read by a person.
 */

const root = resolve(import.meta.dirname, "..");
const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

interface SourceMap {
  sources: string[];
  mappings: string;
}

/** Minified bytes per source index, from a v3 sourcemap's segments (each runs to the next). */
export function bytesPerSource(code: string, map: SourceMap): Map<number | null, number> {
  const lines = code.split("\n");
  const bytes = new Map<number | null, number>();
  let source = 0;
  map.mappings.split(";").forEach((line, index) => {
    const text = lines[index] ?? "";
    const segments: { column: number; source: number | null }[] = [];
    let column = 0;
    for (const segment of line.split(",")) {
      if (!segment) continue;
      const fields = decodeVlq(segment);
      column += fields[0] ?? 0;
      if (fields.length >= 4) source += fields[1] ?? 0;
      segments.push({ column, source: fields.length >= 4 ? source : null });
    }
    const first = segments[0]?.column ?? text.length;
    if (first > 0) bytes.set(null, (bytes.get(null) ?? 0) + first);
    segments.forEach((segment, at) => {
      const end = segments[at + 1]?.column ?? text.length;
      bytes.set(segment.source, (bytes.get(segment.source) ?? 0) + end - segment.column);
    });
  });
  return bytes;
}

function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** `react-dom`, `@tanstack/react-query`, `web:features/consent`, `shared:routes.ts`… */
export function groupOf(source: string | null): string {
  if (source === null) return "(bundler glue)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1]!;
  const web = /apps\/web\/src\/(.+)$/.exec(source);
  if (web) return `web:${web[1]!.split("/").slice(0, 2).join("/")}`;
  const shared = /packages\/shared\/src\/(.+)$/.exec(source);
  if (shared) return `shared:${shared[1]!.split("/")[0]}`;
  return source;
}

async function attribute(dist: string, files: string[]) {
  const groups = new Map<string, number>();
  const perFile: { file: string; gzipBytes: number; top: string }[] = [];
  for (const file of files) {
    const code = await readFile(join(dist, file), "utf8");
    const gzipBytes = gzipSize(Buffer.from(code));
    const own = new Map<string, number>();
    const map = await readFile(join(dist, `${file}.map`), "utf8").then(
      (text) => JSON.parse(text) as SourceMap,
      () => null,
    );
    // Vite's own helpers (the preload helper) come without a map.
    const bytes = map ? bytesPerSource(code, map) : new Map([[null, code.length]]);
    for (const [index, count] of bytes) {
      const group = groupOf(index === null || !map ? null : (map.sources[index] ?? null));
      const share = (count / code.length) * gzipBytes;
      own.set(group, (own.get(group) ?? 0) + share);
      groups.set(group, (groups.get(group) ?? 0) + share);
    }
    const top = [...own]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([group, share]) => `${group} ${Math.round(share)}`)
      .join(", ");
    perFile.push({ file, gzipBytes, top });
  }
  return { groups, perFile };
}

function print(title: string, result: Awaited<ReturnType<typeof attribute>>, showFiles: boolean) {
  const total = result.perFile.reduce((sum, file) => sum + file.gzipBytes, 0);
  process.stdout.write(`\n${title}: ${total} B gzip in ${result.perFile.length} files\n`);
  if (showFiles) {
    for (const file of result.perFile) {
      process.stdout.write(`  ${file.file} ${file.gzipBytes}: ${file.top}\n`);
    }
  }
  for (const [group, share] of [...result.groups].sort((a, b) => b[1] - a[1])) {
    process.stdout.write(`${String(Math.round(share)).padStart(8)}  ${group}\n`);
  }
}

async function main() {
  const args = process.argv.slice(2);
  const work = await mkdtemp(join(tmpdir(), "frontalier-js-sources-"));
  try {
    const dist = join(work, "dist");
    log("building the web app with sourcemaps");
    execFileSync("npx", ["vite", "build", "--sourcemap", "--outDir", dist, "--emptyOutDir"], {
      cwd: join(root, "apps/web"),
      stdio: ["ignore", "ignore", "inherit"],
    });
    const server = await startServer({
      name: "app",
      entry: "apps/server/src/main.ts",
      cwd: root,
      env: {
        NODE_ENV: "production",
        // Measured offline: the bundled ECB snapshot, never the ECB's daily file.
        ECB_RATES_URL: "off",
        LOG_LEVEL: "warn",
        DATA_DIR: join(work, "data"),
        WEB_DIST_DIR: dist,
      },
    });
    try {
      const loaded = await measureInitialJs(server.origin);
      const chosen = loaded.fileSizes.map((file) => file.file.slice(1));
      const first = loaded.firstVisit.fileSizes.map((file) => file.file.slice(1));
      const showFiles = args.includes("--files");
      print("initialJs (chosen country)", await attribute(dist, chosen), showFiles);
      const extra = first.filter((file) => !chosen.includes(file));
      print("firstVisit, in addition", await attribute(dist, extra), showFiles);
    } finally {
      await server.stop();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  await main();
}
