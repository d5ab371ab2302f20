import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot, runScript } from "../../test/run-script.ts";

const cli = join(import.meta.dirname, "cli.ts");
/** The real list lives beside the repository and is never copied into it (SOURCES.md §4). */
const sharedList = resolve(
  repoRoot,
  "..",
  "shared",
  "data",
  "stores",
  "ikea_stores_ephigenia.json",
);
const hasSharedList = existsSync(sharedList);

describe("npm run import:stores (a subprocess on a PGlite DATA_DIR)", () => {
  let dir = "";
  let env: Record<string, string> = {};
  const importStores = (...args: string[]) => runScript(cli, args, env);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "frontalier-stores-"));
    env = { DATA_DIR: join(dir, "data"), NODE_ENV: "test" };
    await writeFile(
      join(dir, "stores.json"),
      JSON.stringify([
        { buCode: "101", name: "Lyon", coordinates: [4.84, 45.76], countryCode: "fr" },
        { buCode: "102", name: "Nowhere", coordinates: [], countryCode: "fr" },
      ]),
    );
    await writeFile(join(dir, "broken.json"), "[{");
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("imports a list, reports its rejected entry, and is idempotent", async () => {
    const first = await importStores(join(dir, "stores.json"));
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/inserted +1\n/);
    expect(first.stdout).toMatch(/rejected +1\n/);
    expect(first.stdout).toContain("entry 2: store 102: no coordinates");
    const second = await importStores(join(dir, "stores.json"));
    expect(second.stdout).toMatch(/unchanged +1\n/);
  }, 60_000);

  it("exits 2 on usage errors and 1 on an unreadable list", async () => {
    const usage = await importStores();
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("FILE is missing");
    const broken = await importStores(join(dir, "broken.json"));
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain("is not JSON");
    const offline = await importStores("--refresh");
    expect(offline.code).toBe(1);
    expect(offline.stderr).toContain("RETAILER_BASE_URL");
  }, 60_000);

  it.skipIf(!hasSharedList)(
    `loads the shared store list ${hasSharedList ? "" : `(SKIPPED: not found at ${sharedList})`}`,
    async () => {
      const result = await importStores(sharedList);
      expect(result.code).toBe(0);
      // 431 entries: 24 without coordinates, the 8 Belgian stores repeated, buCode 406 twice.
      expect(result.stdout).toMatch(/entries +431\n/);
      expect(result.stdout).toMatch(/countries +36\n/);
      // buCode 101 is a real French store: the test's "Lyon" entry is updated, not duplicated.
      expect(result.stdout).toMatch(/inserted +397\n/);
      expect(result.stdout).toMatch(/updated +1\n/);
      expect(result.stdout).toMatch(/removed +0\n/);
      expect(result.stdout).toMatch(/rejected +33\n/);
    },
    60_000,
  );
});
