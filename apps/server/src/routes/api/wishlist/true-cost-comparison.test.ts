import { recompareAnswer } from "@frontalier/shared/basket-recompare";
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
    expect(carried.carryHome).toEqual({ travellers: 1, splitPurchases: false });
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
    expect(two.carryHome).toEqual({ travellers: 2, splitPurchases: false });
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

  it("splits a country's purchases across days only for a shopper who allows it", async () => {
    const { client, compare } = await shopper("CH", "CH,DE", "198.51.100.64");
    // One receipt: KOMPLEMENT (CHF 168 net of German VAT) passes CHF 150, so BILLY pays Swiss
    // VAT too. No trip is costed: on a second day BILLY fits that day's allowance on its own
    // 60 € receipt, still refunded (above 50.01 €).
    const together = await compare("k=1");
    expect(together.comparison.bestSingle!.stops[0]!.days).toBeUndefined();
    const { profile } = (await client.get("/api/_auth/session")).json();
    const allowed = await client.put(`/api/update-info-profil/${profile.iProfile}`, {
      crossBorder: { splitPurchases: true },
    });
    expect(allowed.statusCode).toBe(200);
    const split = await compare("k=1");
    expect(split.carryHome).toEqual({ travellers: 1, splitPurchases: true });
    const stop = split.comparison.bestSingle!.stops[0]!;
    expect(stop.country).toBe("DE");
    expect(stop.days?.map((day) => day.lines)).toEqual([
      [{ code: KOMPLEMENT, quantity: 1 }],
      [{ code: BILLY, quantity: 1 }],
    ]);
    expect(stop.days?.[1]?.trueCost).toMatchObject({
      refundOutcome: "refunded",
      importVatMinor: 0,
    });
    expect(split.comparison.bestSingle!.totalMinor).toBeLessThan(
      together.comparison.bestSingle!.totalMinor,
    );
    // The address's carry=0 still compares shelf prices.
    expect((await compare("k=1&carry=0")).carryHome).toBeUndefined();
  });

  it("compares a shared list with its owner's cross-border setting, not the visitor's", async () => {
    const { client } = await shopper("CH", "CH,DE,LU", "198.51.100.65");
    const { profile } = (await client.get("/api/_auth/session")).json();
    const share = (await client.post(`/api/baskets/${profile.iBasket}/share`)).json();
    const visitor = new CookieClient(app, "198.51.100.66");
    const seen = async (query = "k=1") => {
      const response = await visitor.get(`/api/shared/${share.token}/comparison?${query}`);
      expect(response.statusCode).toBe(200);
      return comparisonResponseSchema.parse(response.json());
    };
    expect((await seen()).carryHome).toEqual({ travellers: 1, splitPurchases: false });
    await client.put(`/api/update-info-profil/${profile.iProfile}`, {
      crossBorder: { travellers: 2, splitPurchases: true },
    });
    expect((await seen()).carryHome).toEqual({ travellers: 2, splitPurchases: true });
    // The link's own address still wins, as on the owner's page.
    expect((await seen("k=1&travellers=3")).carryHome).toEqual({
      travellers: 3,
      splitPurchases: true,
    });
    await client.put(`/api/update-info-profil/${profile.iProfile}`, {
      crossBorder: { carryHome: false },
    });
    const shelf = await seen();
    expect(shelf.carryHome).toBeUndefined();
    expect(JSON.stringify(shelf)).not.toContain("trueCost");
    expect((await seen("k=1&carry=1")).carryHome).toMatchObject({ travellers: 2 });
  });

  it("refuses a number of travellers out of range, in the shopper's language", async () => {
    const { client } = await shopper("CH", "CH,DE", "198.51.100.63");
    const response = await client.get("/api/wishlist/comparison?travellers=10");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("validation_failed");
  });

  // Decision 048: offline, the browser costs the plans again for the quantities the shopper
  // changed, from the answer it kept. With the same code and the answer's contents, it must get
  // the server's own answer for those quantities, whatever the kind of comparison.
  it.each([
    ["CH", "CH,DE,LU", "k=1", false],
    ["CH", "CH,DE,LU", "k=2&travel=fixed&perTrip=2500&travellers=2", false],
    ["CH", "CH,DE", "k=1", true],
    ["CH", "CH,DE,LU", "k=2&carry=0&travel=fixed&perTrip=900", false],
    ["FR", "FR,DE,LU", "k=2&travel=fixed&perTrip=1200", false],
    ["FR", "FR,DE,LU,CH", "k=1", false],
  ] as const)(
    "an answer costed again for new quantities is the server's (%s, %s, %s, split %s)",
    async (home, countries, query, split) => {
      const ip = `198.51.100.${Math.floor(Math.random() * 120) + 100}`;
      const { client, compare } = await shopper(home, countries, ip);
      if (split) {
        const { profile } = (await client.get("/api/_auth/session")).json();
        await client.put(`/api/update-info-profil/${profile.iProfile}`, {
          crossBorder: { splitPurchases: true },
        });
      }
      const before = await compare(query);
      expect(before.travel).toBeDefined();
      expect(before.prices.map((entry) => entry.quantity)).toEqual([1, 1]);
      expect(Boolean(before.rates.perEuro)).toBe(Boolean(before.carryHome));
      for (const [code, quantity] of [
        [KOMPLEMENT, 3],
        [BILLY, 7],
      ] as const) {
        const set = await client.request("PATCH", `/api/wishlist/items/${code}`, { quantity });
        expect(set.statusCode).toBe(200);
      }
      const after = await compare(query);
      const quantities = new Map([
        [KOMPLEMENT, 3],
        [BILLY, 7],
      ]);
      const again = recompareAnswer(before, quantities);
      expect(again).toEqual(after);
      // Something did change: the plans follow the quantities.
      expect(again?.comparison.cheapestSplit.itemsMinor).not.toBe(
        before.comparison.cheapestSplit.itemsMinor,
      );
      // Unchanged quantities: the same answer, not a copy.
      expect(recompareAnswer(after, quantities)).toBe(after);
    },
  );

  it("cannot cost again an answer that lacks what its plans are made of", async () => {
    const { compare } = await shopper("CH", "CH,DE", "198.51.100.66");
    const answer = await compare("k=1");
    const quantities = new Map([
      [KOMPLEMENT, 2],
      [BILLY, 1],
    ]);
    // An answer kept from an older server: no quantities, no travel, no rates.
    const { travel: _travel, ...noTravel } = answer;
    expect(recompareAnswer(noTravel, quantities)).toBeNull();
    const noQuantity = {
      ...answer,
      prices: answer.prices.map(({ quantity: _quantity, ...entry }) => entry),
    };
    expect(recompareAnswer(noQuantity, quantities)).toBeNull();
    const noRates = { ...answer, rates: { date: answer.rates.date, source: answer.rates.source } };
    expect(recompareAnswer(noRates, quantities)).toBeNull();
    // An article added since the answer: its prices are not known.
    expect(recompareAnswer(answer, new Map([...quantities, ["10101010", 1]]))).toBeNull();
    // An article removed since: left out, as the server leaves it out.
    const one = recompareAnswer(answer, new Map([[KOMPLEMENT, 2]]));
    expect(one?.prices.map((entry) => entry.code)).toEqual([KOMPLEMENT]);
    expect(one?.comparison.cheapestSplit.lines.map((line) => line.code)).toEqual([KOMPLEMENT]);
  });
});
