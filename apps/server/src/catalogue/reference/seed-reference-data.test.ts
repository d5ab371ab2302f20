import { allCountries } from "@frontalier/shared/countries";
import { ecbSnapshot } from "@frontalier/shared/ecb-rates";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabases, useTestDatabase } from "../../../test/db.ts";
import { countries, currencies, exchangeRates } from "../../db/schema.ts";
import { loadRates } from "../rates/load-rates.ts";
import { saveRates } from "../rates/save-rates.ts";
import { seedReferenceData } from "./seed-reference-data.ts";

describe.each(testDatabases())("seedReferenceData on %s", (kind) => {
  const database = useTestDatabase(kind);
  const db = () => database().db;
  const count = async (table: typeof countries | typeof currencies | typeof exchangeRates) =>
    (await db().select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

  it("fills a fresh database with countries, currencies and the bundled rates", async () => {
    const result = await seedReferenceData(db());
    expect(result).toMatchObject({ countries: 33, ratesSeeded: true });
    expect(await count(countries)).toBe(allCountries.length);
    expect(await count(currencies)).toBe(result.currencies);
    expect(await count(exchangeRates)).toBe(30);
    const [iceland] = await db().select().from(countries).where(eq(countries.code, "IS"));
    expect(iceland).toEqual({
      code: "IS",
      currency: "ISK",
      retailerLocale: "is/is",
      sellsOnline: true,
      inEurope: true,
    });
    const [krona] = await db().select().from(currencies).where(eq(currencies.code, "ISK"));
    expect(krona?.minorUnits).toBe(0);
    expect((await loadRates(db())).perEuro.HUF).toBe(404.9);
  });

  it("is idempotent and puts edited reference rows back", async () => {
    await db().update(countries).set({ retailerLocale: "be/nl" }).where(eq(countries.code, "BE"));
    const again = await seedReferenceData(db());
    expect(again.ratesSeeded).toBe(false);
    expect(await count(countries)).toBe(allCountries.length);
    expect(await count(exchangeRates)).toBe(30);
    const [belgium] = await db().select().from(countries).where(eq(countries.code, "BE"));
    expect(belgium?.retailerLocale).toBe("be/fr");
  });

  it("leaves newer rates alone", async () => {
    await saveRates(db(), [{ ...ecbSnapshot, date: "2026-11-20", perEuro: { CHF: 0.92 } }]);
    await seedReferenceData(db());
    expect((await loadRates(db())).date).toBe("2026-11-20");
  });
});
