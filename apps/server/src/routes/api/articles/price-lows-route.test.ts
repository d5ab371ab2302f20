import { priceLowsResponseSchema } from "@frontalier/shared/contracts/price-lows";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../../test/app.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { articles, countries, currencies, priceObservations } from "../../../db/schema.ts";

const DAY = 86_400_000;

describe.each(testDatabases())("price lows API on %s", (kind) => {
  const database = useTestDatabase(kind);
  let app: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    const { db } = database();
    await db.insert(currencies).values([{ code: "EUR", minorUnits: 2 }]);
    await db
      .insert(countries)
      .values(["FR", "DE"].map((code) => ({ code, currency: "EUR", retailerLocale: "de/de" })));
    await db.insert(articles).values({ code: "00263850", name: "BILLY", searchName: "billy" });
    // The route counts from the real clock: dates relative to it.
    const ago = (days: number) => new Date(Date.now() - days * DAY);
    const seen = (country: string, days: number, priceMinor: number, regular: number | null) => ({
      articleCode: "00263850",
      country,
      priceMinor,
      regularPriceMinor: regular,
      currency: "EUR",
      availability: "online" as const,
      source: "retailer" as const,
      observedAt: ago(days),
    });
    await db
      .insert(priceObservations)
      .values([
        seen("DE", 120, 3999, null),
        seen("DE", 20, 5499, null),
        seen("DE", 0.01, 4999, 5499),
        seen("FR", 0.01, 4999, 5999),
      ]);
    app = await buildTestApp(database());
  });
  afterAll(() => app?.close());

  it("gives the lows and badges of the compared countries", async () => {
    const response = await app.inject({ url: "/api/articles/002.638.50/lows?countries=DE,FR" });
    expect(response.statusCode).toBe(200);
    const body = priceLowsResponseSchema.parse(response.json());
    expect(body.countries.map((c) => [c.country, c.low30Minor, c.badges])).toEqual([
      ["DE", 3999, ["notBelowLow30"]],
      ["FR", null, []],
    ]);
  });

  it("refuses a malformed code or country with a 400", async () => {
    expect((await app.inject({ url: "/api/articles/123/lows" })).statusCode).toBe(400);
    expect(
      (await app.inject({ url: "/api/articles/00263850/lows?countries=FRA" })).statusCode,
    ).toBe(400);
  });
});
