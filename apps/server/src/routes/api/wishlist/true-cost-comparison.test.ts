import { comparisonResponseSchema } from "@frontalier/shared/contracts/wishlist";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../../test/config.ts";
import { CookieClient } from "../../../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { buildApp } from "../../../app.ts";
import { seedReferenceData } from "../../../catalogue/reference/seed-reference-data.ts";
import { articles, offers } from "../../../db/schema.ts";

// KOMPLEMENT and BILLY, real articles of the offline catalogue.
const KOMPLEMENT = "40277992";
const BILLY = "00263850";

describe.each(testDatabases())("wishlist plans in true cost (%s)", (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;

  beforeAll(async () => {
    const { db } = database();
    await seedReferenceData(db);
    await db.insert(articles).values([
      { code: KOMPLEMENT, name: "KOMPLEMENT", searchName: "komplement" },
      { code: BILLY, name: "BILLY", searchName: "billy" },
    ]);
    const observedAt = new Date("2026-11-01T00:00:00Z");
    const offer = (articleCode: string, country: string, priceMinor: number, currency = "EUR") => ({
      articleCode,
      country,
      priceMinor,
      currency,
      availability: "online" as const,
      source: "feed" as const,
      observedAt,
    });
    // On the shelf Luxembourg is cheaper than Germany for both; carried home to Switzerland,
    // Germany's 19 % VAT refunded beats Luxembourg's 17 %.
    await db
      .insert(offers)
      .values([
        offer(KOMPLEMENT, "DE", 20_000),
        offer(KOMPLEMENT, "LU", 19_900),
        offer(KOMPLEMENT, "CH", 21_000, "CHF"),
        offer(BILLY, "DE", 6_000),
        offer(BILLY, "LU", 5_950),
        offer(BILLY, "CH", 6_900, "CHF"),
      ]);
    app = await buildApp(testConfig(), { database: database(), logger: false });
  });
  afterAll(() => app.close());

  /** A guest living in `home` with both articles in their wishlist, comparing `countries`. */
  async function shopper(home: string, countries: string, ip: string) {
    const client = new CookieClient(app, ip);
    const { profile } = (await client.get("/api/_auth/session")).json();
    const chosen = await client.put(`/api/update-info-profil/${profile.iProfile}`, {
      sPaysFav: home,
      sPaysLangue: `${home}/FR`,
    });
    expect(chosen.statusCode).toBe(200);
    for (const code of [KOMPLEMENT, BILLY]) await client.post("/api/wishlist/items", { code });
    await client.post(`/api/update-payList-to-basket?iBasket=${profile.iBasket}`, {
      sPaysListe: countries,
    });
    const compare = async (query: string) => {
      const response = await client.get(`/api/wishlist/comparison?${query}`);
      expect(response.statusCode).toBe(200);
      return comparisonResponseSchema.parse(response.json());
    };
    return { client, compare };
  }

  it("optimises a Swiss shopper's plans on the true cost per trip, with its components", async () => {
    const { compare } = await shopper("CH", "CH,DE,LU", "198.51.100.61");
    const shelf = await compare("k=1&carry=0");
    expect(shelf.carryHome).toBeUndefined();
    expect(shelf.comparison.bestSingle?.stops.map((stop) => stop.country)).toEqual(["LU"]);
    expect(shelf.comparison.bestSingle?.stops[0]?.trueCost).toBeUndefined();

    const carried = await compare("k=1");
    expect(carried.carryHome).toEqual({ travellers: 1 });
    const plan = carried.comparison.bestSingle!;
    expect(plan.stops.map((stop) => stop.country)).toEqual(["DE"]);
    const trip = plan.stops[0]!.trueCost!;
    // 260 € on one German receipt: VAT refunded; home VAT on the goods past CHF 150.
    expect(trip).toMatchObject({
      refundOutcome: "refunded",
      refundMinimum: { amountMinor: 5001, currency: "EUR" },
      allowanceMinor: 15_000,
      allowanceExceeded: true,
      dutyMinor: 0,
    });
    expect(trip.shelfMinor).toBe(plan.itemsMinor);
    expect(trip.refundMinor).toBeGreaterThan(0);
    expect(trip.importVatMinor).toBeGreaterThan(0);
    expect(trip.totalMinor).toBe(trip.shelfMinor - trip.refundMinor + trip.importVatMinor);
    expect(plan.trueCostMinor).toBe(trip.totalMinor);
    expect(plan.totalMinor).toBe(trip.totalMinor);
    const rows = new Map(carried.comparison.countries.map((row) => [row.country, row]));
    expect(rows.get("DE")?.trueCostMinor).toBe(trip.totalMinor);
    expect(rows.get("LU")!.trueCostMinor!).toBeGreaterThan(trip.totalMinor);
    // At home, the true cost is the shelf price.
    expect(rows.get("CH")?.trueCostMinor).toBe(rows.get("CH")?.totalMinor);

    // Two travellers: the second allowance covers BILLY (below CHF 150), less VAT at home.
    const two = await compare("k=1&travellers=2");
    expect(two.carryHome).toEqual({ travellers: 2 });
    const pair = two.comparison.bestSingle!.stops[0]!.trueCost!;
    expect(pair.allowanceMinor).toBe(30_000);
    expect(pair.allowanceUsedMinor).toBeGreaterThan(0);
    expect(pair.importVatMinor).toBeLessThan(trip.importVatMinor);
  });

  it("leaves an EU shopper's answer unchanged, whatever the query says of carrying", async () => {
    const { compare } = await shopper("FR", "FR,DE,LU", "198.51.100.62");
    const plain = await compare("k=2");
    expect(plain.carryHome).toBeUndefined();
    expect(JSON.stringify(plain)).not.toContain("trueCost");
    expect(await compare("k=2&carry=1&travellers=3")).toEqual(plain);
  });

  it("refuses a number of travellers out of range, in the shopper's language", async () => {
    const { client } = await shopper("CH", "CH,DE", "198.51.100.63");
    const response = await client.get("/api/wishlist/comparison?travellers=10");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("validation_failed");
  });
});
