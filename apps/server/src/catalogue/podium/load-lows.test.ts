import { beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useTestDatabase } from "../../../test/db.ts";
import { articles, countries, currencies, priceObservations } from "../../db/schema.ts";
import { LOWS_SQL, loadLows } from "./load-lows.ts";

const now = new Date("2026-11-24T10:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const BILLY = "00263850";

const seen = (
  country: string,
  days: number,
  priceMinor: number | null,
  regularPriceMinor: number | null = null,
  source: "feed" | "retailer" = "retailer",
) => ({
  articleCode: BILLY,
  country,
  priceMinor,
  regularPriceMinor,
  currency: "EUR",
  availability: priceMinor === null ? ("not_sold" as const) : ("online" as const),
  source,
  observedAt: daysAgo(days),
});

describe.each(testDatabases())("price lows on %s", (kind) => {
  const database = useTestDatabase(kind);

  beforeAll(async () => {
    const { db } = database();
    await db.insert(currencies).values([{ code: "EUR", minorUnits: 2 }]);
    await db.insert(countries).values(
      ["FR", "DE", "ES", "IT", "BE"].map((code) => ({
        code,
        currency: "EUR",
        retailerLocale: `${code.toLowerCase()}/fr`,
      })),
    );
    await db.insert(articles).values({ code: BILLY, name: "BILLY", searchName: "billy" });
    await db.insert(priceObservations).values([
      // France: 59.99 € for months (seen by the feed, older than the read window), then
      // 44.99 € "instead of 59.99 €" for the last five days, observed every day.
      seen("FR", 400, 5999, null, "feed"),
      seen("FR", 5, 4499, 5999),
      seen("FR", 4, 4499, 5999),
      seen("FR", 3, 4499, 5999),
      seen("FR", 2, 4499, 5999),
      seen("FR", 1, 4499, 5999),
      seen("FR", 0, 4499, 5999),
      // Germany: 39.99 € three weeks ago, raised to 54.99 €, now "reduced" to 49.99 €.
      seen("DE", 120, 3999),
      seen("DE", 20, 5499),
      seen("DE", 0, 4999, 5499),
      // Spain: seen for the first time today.
      seen("ES", 0, 4999, 5499),
      // Italy: no longer sold.
      seen("IT", 30, 4999),
      seen("IT", 0, null),
    ]);
  });

  it("finds each country's lows before its current price, and its badges", async () => {
    const lows = await loadLows(database(), BILLY, ["FR", "DE", "ES", "IT", "BE"], now);
    expect(lows.countries).toEqual([
      {
        country: "FR",
        priceMinor: 4499,
        currency: "EUR",
        since: daysAgo(5).toISOString(),
        low30Minor: 5999,
        low90Minor: 5999,
        badges: ["lowest90", "belowLow30"],
        belowLow30Percent: ((5999 - 4499) / 5999) * 100,
      },
      {
        country: "DE",
        priceMinor: 4999,
        currency: "EUR",
        since: now.toISOString(),
        low30Minor: 3999,
        low90Minor: 3999,
        badges: ["notBelowLow30"],
      },
      {
        country: "ES",
        priceMinor: 4999,
        currency: "EUR",
        since: now.toISOString(),
        low30Minor: null,
        low90Minor: null,
        badges: [],
      },
    ]);
  });
});

// The plan of the real server: PostgreSQL's planner with a table large enough to choose freely.
describe.runIf(testDatabases().includes("postgres"))("price lows' plan on PostgreSQL", () => {
  const database = useTestDatabase("postgres");

  beforeAll(async () => {
    const { db } = database();
    await db.insert(currencies).values([{ code: "EUR", minorUnits: 2 }]);
    await db
      .insert(countries)
      .values(["FR", "DE"].map((code) => ({ code, currency: "EUR", retailerLocale: "fr/fr" })));
    // 1,000 articles, a year of daily prices in two countries: 730,000 rows.
    await database().prepared(
      "seed_articles",
      `insert into articles (code, name, search_name)
        select lpad(n::text, 8, '0'), 'A' || n, 'a' || n from generate_series(1, 1000) as n`,
      [],
    );
    await database().prepared(
      "seed_observations",
      `insert into price_observations (article_code, country, price_minor, currency,
          availability, source, observed_at)
        select lpad(n::text, 8, '0'), c, 1000 + (d % 7) * 100, 'EUR', 'online', 'retailer',
          $1::timestamptz - make_interval(days => d)
        from generate_series(1, 1000) as n, unnest(array['FR', 'DE']) as c,
          generate_series(0, 364) as d`,
      [now.toISOString()],
    );
    await database().prepared("analyze", "analyze price_observations", []);
  }, 120_000);

  it("reads the article's rows through the observations' index, never the whole table", async () => {
    const [row] = await database().prepared<{ "QUERY PLAN": unknown }>(
      "explain_lows",
      `explain (format json) ${LOWS_SQL}`,
      ["00000734", "{FR,DE}", daysAgo(180).toISOString()],
    );
    const plan = JSON.stringify(row!["QUERY PLAN"]);
    expect(plan).toContain('"Index Name":"price_observations_unique"');
    expect(plan).not.toContain("Seq Scan");
    // The time range is part of the index condition, not a filter on the article's every row.
    expect(plan).toMatch(/"Index Cond":"[^"]*article_code[^"]*country[^"]*observed_at/);
    const lows = await loadLows(database(), "00000734", ["FR", "DE"], now);
    expect(lows.countries.map((c) => c.country)).toEqual(["FR", "DE"]);
  });
});
