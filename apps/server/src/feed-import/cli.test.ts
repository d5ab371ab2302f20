import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/db.ts";
import { repoRoot, runCommand, runScript } from "../../test/run-script.ts";
import { listFeedImports } from "../admin/admin-overview.ts";
import { openDatabase } from "../db/open-database.ts";

const cli = join(import.meta.dirname, "cli.ts");

describe("npm run import (a subprocess on a PGlite DATA_DIR)", () => {
  let dir = "";
  let env: Record<string, string> = {};
  const importCli = (...args: string[]) => runScript(cli, args, env);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "frontalier-import-"));
    // A fresh DATA_DIR: the command migrates it and seeds the reference countries itself.
    env = { DATA_DIR: join(dir, "data"), NODE_ENV: "test" };
    await writeFile(
      join(dir, "feed.csv"),
      [
        "article_number,is_combination,name,country,currency,price,observed,url",
        '00102065,false,"LYCKSELE',
        'LÖVÅS",NO,NOK,800,2020-07-13,',
        "00198591,false,KIVIK,NO,NOK,7.499 NOK,2020-07-13,",
        "s69305697,true,SÖDERHAMN,NO,NOK,6195,2020-07-13,",
      ].join("\n"),
    );
    await writeFile(join(dir, "notes.csv"), "title;body\nhello;world\n");
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("imports, reports the rejected line, and keeps the data for the next run", async () => {
    const first = await importCli(join(dir, "feed.csv"));
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/rows read +3 /);
    expect(first.stdout).toMatch(/inserted +2 /);
    expect(first.stdout).toMatch(/rejected +1 /);
    expect(first.stdout).toContain('line 4: unparsable price "7.499 NOK"');

    const dryRun = await importCli(join(dir, "feed.csv"), "--dry-run");
    expect(dryRun.code).toBe(0);
    expect(dryRun.stdout).toContain("DRY RUN");

    const second = await importCli(join(dir, "feed.csv"));
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/inserted +0 /);
    expect(second.stdout).toMatch(/unchanged +2 /);
    expect(second.stdout).toMatch(/updated +0 /);
  }, 60_000);

  it("resolves FILE from where npm was typed (INIT_CWD)", async () => {
    const run = await runCommand("npm", ["--prefix", repoRoot, "run", "import", "--", "feed.csv"], {
      cwd: dir,
      env,
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("feed.csv: multi-country long format");
  }, 60_000);

  it("exits 1 on an unreadable file or an unknown format, 2 on a usage error", async () => {
    const missing = await importCli(join(dir, "missing.csv"));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`cannot read ${join(dir, "missing.csv")}`);

    const unknown = await importCli(join(dir, "notes.csv"));
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("notes.csv: unknown format");

    const usage = await importCli(join(dir, "feed.csv"), "--country", "Norway");
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("Usage: npm run import");
  }, 60_000);

  it("writes each import down for the admin page, the failed ones with what stopped them", async () => {
    // After the runs above (tests of a file run in order); one process opens PGlite at a time.
    const database = await openDatabase({ dataDir: env.DATA_DIR });
    try {
      const imports = await listFeedImports(database.db);
      const done = imports.filter((row) => row.source === "feed.csv" && row.error === null);
      // The first run, the dry run, the second and the one typed from another directory.
      expect(done.map((row) => [row.dryRun, row.inserted, row.rejected])).toEqual([
        [false, 0, 1],
        [false, 0, 1],
        [true, 0, 1],
        [false, 2, 1],
      ]);
      expect(done.at(-1)?.rejections).toEqual([
        { line: 4, code: "unparsable-price", reason: 'unparsable price "7.499 NOK"' },
      ]);
      expect(imports.find((row) => row.source === "notes.csv")?.error).toContain(
        "notes.csv: unknown format",
      );
      // A usage error is not an import.
      expect(imports.length).toBe(done.length + 2);
    } finally {
      await database.close();
    }
  }, 60_000);
});

const postgres = Boolean(process.env.TEST_DATABASE_URL);
describe.skipIf(!postgres)(
  postgres
    ? "npm run import on PostgreSQL"
    : "npm run import on PostgreSQL (skipped: TEST_DATABASE_URL is not set)",
  () => {
    let dir = "";
    let test: TestDatabase;

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), "frontalier-import-pg-"));
      test = await createTestDatabase("postgres");
      await writeFile(
        join(dir, "feed.csv"),
        [
          "article_number,is_combination,name,country,currency,price,observed,url",
          "00198591,false,KIVIK,NO,NOK,7499,2020-07-13,",
        ].join("\n"),
      );
    });
    afterAll(async () => {
      await test?.destroy();
      await rm(dir, { recursive: true, force: true });
    });

    it("asks the servers' job queue for a price-alert check after new prices, not after none", async () => {
      const env = { DATABASE_URL: test.url!, NODE_ENV: "test" };
      const queued = async () =>
        (
          await test.database.prepared<{ count: number }>(
            "queued-alert-checks",
            "select count(*)::int as count from pgboss.job where name = 'price-alerts'",
            [],
          )
        )[0]!.count;
      const importFeedFile = () => runScript(cli, [join(dir, "feed.csv")], env);
      const first = await importFeedFile();
      expect(first.code).toBe(0);
      expect(await queued()).toBe(1);
      // The same file again adds no observation: nothing new to check.
      await test.database.prepared("clear-jobs", "delete from pgboss.job", []);
      const again = await importFeedFile();
      expect(again.code).toBe(0);
      expect(await queued()).toBe(0);
    });
  },
);
