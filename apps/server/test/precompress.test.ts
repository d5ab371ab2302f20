import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precompress } from "../../../scripts/precompress.ts";

const repoRoot = join(import.meta.dirname, "../../..");
const big = "const text = 'Frontalier';\n".repeat(100);

describe("scripts/precompress.ts", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "frontalier-precompress-"));
    await mkdir(join(dir, "assets"));
    await writeFile(join(dir, "assets/app-abc.js"), big);
    await writeFile(join(dir, "assets/app-abc.js.map"), big);
    await writeFile(join(dir, "assets/small-abc.css"), "body{margin:0}");
    await writeFile(join(dir, "assets/logo-abc.png"), Buffer.alloc(4096, 7));
    await writeFile(join(dir, "index.html"), `<!doctype html>${big}`);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("writes brotli and gzip siblings of text files over 1 KB, from the command line", async () => {
    await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "scripts/precompress.ts", dir],
      { cwd: repoRoot },
    );
    expect((await readdir(join(dir, "assets"))).sort()).toEqual([
      "app-abc.js",
      "app-abc.js.br",
      "app-abc.js.gz",
      "app-abc.js.map",
      "logo-abc.png",
      "small-abc.css",
    ]);
    const br = await readFile(join(dir, "assets/app-abc.js.br"));
    expect(brotliDecompressSync(br).toString()).toBe(big);
    expect(br.length).toBeLessThan(big.length / 10);
    expect(gunzipSync(await readFile(join(dir, "assets/app-abc.js.gz"))).toString()).toBe(big);
    expect(await readdir(dir)).toContain("index.html.br");
  });

  it("does nothing the second time, and redoes a file that changed", async () => {
    const first = await precompress(dir);
    expect(first.written).toHaveLength(2);
    const brPath = join(dir, "assets/app-abc.js.br");
    const before = (await stat(brPath)).mtimeMs;

    const second = await precompress(dir);
    expect(second.written).toEqual([]);
    expect(second.skipped).toHaveLength(2);
    expect((await stat(brPath)).mtimeMs).toBe(before);

    await new Promise((resolve) => setTimeout(resolve, 20));
    await writeFile(join(dir, "assets/app-abc.js"), `${big}// changed\n`);
    const third = await precompress(dir);
    expect(third.written).toEqual([join(dir, "assets/app-abc.js")]);
    expect(brotliDecompressSync(await readFile(brPath)).toString()).toContain("// changed");
  });
});
