import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "./open-database.ts";
import { withTimeout } from "./with-timeout.ts";

const journal = resolve(import.meta.dirname, "../../drizzle/meta/_journal.json");

/** How many migrations this build has (its journal's entries). */
const migrationsOfBuild = (): number =>
  (JSON.parse(readFileSync(journal, "utf8")) as { entries: unknown[] }).entries.length;

/**
 * Whether every migration of this build is applied (`pending`: the database is behind, as while
 * another instance migrates; `down`: no answer within `timeoutMs`). Once all are seen it stops
 * asking: migrations never come undone.
 */
export function migrationStatus(database: Database, timeoutMs: number) {
  const expected = migrationsOfBuild();
  let migrated = false;
  return async (): Promise<"ok" | "pending" | "down"> => {
    if (migrated) return "ok";
    try {
      const result = await withTimeout(
        database.db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`),
        timeoutMs,
        "migration status",
      );
      const rows = (result as unknown as { rows: { applied: number }[] }).rows;
      migrated = (rows[0]?.applied ?? 0) >= expected;
      return migrated ? "ok" : "pending";
    } catch {
      return "down";
    }
  };
}
