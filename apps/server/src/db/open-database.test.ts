import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabases, useTestDatabase } from "../../test/db.ts";
import { openDatabase } from "./open-database.ts";
import { appSettings } from "./schema.ts";

describe.each(testDatabases())("%s database", (kind) => {
  const database = useTestDatabase(kind);

  it("is the kind asked for", () => {
    expect(database().kind).toBe(kind);
  });

  it("has the migrated schema", async () => {
    const { db } = database();
    const now = Date.now();
    await db.insert(appSettings).values({ key: "banner", value: { fr: "Bonjour", on: true } });
    const [row] = await db.select().from(appSettings).where(eq(appSettings.key, "banner"));
    expect(row?.value).toEqual({ fr: "Bonjour", on: true });
    expect(row?.updatedAt?.getTime()).toBeGreaterThan(now - 60_000);
  });

  it("migrates again without changing anything", async () => {
    await database().migrate();
    const { db } = database();
    // Both drivers answer raw SQL with `{ rows }`; the shared database type cannot know which.
    const applied = (await db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: unknown[] };
    const journal = JSON.parse(
      readFileSync(join(import.meta.dirname, "../../drizzle/meta/_journal.json"), "utf8"),
    ) as { entries: unknown[] };
    expect(applied.rows).toEqual([{ n: journal.entries.length }]);
  });

  it("answers a ping", async () => {
    await expect(database().ping()).resolves.toBeUndefined();
  });
});

describe("openDatabase", () => {
  it("keeps PGlite data in DATA_DIR/pglite across restarts", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "frontalier-db-"));
    try {
      const first = await openDatabase({ dataDir });
      await first.migrate();
      await first.db.insert(appSettings).values({ key: "kept", value: 1 });
      await first.close();

      const second = await openDatabase({ dataDir });
      const rows = await second.db.select().from(appSettings);
      await second.close();
      expect(rows.map((row) => row.key)).toEqual(["kept"]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("fails a ping once closed", async () => {
    const database = await openDatabase({});
    await database.close();
    await expect(database.ping()).rejects.toThrow();
  });

  it("fails a ping quickly when PostgreSQL is unreachable", async () => {
    const database = await openDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:1/none" });
    try {
      await expect(database.ping(1000)).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});
