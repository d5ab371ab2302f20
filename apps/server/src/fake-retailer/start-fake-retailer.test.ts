import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseProductJson } from "../retailer/parse-product-json.ts";
import { parseProductList } from "../retailer/parse-product-list.ts";
import { parseSearchResponse } from "../retailer/parse-search-response.ts";
import { productJsonPath, productListPath, searchPath } from "../retailer/retailer-paths.ts";
import { fakeArticleExists, fakeIsCombination, fakePrice, fakeSoldIn } from "./fake-catalogue.ts";
import { fakeMarkets } from "./fake-countries.ts";
import { fakeCatalogue } from "./fake-search.ts";
import { type FakeRetailer, startFakeRetailer } from "./start-fake-retailer.ts";
import { findFakeCode, unknownCode } from "./testing/find-fake-code.ts";

const fr = fakeMarkets().find((m) => m.country === "FR")!;
const observedAt = new Date();
const sold = findFakeCode((c) => fakeSoldIn(c, "FR") && !fakeIsCombination(c));
const notSoldHere = findFakeCode((c) => fakeArticleExists(c) && !fakeSoldIn(c, "FR"));
const combination = findFakeCode((c) => fakeSoldIn(c, "FR") && fakeIsCombination(c));

let fake: FakeRetailer;
beforeAll(async () => {
  fake = await startFakeRetailer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.setBehaviour({ latencyMs: 0, jitterMs: 0, failureRate: 0 });
  fake.resetStats();
});

const get = (path: string, base = fake.url) => fetch(`${base}${path}`);
const getJson = async <T = unknown>(path: string, base = fake.url): Promise<T> => {
  const response = await get(path, base);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};
type ProductJson = { priceNumeral: number };

describe("startFakeRetailer", () => {
  it("serves a product JSON in the recorded shape, priced as fakePrice says", async () => {
    const json = await getJson(productJsonPath(sold, fr, false));
    const offer = parseProductJson(json, {
      articleCode: sold,
      isCombination: false,
      market: fr,
      observedAt,
    });
    expect(offer).toMatchObject({
      priceMinor: fakePrice(sold, "FR")!.priceMinor,
      currency: "EUR",
      isCombination: false,
    });
    expect(offer?.measure).toMatch(/ cm$/);
    expect((await get(new URL(offer!.imageUrl!).pathname)).headers.get("content-type")).toBe(
      "image/svg+xml",
    );
    expect((await get(new URL(offer!.productUrl!).pathname)).status).toBe(200);
  });

  it("answers 404 where the article is not sold, under the wrong path kind, or in an unknown country", async () => {
    expect((await get(productJsonPath(notSoldHere, fr, false))).status).toBe(404);
    expect((await get(productJsonPath(combination, fr, false))).status).toBe(404);
    expect((await get(productJsonPath(combination, fr, true))).status).toBe(200);
    expect(
      (await get(productJsonPath(sold, { country: "US", locale: "us/en" }, false))).status,
    ).toBe(404);
    expect((await get("/fr/fr/nothing-here")).status).toBe(404);
  });

  it("answers an unknown code not found everywhere, never with an invented article", async () => {
    for (const code of [unknownCode(), "80245678", "80245679"]) {
      expect((await get(productJsonPath(code, fr, false))).status, code).toBe(404);
      expect((await get(productJsonPath(code, fr, true))).status, code).toBe(404);
      expect((await get(`/fr/fr/p/anything-${code}/`)).status, code).toBe(404);
      const search = await getJson<{ searchResultPage: { products: { main: unknown } } }>(
        searchPath(code, fr, 24),
      );
      expect(search.searchResultPage.products.main).toMatchObject({ items: [], max: 0 });
    }
  });

  it("opens a real product link at its own article: KALLAX for …-80275887/", async () => {
    const page = await get("/fr/fr/p/kallax-etagere-blanc-80275887/");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("KALLAX Shelving unit");
    const json = parseProductJson(await getJson(productJsonPath("80275887", fr, false)), {
      articleCode: "80275887",
      isCombination: false,
      market: fr,
      observedAt,
    });
    expect(json).toMatchObject({ name: "KALLAX", typeName: "Shelving unit" });
  });

  it("accepts any language of a known country", async () => {
    const belgium = fakeMarkets().find((m) => m.country === "BE")!;
    const code = findFakeCode((c) => fakeSoldIn(c, "BE") && !fakeIsCombination(c));
    const nl = await getJson<ProductJson>(productJsonPath(code, belgium, false));
    const frenchBelgium = await getJson<ProductJson>(
      productJsonPath(code, { country: "BE", locale: "be/fr" }, false),
    );
    expect(frenchBelgium.priceNumeral).toBe(nl.priceNumeral);
  });

  it("searches names and types, in English or the site's language, and pages the product list", async () => {
    const product = fakeCatalogue().find((p) => p.code === "80275887")!;
    const search = parseSearchResponse(
      await getJson(searchPath(`${product.name} ${product.type.name}`, fr, 24)),
      { market: fr, observedAt },
    );
    expect(search.rejected).toEqual([]);
    expect(search.offers.map((o) => o.articleCode)).toContain(product.code);
    for (const offer of search.offers) expect(offer.typeName).toMatch(/^Shelving unit/);
    const billy = parseSearchResponse(await getJson(searchPath("billy", fr, 100)), {
      market: fr,
      observedAt,
    });
    expect(billy.offers.length).toBeGreaterThan(3);
    expect(billy.offers.every((o) => o.name.startsWith("BILLY"))).toBe(true);
    expect(billy.offers.map((o) => o.articleCode)).toContain("00263850");
    // fr/fr words the type in French: « Étagère » (accents aside) finds KALLAX's shelving units.
    const french = parseSearchResponse(await getJson(searchPath("kallax etagere", fr, 100)), {
      market: fr,
      observedAt,
    });
    expect(french.offers.map((o) => o.articleCode)).toContain("80275887");

    const none = await getJson<{ searchResultPage: { products: { main: unknown } } }>(
      searchPath("no such thing at all", fr, 24),
    );
    expect(none.searchResultPage.products.main).toMatchObject({ items: [], max: 0 });

    const list = parseProductList(
      await getJson(productListPath(product.type.category, fr, { start: 0, end: 4 })),
      { market: fr, observedAt },
    );
    expect(list.offers).toHaveLength(4);
    expect(list.offers.every((o) => o.typeName === product.type.name)).toBe(true);
    expect((await get(productListPath("nothing", fr, { start: 0, end: 4 }))).status).toBe(404);
  });

  it("answers the same bytes for the same seed, and other prices for another seed", async () => {
    const twin = await startFakeRetailer({ seed: "frontalier" });
    const other = await startFakeRetailer({ seed: "another seed" });
    try {
      const path = productJsonPath(sold, fr, false);
      const strip = (text: string) => text.replaceAll(/http:\/\/127\.0\.0\.1:\d+/g, "");
      const bodies = await Promise.all(
        [fake.url, twin.url].map(async (base) => strip(await (await get(path, base)).text())),
      );
      expect(bodies[0]).toBe(bodies[1]);
      const codes = fakeCatalogue()
        .slice(0, 10)
        .map((p) => p.code);
      const prices = async (base: string) =>
        Promise.all(
          codes.map(async (code) => (await get(productJsonPath(code, fr, false), base)).status),
        );
      expect(await prices(fake.url)).toEqual(await prices(twin.url));
      expect(await prices(other.url)).not.toEqual(await prices(fake.url));
    } finally {
      await Promise.all([twin.close(), other.close()]);
    }
  });

  it("answers 503 at the failure rate it is told", async () => {
    fake.setBehaviour({ failureRate: 1 });
    expect((await get(productJsonPath(sold, fr, false))).status).toBe(503);
    fake.setBehaviour({ failureRate: 0.5 });
    const statuses = await Promise.all(
      Array.from({ length: 200 }, () =>
        get(productJsonPath(sold, fr, false)).then((r) => r.status),
      ),
    );
    const failed = statuses.filter((s) => s === 503).length;
    expect(failed).toBeGreaterThan(60);
    expect(failed).toBeLessThan(140);
    expect(fake.stats()).toMatchObject({ requests: 201, failures: failed + 1, inFlight: 0 });
  });

  it("waits its latency, counts requests in flight, and closes with requests pending", async () => {
    fake.setBehaviour({ latencyMs: 50 });
    const started = performance.now();
    await Promise.all(Array.from({ length: 5 }, () => get(productJsonPath(sold, fr, false))));
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(fake.stats()).toMatchObject({ requests: 5, maxInFlight: 5, inFlight: 0 });

    const slow = await startFakeRetailer({ latencyMs: 10_000 });
    const pending = get(productJsonPath(sold, fr, false), slow.url).catch(() => "closed");
    await new Promise((resolve) => setTimeout(resolve, 30));
    const closing = performance.now();
    await slow.close();
    expect(await pending).toBe("closed");
    expect(performance.now() - closing).toBeLessThan(1_000);
  });

  it("refuses a bad behaviour", async () => {
    expect(() => fake.setBehaviour({ failureRate: 2 })).toThrow(RangeError);
    await expect(startFakeRetailer({ latencyMs: -1 })).rejects.toThrow(RangeError);
  });
});
