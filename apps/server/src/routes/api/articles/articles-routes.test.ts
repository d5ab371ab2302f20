import {
  podiumResponseSchema,
  priceHistoryResponseSchema,
} from "@frontalier/shared/contracts/podium";
import { defaultPicklist } from "@frontalier/shared/default-picklist";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp } from "../../../../test/app.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { articles, countries, currencies, offers, priceObservations } from "../../../db/schema.ts";

const observed = new Date("2026-11-20T08:00:00Z");

describe.each(testDatabases())("articles API on %s", (kind) => {
  const database = useTestDatabase(kind);
  let app: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    const { db } = database();
    await db.insert(currencies).values([
      { code: "EUR", minorUnits: 2 },
      { code: "CHF", minorUnits: 2 },
    ]);
    await db
      .insert(countries)
      .values(
        ["FR", "BE", "DE", "NL", "ES", "LU", "IT"]
          .map((code) => ({ code, currency: "EUR", retailerLocale: `${code.toLowerCase()}/fr` }))
          .concat([{ code: "CH", currency: "CHF", retailerLocale: "ch/de" }]),
      );
    await db.insert(articles).values([
      {
        code: "00263850",
        name: "BILLY",
        searchName: "billy",
        typeName: "Bibliothèque",
        widthCm: 80,
        depthCm: 28,
        heightCm: 202,
      },
      { code: "30379118", name: "KALLAX", searchName: "kallax", typeName: "Étagère" },
      {
        code: "40277992",
        name: "KOMPLEMENT Étagère",
        searchName: "komplement etagere",
        typeName: "Tablette",
      },
    ]);
    const offer = (country: string, priceMinor: number | null, currency = "EUR") => ({
      articleCode: "00263850",
      country,
      priceMinor,
      currency,
      availability: priceMinor === null ? ("not_sold" as const) : ("online" as const),
      source: "feed" as const,
      observedAt: observed,
      productUrl: `https://www.ikea.com/${country.toLowerCase()}/p/billy-00263850/`,
    });
    await db.insert(offers).values([
      offer("FR", 4999),
      offer("BE", 5499),
      offer("DE", 4499),
      offer("CH", 4681, "CHF"),
      offer("NL", null),
      // Issue 25: a dearer article for the true cost of a Swiss shopper carrying it home.
      { ...offer("DE", 20_000), articleCode: "40277992" },
      { ...offer("LU", 19_900), articleCode: "40277992" },
      { ...offer("CH", 21_000, "CHF"), articleCode: "40277992" },
    ]);
    await db.insert(priceObservations).values([
      {
        articleCode: "00263850",
        country: "FR",
        priceMinor: 5299,
        currency: "EUR",
        availability: "online",
        source: "feed",
        observedAt: new Date("2026-09-01T08:00:00Z"),
      },
      {
        articleCode: "00263850",
        country: "FR",
        priceMinor: 4999,
        currency: "EUR",
        availability: "online",
        source: "feed",
        observedAt: observed,
      },
    ]);
    app = await buildTestApp(database());
  });
  afterAll(() => app?.close());

  it("ranks the default picklist in the home currency, unpriced countries last", async () => {
    const response = await app.inject({ url: "/api/articles/002.638.50/podium" });
    expect(response.statusCode).toBe(200);
    const podium = podiumResponseSchema.parse(response.json());
    expect(podium.article).toMatchObject({
      code: "00263850",
      formattedCode: "002.638.50",
      name: "BILLY",
      dimensions: { widthCm: 80 },
    });
    expect(podium.home).toBe("FR");
    expect(podium.currency).toBe("EUR");
    expect(podium.entries.map((e) => [e.country, e.rank])).toEqual([
      ["DE", 1],
      ["FR", 2],
      ["CH", 3],
      ["BE", 4],
      // Unpriced, in the picklist's order (nearest first since the list follows the roads).
      ["LU", null],
      ["NL", null],
      ["ES", null],
      ["IT", null],
    ]);
    expect(podium.entries.find((e) => e.country === "DE")?.vsHome).toEqual({
      amountMinor: -500,
      percent: -10,
    });
    expect(podium.entries.find((e) => e.country === "NL")?.reason).toBe("not_sold");
    expect(podium.entries.find((e) => e.country === "ES")?.reason).toBe("unknown");
    expect(podium.rates.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("compares a first visit from the country of the browser's languages, else France", async () => {
    const podiumFor = async (headers: Record<string, string>) => {
      const response = await app.inject({ url: "/api/articles/00263850/podium", headers });
      expect(response.statusCode).toBe(200);
      return podiumResponseSchema.parse(response.json());
    };
    const belgian = await podiumFor({ "accept-language": "nl-BE,nl;q=0.9,en;q=0.8" });
    expect(belgian.home).toBe("BE");
    expect(belgian.currency).toBe("EUR");
    expect(belgian.entries.find((e) => e.isHome)?.country).toBe("BE");
    expect(belgian.entries.map((e) => e.country).sort()).toEqual(
      ["BE", "NL", "LU", "FR", "CH", "DE", "CZ", "DK"].sort(),
    );
    // BILLY costs 54.99 € at home in Belgium: Germany is 10 € (18.2 %) cheaper.
    expect(belgian.entries.find((e) => e.country === "DE")?.vsHome).toEqual({
      amountMinor: -1000,
      percent: -18.2,
    });
    // No region in the languages, or no header at all: around France, as spec §1 says.
    for (const headers of [{}, { "accept-language": "nl" }] as Record<string, string>[]) {
      const french = await podiumFor(headers);
      expect(french.home).toBe("FR");
      expect(french.entries.map((e) => e.country).sort()).toEqual([...defaultPicklist].sort());
    }
    // What the query says wins over the browser's languages.
    const asked = await app.inject({
      url: "/api/articles/00263850/podium?home=DE&countries=DE,FR",
      headers: { "accept-language": "nl-BE" },
    });
    expect(podiumResponseSchema.parse(asked.json()).home).toBe("DE");
  });

  it("takes the shopper's countries, home and currency", async () => {
    const response = await app.inject({
      url: "/api/articles/00263850/podium?countries=de,ch&home=CH&currency=chf",
    });
    const podium = podiumResponseSchema.parse(response.json());
    // 44.99 € is 42.08 CHF at the snapshot's rate: cheaper than at home in Switzerland.
    expect(podium.entries.map((e) => e.country)).toEqual(["DE", "CH"]);
    expect(podium.entries[0]).toMatchObject({
      converted: { currency: "CHF", amountMinor: 4208 },
      vsHome: { amountMinor: -473 },
    });
    expect(podium.entries[1]).toMatchObject({
      isHome: true,
      converted: { currency: "CHF", amountMinor: 4681 },
    });
  });

  it("ranks a Swiss shopper's podium by the true cost of carrying the article home", async () => {
    const podiumOf = async (query: string) => {
      const response = await app.inject({ url: `/api/articles/40277992/podium?${query}` });
      expect(response.statusCode).toBe(200);
      return podiumResponseSchema.parse(response.json());
    };
    const countries = "countries=CH,DE,LU&home=CH";
    // On the shelf Luxembourg (199 €) is cheaper than Germany (200 €); carried home, Germany's
    // 19 % VAT refunded beats Luxembourg's 17 %, and both pass the CHF 150 allowance.
    const shelf = await podiumOf(`${countries}&carry=0`);
    expect(shelf.carryHome).toBeUndefined();
    expect(shelf.entries.map((e) => [e.country, e.trueCost ?? null])).toEqual([
      ["LU", null],
      ["DE", null],
      ["CH", null],
    ]);
    const carried = await podiumOf(countries);
    expect(carried.carryHome).toEqual({ travellers: 1 });
    expect(carried.entries.map((e) => e.country)).toEqual(["DE", "LU", "CH"]);
    for (const entry of carried.entries) {
      const cost = entry.trueCost!;
      expect(cost.totalMinor).toBe(
        entry.converted!.amountMinor -
          cost.refundMinor +
          cost.importVatMinor +
          (cost.dutyMinor ?? 0),
      );
    }
    const [germany, luxembourg, home] = carried.entries;
    expect(germany?.trueCost).toMatchObject({ refundOutcome: "refunded", allowanceExceeded: true });
    expect(germany?.trueCost?.refundMinor).toBeGreaterThan(0);
    expect(luxembourg?.trueCost?.importVatMinor).toBeGreaterThan(0);
    expect(home?.trueCost).toMatchObject({ refundOutcome: "same-country", totalMinor: 21_000 });
    expect(germany?.vsHome?.amountMinor).toBe((germany?.trueCost?.totalMinor ?? 0) - 21_000);
    // Two travellers: the article is one item above CHF 150, still taxed whole.
    const two = await podiumOf(`${countries}&travellers=2`);
    expect(two.entries[0]?.trueCost?.allowanceMinor).toBe(30_000);
    expect(two.entries[0]?.trueCost?.importVatMinor).toBe(germany?.trueCost?.importVatMinor);
    // A French shopper sees nothing new.
    const french = await podiumOf("countries=FR,DE,LU&home=FR&carry=1");
    expect(french.carryHome).toBeUndefined();
    expect(french.entries.every((e) => e.trueCost === undefined)).toBe(true);
  });

  it.each([
    ["/api/articles/00263850/podium?travellers=0", 400],
    ["/api/articles/00263850/podium?carry=yes", 400],
    ["/api/articles/12345/podium", 400],
    ["/api/articles/00263850/podium?countries=F1", 400],
    ["/api/articles/00263850/podium?currency=euro", 400],
    [`/api/articles/00263850/podium?countries=${"FR,".repeat(60)}`, 400],
    ["/api/articles/99999999/podium", 404],
  ])("answers %s with %i and a translated message", async (url, status) => {
    const response = await app.inject({ url, headers: { "accept-language": "en" } });
    expect(response.statusCode).toBe(status);
    expect(response.json().error.message).toMatch(/[A-Za-z]/);
  });

  it("finds articles by name without accents, by code and by partial code", async () => {
    const names = async (q: string) =>
      (
        (await app.inject({ url: `/api/articles?q=${encodeURIComponent(q)}` })).json().items as {
          name: string;
        }[]
      ).map((i) => i.name);
    expect(await names("etagere")).toEqual(["KOMPLEMENT Étagère"]);
    expect(await names("BIL")).toEqual(["BILLY"]);
    expect(await names("303.791.18")).toEqual(["KALLAX"]);
    expect(await names("002 63")).toEqual(["BILLY"]);
    expect(await names("100%_")).toEqual([]);
    expect((await app.inject({ url: "/api/articles?q=" })).statusCode).toBe(400);
  });

  it("gives the price history of the compared countries", async () => {
    const response = await app.inject({ url: "/api/articles/00263850/history?countries=FR,DE" });
    const history = priceHistoryResponseSchema.parse(response.json());
    expect(history.series).toEqual([
      {
        country: "FR",
        points: [
          { observedAt: "2026-09-01T08:00:00.000Z", priceMinor: 5299, currency: "EUR" },
          { observedAt: "2026-11-20T08:00:00.000Z", priceMinor: 4999, currency: "EUR" },
        ],
      },
    ]);
  });

  it("shows at once a price that another writer changed (the offer index forgets it)", async () => {
    const priceIn = async (country: string) => {
      const response = await app.inject({ url: "/api/articles/00263850/podium" });
      const podium = podiumResponseSchema.parse(response.json());
      return podium.entries.find((entry) => entry.country === country)?.local?.amountMinor;
    };
    expect(await priceIn("FR")).toBe(4999);
    const frOffer = and(eq(offers.articleCode, "00263850"), eq(offers.country, "FR"));
    // Written straight to the database, as the feed import or another instance would.
    await database().db.update(offers).set({ priceMinor: 3999 }).where(frOffer);
    try {
      await vi.waitFor(async () => expect(await priceIn("FR")).toBe(3999), { timeout: 2000 });
    } finally {
      await database().db.update(offers).set({ priceMinor: 4999 }).where(frOffer);
    }
    await vi.waitFor(async () => expect(await priceIn("FR")).toBe(4999), { timeout: 2000 });
  });
});
