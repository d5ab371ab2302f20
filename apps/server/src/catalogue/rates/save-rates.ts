import type { RateTable } from "@frontalier/shared/money";
import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/open-database.ts";
import { exchangeRates } from "../../db/schema.ts";

/**
 * Upserts days of rates: a day read again (the ECB re-published, or the same file fetched twice)
 * replaces its rows, so saving is idempotent. Returns the number of rows written.
 */
export async function saveRates(
  db: AppDb,
  tables: readonly RateTable[],
  fetchedAt: Date = new Date(),
): Promise<number> {
  const rows = tables.flatMap((table) =>
    Object.entries(table.perEuro).map(([currency, perEuro]) => ({
      currency,
      rateDate: table.date,
      perEuro: String(perEuro),
      source: table.source,
      fetchedAt,
    })),
  );
  if (rows.length === 0) return 0;
  await db
    .insert(exchangeRates)
    .values(rows)
    .onConflictDoUpdate({
      target: [exchangeRates.currency, exchangeRates.rateDate],
      set: {
        perEuro: sql`excluded.per_euro`,
        source: sql`excluded.source`,
        fetchedAt: sql`excluded.fetched_at`,
      },
    });
  return rows.length;
}
