import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { asc, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabases, useTestDatabase } from "../../test/db.ts";
import { stores } from "../db/schema.ts";
import { seedStores } from "./seed-stores.ts";

const migration = readFileSync(
  resolve(import.meta.dirname, "../../drizzle/0009_stores_real_list.sql"),
  "utf8",
);

describe.each(testDatabases())("migration 0009 on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("drops an installation's sample stores and their flag, keeps imported ones, then seeds", async () => {
    const { db } = database();
    // The table as migration 0008 left it, with the demo's samples and one imported store.
    await db.execute(sql`alter table stores add column is_sample boolean default false not null`);
    await db.execute(sql`insert into stores (id, country, name, latitude, longitude, is_sample)
      values ('sample-be-1', 'BE', 'Bruxelles', 50.85, 4.35, true),
             ('sample-fr-1', 'FR', 'Paris', 48.86, 2.35, true),
             ('169', 'BE', 'Gent', 51.0266, 3.6954, false)`);
    for (const statement of migration.split("--> statement-breakpoint")) {
      await db.execute(sql.raw(statement));
    }
    const left = await db.select().from(stores).orderBy(asc(stores.id));
    expect(left.map((row) => row.id)).toEqual(["169"]);
    // Both drivers answer a raw query with its rows under `rows`.
    const columns = (await db.execute(
      sql`select column_name from information_schema.columns where table_name = 'stores'`,
    )) as unknown as { rows: { column_name: string }[] };
    const names = columns.rows.map((c) => c.column_name);
    expect(names).toContain("latitude");
    expect(names).not.toContain("is_sample");
    // Belgium keeps its imported store; France, left empty, gets the real list's 36.
    await seedStores(db);
    const belgium = await db.select().from(stores).where(sql`${stores.country} = 'BE'`);
    expect(belgium.map((row) => row.id)).toEqual(["169"]);
    const france = await db.select().from(stores).where(sql`${stores.country} = 'FR'`);
    expect(france).toHaveLength(36);
  });
});
