import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type FakeRetailer,
  fakeArticleExists,
  fakeCatalogue,
  fakeIsCombination,
  fakeMarkets,
  fakeOffer,
  fakePrice,
  fakeSoldIn,
  startFakeRetailer,
} from "../fake-retailer/index.ts";
import { findFakeCode } from "../fake-retailer/testing/find-fake-code.ts";
import type { Clock } from "./clock.ts";
import type { RetailerLimits } from "./limits.ts";
import { DEFAULT_PER_HOST_CONCURRENCY } from "./limits.ts";
import { createRetailerClient } from "./retailer-client.ts";
import type { CountryResult } from "./retailer-offer.ts";
import { RetailerRequestError } from "./retailer-request-error.ts";
import { createManualClock } from "./testing/manual-clock.ts";

const markets = fakeMarkets();
const countries = markets.map((m) => m.country);
const de = markets.find((m) => m.country === "DE")!;

/** An article sold in some of the 30 countries but not all, so both statuses show. */
const article = findFakeCode(
  (code) =>
    fakeArticleExists(code) &&
    !fakeIsCombination(code) &&
    fakeSoldIn(code, "DE") &&
    countries.filter((c) => !fakeSoldIn(code, c)).length >= 3,
);
const missing = findFakeCode((code) => !fakeArticleExists(code));
const combination = findFakeCode(
  (code) => fakeArticleExists(code) && fakeIsCombination(code) && fakeSoldIn(code, "DE"),
);

let fake: FakeRetailer;
beforeAll(async () => {
  fake = await startFakeRetailer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.setBehaviour({ latencyMs: 0, jitterMs: 0, failureRate: 0 });
  fake.resetStats();
});

const client = (limits: Partial<RetailerLimits> = {}, clock?: Clock) =>
  createRetailerClient({
    baseUrl: fake.url,
    limits: { backoffBaseMs: 1, backoffMaxMs: 5, ...limits },
    ...(clock && { clock }),
  });

const byCountry = (results: CountryResult[]) =>
  Object.fromEntries(results.map((r) => [r.country, r.status]));

describe("fanOut against the fake retailer", () => {
  it("asks the 30 markets, hears each country once, and tells ok from not_found", async () => {
    fake.setBehaviour({ jitterMs: 10 });
    const heard: CountryResult[] = [];
    const results = await client().fanOut(article, markets, (result) => heard.push(result));

    expect(results.map((r) => r.country)).toEqual(countries);
    expect(heard.map((r) => r.country).sort()).toEqual([...countries].sort());
    expect(byCountry(results)).toEqual(
      Object.fromEntries(countries.map((c) => [c, fakeSoldIn(article, c) ? "ok" : "not_found"])),
    );
    for (const result of results.filter((r) => r.status === "ok")) {
      const price = fakePrice(article, result.country)!;
      expect(result.offer).toMatchObject({
        articleCode: article,
        country: result.country,
        priceMinor: price.priceMinor,
        currency: price.currency,
        name: fakeOffer(article, result.country)!.name,
        isCombination: false,
        availability: "unknown",
      });
      expect(result.elapsedMs).toBeGreaterThanOrEqual(0);
    }
    // A 404 is never retried. Until the first country answers, countries ask both spellings
    // (plain and `s`); after it, one request each.
    const notSold = countries.filter((c) => !fakeSoldIn(article, c)).length;
    expect(fake.stats().requests).toBeGreaterThanOrEqual(countries.length);
    expect(fake.stats().requests).toBeLessThanOrEqual(
      countries.length + DEFAULT_PER_HOST_CONCURRENCY + notSold,
    );
  });

  it("finds a code that exists nowhere in no country", async () => {
    const results = await client().fanOut(missing, markets);
    expect(new Set(results.map((r) => r.status))).toEqual(new Set(["not_found"]));
  });

  it("finds a combination under its `s` path, and not under the plain one", async () => {
    const probed = await client().fetchOffer(combination, de);
    expect(probed.status).toBe("ok");
    expect(probed.offer).toMatchObject({ isCombination: true, articleCode: combination });
    expect(probed.offer?.productUrl).toMatch(new RegExp(`-s${combination}/$`));
    const asArticle = await client().fetchOffer(combination, de, { isCombination: false });
    expect(asArticle.status).toBe("not_found");
  });

  it("refuses a base URL that is not http(s) when created", () => {
    expect(() => createRetailerClient({ baseUrl: "not a url" })).toThrow();
    expect(() => createRetailerClient({ baseUrl: "ftp://x" })).toThrow(/http/);
  });

  it("answers a bad article code at once", async () => {
    const result = await client().fetchOffer("1234", de);
    expect(result).toMatchObject({ status: "error", error: expect.stringContaining("1234") });
    expect(fake.stats().requests).toBe(0);
  });

  it("gives up on a country that answers slower than the timeout", async () => {
    fake.setBehaviour({ latencyMs: 1_000 });
    const started = performance.now();
    const results = await client({ requestTimeoutMs: 60, maxRetries: 1 }).fanOut(
      article,
      markets.slice(0, 3),
      undefined,
      { isCombination: false },
    );
    expect(performance.now() - started).toBeLessThan(800);
    for (const result of results) {
      expect(result).toMatchObject({ status: "timeout", error: "no answer within 60 ms" });
    }
    expect(fake.stats().requests).toBe(6);
  });

  it("recovers from a 50 % failure rate by retrying, with backoff", async () => {
    fake.setBehaviour({ failureRate: 0.5 });
    const clock = createManualClock();
    const results = await client({ maxRetries: 20 }, clock).fanOut(article, markets, undefined, {
      isCombination: false,
    });
    expect(byCountry(results)).toEqual(
      Object.fromEntries(countries.map((c) => [c, fakeSoldIn(article, c) ? "ok" : "not_found"])),
    );
    const { failures, requests } = fake.stats();
    expect(failures).toBeGreaterThan(0);
    expect(requests).toBe(countries.length + failures);
    expect(clock.sleeps).toHaveLength(failures);
  });

  it("opens a country's circuit after N failures, answers at once, and recovers after the cool-down", async () => {
    fake.setBehaviour({ failureRate: 1 });
    const clock = createManualClock();
    const retailer = client(
      { maxRetries: 0, breakerFailureThreshold: 3, breakerCooldownMs: 10_000 },
      clock,
    );
    const ask = () => retailer.fetchOffer(article, de, { isCombination: false });

    for (let i = 0; i < 3; i++)
      expect(await ask()).toMatchObject({ status: "error", error: "HTTP 503" });
    expect(retailer.breakerState("DE")).toBe("open");
    expect(await ask()).toMatchObject({ status: "circuit_open", elapsedMs: 0 });
    expect(fake.stats().requests).toBe(3);

    const fr = markets.find((m) => m.country === "FR")!;
    expect((await retailer.fetchOffer(article, fr, { isCombination: false })).status).toBe("error");

    clock.advance(10_000);
    expect(retailer.breakerState("DE")).toBe("half_open");
    expect((await ask()).status).toBe("error");
    expect(retailer.breakerState("DE")).toBe("open");
    expect((await ask()).status).toBe("circuit_open");

    clock.advance(10_000);
    fake.setBehaviour({ failureRate: 0 });
    expect((await ask()).status).toBe("ok");
    expect(retailer.breakerState("DE")).toBe("closed");
  });

  it("keeps the search host's circuit apart from the product JSON host's", async () => {
    const search = await startFakeRetailer();
    try {
      fake.setBehaviour({ failureRate: 1 });
      const retailer = createRetailerClient({
        baseUrl: fake.url,
        searchBaseUrl: search.url,
        limits: { maxRetries: 0, breakerFailureThreshold: 1 },
      });
      expect((await retailer.fetchOffer(article, de, { isCombination: false })).status).toBe(
        "error",
      );
      expect(retailer.breakerState("DE")).toBe("open");
      expect(await retailer.searchByName("sofa", de)).not.toHaveLength(0);
      expect(retailer.breakerState("DE", "search")).toBe("closed");
    } finally {
      await search.close();
    }
  });

  it("never has more requests in flight to one host than the limit", async () => {
    fake.setBehaviour({ latencyMs: 15 });
    await client({ perHostConcurrency: 4 }).fanOut(article, markets);
    expect(fake.stats().maxInFlight).toBe(4);
  });

  it("stops a country when the caller aborts", async () => {
    fake.setBehaviour({ latencyMs: 1_000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 30);
    const started = performance.now();
    const result = await client().fetchOffer(article, de, { signal: controller.signal });
    expect(result).toMatchObject({ status: "error", error: "aborted by the caller" });
    expect(performance.now() - started).toBeLessThan(800);
  });

  it("reports a host that refuses connections as an error after its retries", async () => {
    const gone = await startFakeRetailer();
    await gone.close();
    const clock = createManualClock();
    const retailer = createRetailerClient({ baseUrl: gone.url, limits: { maxRetries: 2 }, clock });
    const result = await retailer.fetchOffer(article, de, { isCombination: false });
    expect(result.status).toBe("error");
    expect(clock.sleeps).toHaveLength(2);
  });

  it("still asks every country when the listener throws, then rejects", async () => {
    const heard: string[] = [];
    const fanOut = client().fanOut(article, markets.slice(0, 5), (result) => {
      heard.push(result.country);
      throw new Error("listener broke");
    });
    await expect(fanOut).rejects.toThrow("listener broke");
    expect(heard).toHaveLength(5);
  });
});

describe("searchByName and listProducts against the fake retailer", () => {
  /** Search and lists know the catalogue; the product JSON knows any code. */
  const listed = fakeCatalogue().find((p) => fakeSoldIn(p.code, "DE"))!;

  it("finds an article by its name, priced as in the product JSON", async () => {
    const offers = await client().searchByName(listed.name.toLowerCase(), de);
    const found = offers.find((o) => o.articleCode === listed.code);
    expect(found).toMatchObject({
      country: "DE",
      name: listed.name,
      typeName: listed.type.name,
      measure: listed.measure,
      isCombination: listed.isCombination,
      priceMinor: fakePrice(listed.code, "DE")!.priceMinor,
      regularPriceMinor: fakePrice(listed.code, "DE")!.regularPriceMinor,
    });
    const productJson = await client().fetchOffer(listed.code, de);
    expect(productJson.offer?.priceMinor).toBe(found?.priceMinor);
    expect(["online", "in_store"]).toContain(found?.availability);
  });

  it("finds an article by its dotted code, and nothing in an unknown market", async () => {
    const dotted = `${article.slice(0, 3)}.${article.slice(3, 6)}.${article.slice(6)}`;
    expect((await client().searchByName(dotted, de)).map((o) => o.articleCode)).toEqual([article]);
    expect(await client().searchByName("billy", { country: "US", locale: "us/en" })).toEqual([]);
  });

  it("throws a RetailerRequestError when the search API keeps failing", async () => {
    fake.setBehaviour({ failureRate: 1 });
    const search = client({ maxRetries: 1 }).searchByName("sofa", de);
    await expect(search).rejects.toBeInstanceOf(RetailerRequestError);
    await expect(search).rejects.toMatchObject({ status: "error" });
  });

  it("lists a window of a category", async () => {
    const all = await client().listProducts("products", de, { start: 0, end: 5 });
    expect(all).toHaveLength(5);
    const next = await client().listProducts("products", de, { start: 5, end: 10 });
    expect(next.map((o) => o.articleCode)).not.toContain(all[0]!.articleCode);
    const sofas = await client().listProducts("3-seat-sofa", de, { end: 3 });
    expect(sofas.map((o) => o.typeName)).toEqual(["3-seat sofa", "3-seat sofa", "3-seat sofa"]);
    expect(await client().listProducts("no-such-category", de)).toEqual([]);
  });
});
