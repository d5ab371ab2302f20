import { europeanCountries, findCountry } from "@frontalier/shared/countries";
import { ecbSnapshot } from "@frontalier/shared/ecb-rates";
import { convert } from "@frontalier/shared/money";
import { priceLows } from "@frontalier/shared/price-lows/price-lows";
import { beforeAll, describe, expect, it } from "vitest";
import { offlineArticle, offlineArticles } from "../offline/offline-catalogue.ts";
import {
  type DemoCatalogue,
  type DemoOffer,
  demoArticles,
  generateDemoCatalogue,
} from "./generate-demo-catalogue.ts";
import { searchName } from "./search-name.ts";

const now = new Date("2026-11-20T08:00:00Z");
const DAY_MS = 86_400_000;

let catalogue: DemoCatalogue;

beforeAll(() => {
  catalogue = generateDemoCatalogue({ now });
});

const groupBy = <T>(items: readonly T[], key: (item: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The price of each sold offer of a country, in euros. */
const eurosIn = (country: string) =>
  catalogue.offers
    .filter((o) => o.country === country && o.priceMinor != null)
    .map((o) => convert({ amountMinor: o.priceMinor!, currency: o.currency }, "EUR", ecbSnapshot)!);

describe("generateDemoCatalogue", () => {
  it("is the same for the same seed, and another seed changes the prices, not the articles", () => {
    const again = generateDemoCatalogue({ now });
    expect(again).toEqual(catalogue);
    const other = generateDemoCatalogue({ now, seed: 42 });
    expect(other.articles).toEqual(catalogue.articles);
    expect(other.offers.map((o) => o.priceMinor)).not.toEqual(
      catalogue.offers.map((o) => o.priceMinor),
    );
  });

  it("takes 600 real articles of the offline catalogue, with their names, types and sizes", () => {
    expect(catalogue.articles).toHaveLength(600);
    expect(new Set(catalogue.articles.map((a) => a.code)).size).toBe(600);
    for (const article of catalogue.articles) {
      const real = offlineArticle(article.code)!;
      expect(real, article.code).toBeDefined();
      expect(article).toMatchObject({
        name: real.name,
        isCombination: real.isCombination,
        typeName: real.typeName,
        widthCm: real.widthCm,
        depthCm: real.depthCm,
        heightCm: real.heightCm,
        imageUrl: null,
        isDemo: true,
      });
      expect(article.searchName).toBe(searchName(article.name));
      expect(article.description?.startsWith(real.typeName)).toBe(true);
    }
    // The pages' examples first, then their ranges (a search for "billy" finds BILLY's).
    expect(catalogue.articles.slice(0, 6).map((a) => a.name)).toEqual(
      expect.arrayContaining(["KALLAX", "BILLY", "SÖDERHAMN", "MALM", "HEMNES", "LACK"]),
    );
    expect(catalogue.articles.filter((a) => a.name === "BILLY").length).toBeGreaterThan(10);
    // And the rest spread over the catalogue: many types, not only the first codes.
    expect(new Set(catalogue.articles.map((a) => a.typeName)).size).toBeGreaterThan(100);
    expect(catalogue.articles.some((a) => a.code.startsWith("9"))).toBe(true);
  });

  it("bases prices on the source's real price: France's median within a third of it", () => {
    const ratios = catalogue.offers
      .filter((o) => o.country === "FR" && o.priceMinor != null && o.regularPriceMinor == null)
      .map((o) => o.priceMinor! / 100 / offlineArticle(o.articleCode)!.referenceEur);
    expect(median(ratios)).toBeGreaterThan(0.75);
    expect(median(ratios)).toBeLessThan(1.35);
    expect(demoArticles(offlineArticles().length + 5)).toHaveLength(offlineArticles().length);
  });

  it("can make any number of articles", () => {
    expect(generateDemoCatalogue({ now, articles: 7 }).articles).toHaveLength(7);
    expect(generateDemoCatalogue({ now, articles: 0 }).offers).toEqual([]);
  });

  it("prices every article in each of the 30 European countries, in local currency", () => {
    expect(catalogue.offers).toHaveLength(600 * 30);
    const byArticle = groupBy(catalogue.offers, (o) => o.articleCode);
    for (const offers of byArticle.values()) {
      expect(offers.map((o) => o.country).sort()).toEqual(
        europeanCountries.map((c) => c.code).sort(),
      );
    }
    for (const offer of catalogue.offers) {
      expect(offer.currency).toBe(findCountry(offer.country)?.currency);
      expect(offer.source).toBe("demo");
      expect(offer.observedAt).toEqual(now);
    }
  });

  it("leaves about 5 % not sold, without a price", () => {
    const notSold = catalogue.offers.filter((o) => o.availability === "not_sold");
    expect(notSold.length / catalogue.offers.length).toBeGreaterThan(0.03);
    expect(notSold.length / catalogue.offers.length).toBeLessThan(0.07);
    expect(notSold.every((o) => o.priceMinor === null)).toBe(true);
    const sold = catalogue.offers.filter((o) => o.availability !== "not_sold");
    expect(sold.every((o) => Number.isInteger(o.priceMinor) && o.priceMinor! > 0)).toBe(true);
  });

  it("rounds to local price points", () => {
    const euro = catalogue.offers.filter((o) => o.currency === "EUR" && o.priceMinor != null);
    for (const { priceMinor } of euro) {
      const ok = priceMinor! % 100 === 99 || priceMinor! % 100 === 49 || priceMinor! % 1000 === 900;
      expect(ok, String(priceMinor)).toBe(true);
    }
    const krona = catalogue.offers.filter((o) => o.currency === "ISK" && o.priceMinor != null);
    expect(krona.length).toBeGreaterThan(500);
    for (const { priceMinor } of krona) expect(String(priceMinor)).toMatch(/90*$/);
  });

  it("makes some countries dearer and others cheaper, as the level table says", () => {
    const ratio = (country: string) => {
      const france = new Map(
        catalogue.offers
          .filter((o) => o.country === "FR" && o.priceMinor != null)
          .map((o) => [o.articleCode, o.priceMinor!]),
      );
      const ratios = catalogue.offers
        .filter(
          (o: DemoOffer) =>
            o.country === country && o.priceMinor != null && france.has(o.articleCode),
        )
        .map((o) => {
          const euros = convert(
            { amountMinor: o.priceMinor!, currency: o.currency },
            "EUR",
            ecbSnapshot,
          )!;
          return euros.amountMinor / france.get(o.articleCode)!;
        });
      return median(ratios);
    };
    expect(ratio("CH")).toBeGreaterThan(1.12);
    expect(ratio("NO")).toBeGreaterThan(1.1);
    expect(ratio("PL")).toBeLessThan(0.96);
    expect(ratio("DE")).toBeLessThan(1);
    expect(eurosIn("FR").length).toBeGreaterThan(500);
  });

  it("marks a few reduced and member prices", () => {
    const reduced = catalogue.offers.filter((o) => o.regularPriceMinor != null);
    expect(reduced.length).toBeGreaterThan(100);
    expect(reduced.every((o) => o.regularPriceMinor! > o.priceMinor!)).toBe(true);
    const member = catalogue.offers.filter((o) => o.memberPriceMinor != null);
    expect(member.length).toBeGreaterThan(100);
    expect(member.every((o) => o.memberPriceMinor! < o.priceMinor!)).toBe(true);
  });

  it("shows true reductions and, now and then, one announced against a raised price", () => {
    const key = (o: { articleCode: string; country: string }) => `${o.articleCode}:${o.country}`;
    const byOffer = groupBy(catalogue.observations, key);
    const badges = catalogue.offers
      .filter((o) => o.regularPriceMinor != null)
      .map((offer) => {
        const history = [...byOffer.get(key(offer))!]
          .sort((a, b) => a.observedAt.getTime() - b.observedAt.getTime())
          .map((o) => ({
            observedAtMs: o.observedAt.getTime(),
            priceMinor: o.priceMinor ?? null,
            currency: o.currency,
            regularPriceMinor: o.regularPriceMinor ?? null,
          }));
        return priceLows(history, offer.country)?.badges ?? [];
      });
    const warned = badges.filter((b) => b.includes("notBelowLow30")).length;
    const below = badges.filter((b) => b.includes("belowLow30")).length;
    expect(warned / badges.length).toBeGreaterThan(0.2);
    expect(warned / badges.length).toBeLessThan(0.5);
    expect(below / badges.length).toBeGreaterThan(0.4);
  });

  it("keeps three months of history: now, 90 days ago, and the changes between", () => {
    const key = (o: { articleCode: string; country: string }) => `${o.articleCode}:${o.country}`;
    const byOffer = groupBy(catalogue.observations, key);
    expect(byOffer.size).toBe(catalogue.offers.length);
    for (const offer of catalogue.offers.slice(0, 3000)) {
      const history = byOffer.get(key(offer))!;
      const days = history.map((o) =>
        Math.round((now.getTime() - o.observedAt.getTime()) / DAY_MS),
      );
      expect(days).toContain(0);
      expect(days).toContain(90);
      expect(new Set(days).size).toBe(days.length);
      expect(history.find((o) => o.observedAt.getTime() === now.getTime())?.priceMinor).toBe(
        offer.priceMinor,
      );
    }
    const changed = [...byOffer.values()].filter(
      (h) => new Set(h.map((o) => o.priceMinor)).size > 1,
    );
    expect(changed.length / byOffer.size).toBeGreaterThan(0.2);
    expect(catalogue.observations.length).toBeLessThan(catalogue.offers.length * 4);
  });
});
