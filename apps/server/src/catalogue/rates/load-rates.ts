import { ecbSnapshot, withUsdPegs } from "@frontalier/shared/ecb-rates";
import type { RateTable } from "@frontalier/shared/money";
import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/open-database.ts";
import { exchangeRates } from "../../db/schema.ts";

/**
 * The newest day of rates in the database, or the bundled ECB snapshot while the table is empty;
 * either way with the dollar-pegged currencies (SAR, AED) added. Every conversion made with it
 * can say its rate date.
 */
export async function loadRates(db: AppDb): Promise<RateTable> {
  const rows = await db
    .select({
      currency: exchangeRates.currency,
      date: exchangeRates.rateDate,
      perEuro: exchangeRates.perEuro,
      source: exchangeRates.source,
    })
    .from(exchangeRates)
    .where(
      sql`${exchangeRates.rateDate} = (select max(${exchangeRates.rateDate}) from ${exchangeRates})`,
    );
  const [first] = rows;
  if (!first) return withUsdPegs(ecbSnapshot);
  const perEuro: Record<string, number> = {};
  for (const row of rows) perEuro[row.currency] = Number(row.perEuro);
  return withUsdPegs({ date: first.date, source: first.source, perEuro });
}
