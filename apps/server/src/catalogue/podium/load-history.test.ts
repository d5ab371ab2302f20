import { beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useTestDatabase } from "../../../test/db.ts";
import { articles, countries, currencies, priceObservations } from "../../db/schema.ts";
import { loadHistory } from "./load-history.ts";

const now = new Date("2026-11-24T00:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe.each(testDatabases())("price history on %s", (kind) => {
  const database = useTestDatabase(kind);

  beforeAll(async () => {
    const { db } = database();
    await db.insert(currencies).values([{ code: "EUR", minorUnits: 2 }]);
    await db.insert(countries).values(
      ["FR", "DE", "ES"].map((code) => ({
        code,
        currency: "EUR",
        retailerLocale: `${code.toLowerCase()}/fr`,
      })),
    );
    await db.insert(articles).values({ code: "00263850", name: "BILLY", searchName: "billy" });
    const seen = (
      country: string,
      days: number,
      priceMinor: number | null,
      regularPriceMinor: number | null = null,
    ) => ({
      articleCode: "00263850",
      country,
      priceMinor,
      regularPriceMinor,
      currency: "EUR",
      availability: priceMinor === null ? ("not_sold" as const) : ("online" as const),
      source: "feed" as const,
      observedAt: daysAgo(days),
    });
    await db.insert(priceObservations).values([
      seen("FR", 200, 5999),
      // Reduced from 59.99 €: the regular price goes with the point.
      seen("FR", 120, 5499, 5999),
      seen("FR", 30, 4999),
      // A "regular" price no higher than the one paid is no reduction: left out.
      seen("DE", 10, 4499, 4499),
      seen("ES", 95, null),
    ]);
  });

  it("starts each series with the price in effect when the window opens", async () => {
    const history = await loadHistory(database().db, "00263850", ["FR", "DE", "ES"], now, 90);
    expect(history.series).toEqual([
      {
        country: "FR",
        points: [
          {
            observedAt: daysAgo(90).toISOString(),
            priceMinor: 5499,
            currency: "EUR",
            regularMinor: 5999,
          },
          { observedAt: daysAgo(30).toISOString(), priceMinor: 4999, currency: "EUR" },
        ],
      },
      {
        country: "DE",
        points: [{ observedAt: daysAgo(10).toISOString(), priceMinor: 4499, currency: "EUR" }],
      },
      {
        country: "ES",
        points: [{ observedAt: daysAgo(90).toISOString(), priceMinor: null, currency: "EUR" }],
      },
    ]);
  });

  it("reaches further back with a longer window", async () => {
    const history = await loadHistory(database().db, "00263850", ["FR"], now, 365);
    expect(history.series[0]!.points.map((p) => p.priceMinor)).toEqual([5999, 5499, 4999]);
  });
});
