import { podiumResponseSchema } from "@frontalier/shared/contracts/podium";
import { defaultPicklist } from "@frontalier/shared/default-picklist";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testConfig } from "../../../test/config.ts";
import { testDatabases, useTestDatabase } from "../../../test/db.ts";
import { readEventStream } from "../../../test/scale-out/event-stream.ts";
import { buildApp } from "../../app.ts";
import type { AppDb } from "../../db/open-database.ts";
import { offers, priceObservations } from "../../db/schema.ts";
import {
  type FakeRetailer,
  fakeArticleExists,
  startFakeRetailer,
} from "../../fake-retailer/index.ts";
import { fakeCodeSoldIn } from "../../fake-retailer/testing/find-fake-code.ts";
import { createRetailerClient } from "../../retailer/index.ts";
import type { CountryResult, RetailerOffer } from "../../retailer/retailer-offer.ts";
import { seedReferenceData } from "../reference/seed-reference-data.ts";
import { LiveLookup, type LookupEvent, type RetailerFanOut } from "./live-lookup.ts";

/** The first code (from a start) the fake retailer sells in every default country, plainly. */
function findCode(start: number, wanted: (code: string) => boolean): string {
  for (let n = start; ; n++) {
    const code = String(n).padStart(8, "0");
    if (wanted(code)) return code;
  }
}

async function readEvents(url: string) {
  return (await readEventStream(url)).events;
}

describe.each(testDatabases())("on-demand prices on %s", (kind) => {
  const database = useTestDatabase(kind);
  let fake: FakeRetailer;
  let app: FastifyInstance;
  let base: string;
  let observations = 0;

  beforeAll(async () => {
    await seedReferenceData(database().db);
    fake = await startFakeRetailer({ latencyMs: 20 });
    const client = createRetailerClient({ baseUrl: fake.url, searchBaseUrl: fake.url });
    app = await buildApp(testConfig(), {
      database: database(),
      logger: false,
      retailer: { client, demo: true },
      onPriceObservations: () => observations++,
    });
    base = await app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it("discovers an article never seen, then fills in every country", async () => {
    const code = fakeCodeSoldIn(defaultPicklist, 10_000_000);
    const first = await app.inject({ url: `/api/articles/${code}/podium` });
    expect(first.statusCode).toBe(200);
    const podium = podiumResponseSchema.parse(first.json());
    expect(podium.article).toMatchObject({ code, isDemo: true, imageUrl: null });
    expect(podium.entries.filter((e) => e.rank !== null).length).toBeGreaterThanOrEqual(1);
    const events = await readEvents(`${base}/api/articles/${code}/podium/stream`);
    expect(events.at(-1)?.event).toBe("done");
    const last = podiumResponseSchema.parse(
      JSON.parse(events.filter((e) => e.event === "update").at(-1)!.data),
    );
    expect(last.pending).toEqual([]);
    expect(last.entries.every((e) => e.rank !== null)).toBe(true);
    // The new prices ask for one price-alert check, once the whole look-up is done: a moment
    // after the stream's `done` when the stream opened after the last country had answered
    // (nothing left to follow) but before the look-up's own end.
    await vi.waitFor(() => expect(observations).toBe(1));
    const history = await database()
      .db.select()
      .from(priceObservations)
      .where(eq(priceObservations.articleCode, code));
    expect(history).toHaveLength(defaultPicklist.length);
  });

  it("answers 404 for a code the retailer does not know anywhere", async () => {
    const code = findCode(20_000_000, (c) => !fakeArticleExists(c));
    const response = await app.inject({ url: `/api/articles/${code}/podium` });
    expect(response.statusCode).toBe(404);
  });

  it("shares one fan-out between viewers and asks again only when stale", async () => {
    const code = fakeCodeSoldIn(defaultPicklist, 30_000_000);
    fake.resetStats();
    await Promise.all([1, 2, 3].map(() => app.inject({ url: `/api/articles/${code}/podium` })));
    await readEvents(`${base}/api/articles/${code}/podium/stream`);
    const asked = fake.stats().requests;
    // One fan-out for three viewers: each country asked once, or twice (both spellings) before
    // the first answer told whether the article is a combination.
    expect(asked).toBeGreaterThanOrEqual(defaultPicklist.length);
    expect(asked).toBeLessThanOrEqual(2 * defaultPicklist.length);
    await app.inject({ url: `/api/articles/${code}/podium` });
    expect(fake.stats().requests).toBe(asked);
  });

  it("keeps a 'not sold' answer that came before the first country selling the article", async () => {
    const code = "19999990";
    const offer = (country: string, currency: string, regular: number | null = null) =>
      ({
        articleCode: code,
        country,
        priceMinor: 4999,
        currency,
        regularPriceMinor: regular,
        availability: "online",
        productUrl: null,
        name: "EARLY",
        typeName: "Shelf",
        imageUrl: null,
        isCombination: false,
        measure: null,
        observedAt: new Date(),
      }) satisfies RetailerOffer;
    const scripted: RetailerFanOut = {
      async fanOut(_code, _markets, onResult) {
        const results: CountryResult[] = [
          { country: "BE", status: "not_found", elapsedMs: 1 },
          { country: "FR", status: "ok", offer: offer("FR", "EUR"), elapsedMs: 2 },
          // Reduced from 59.99 €.
          { country: "DE", status: "ok", offer: offer("DE", "EUR", 5999), elapsedMs: 3 },
        ];
        for (const result of results) {
          onResult(result);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return results;
      },
    };
    const lookup = new LiveLookup({ db: database().db, retailer: scripted, ttlMs: 1, demo: false });
    expect(await lookup.discover(code, ["BE", "FR", "DE"])).toBe(true);
    await lookup.idle();
    const kept = await database()
      .db.select({ country: offers.country, availability: offers.availability })
      .from(offers)
      .where(eq(offers.articleCode, code));
    expect(kept.sort((x, y) => x.country.localeCompare(y.country))).toEqual([
      { country: "BE", availability: "not_sold" },
      { country: "DE", availability: "online" },
      { country: "FR", availability: "online" },
    ]);
    // The history keeps the regular price beside the reduced one (issue 22).
    const history = await database()
      .db.select({
        country: priceObservations.country,
        priceMinor: priceObservations.priceMinor,
        regularPriceMinor: priceObservations.regularPriceMinor,
      })
      .from(priceObservations)
      .where(eq(priceObservations.articleCode, code));
    expect(history.sort((x, y) => x.country.localeCompare(y.country))).toEqual([
      { country: "BE", priceMinor: null, regularPriceMinor: null },
      { country: "DE", priceMinor: 4999, regularPriceMinor: 5999 },
      { country: "FR", priceMinor: 4999, regularPriceMinor: null },
    ]);
  });

  it("streams the podium at once when nothing is pending", async () => {
    const code = fakeCodeSoldIn(defaultPicklist, 30_000_000);
    const events = await readEvents(`${base}/api/articles/${code}/podium/stream`);
    expect(events.map((e) => e.event)).toEqual(["update", "done"]);
  });
});

describe("stale countries", () => {
  const NOW = Date.UTC(2026, 10, 21, 12);
  const TTL_MS = 3_600_000;
  const lookup = new LiveLookup({
    db: {} as AppDb,
    retailer: {} as RetailerFanOut,
    ttlMs: TTL_MS,
    demo: false,
    now: () => NOW,
  });
  const offer = (country: string, ageMs: number, source = "retailer") => ({
    country,
    observedAtMs: NOW - ageMs,
    source,
  });

  it("are those missing or observed a TTL ago or more; demo prices never go stale", () => {
    const known = [
      offer("FR", TTL_MS - 1),
      offer("BE", TTL_MS),
      offer("DE", 10 * TTL_MS, "feed"),
      offer("NL", 100 * TTL_MS, "demo"),
    ];
    expect(lookup.staleCountries(known, ["FR", "BE", "DE", "NL", "ES"])).toEqual([
      "BE",
      "DE",
      "ES",
    ]);
  });

  it("leave out countries the retailer does not sell in", () => {
    expect(lookup.staleCountries([], ["FR", "ZZ", "XX"])).toEqual(["FR"]);
  });
});

describe("an answer saved on another instance", () => {
  const NOW = Date.UTC(2026, 10, 21, 12);
  const code = "00263850";

  function lookupWith(forgotten: string[]) {
    return new LiveLookup({
      db: {} as AppDb,
      retailer: {} as RetailerFanOut,
      ttlMs: 3_600_000,
      demo: false,
      now: () => NOW,
      onSaved: (saved) => forgotten.push(saved),
    });
  }

  // `live_lookups` may come before `catalogue_changed` (two connections): if the index still
  // held the article, a stream's update would show the price the answer replaced.
  it("makes the offer index forget the article before this process's followers hear of it", async () => {
    const forgotten: string[] = [];
    const lookup = lookupWith(forgotten);
    lookup.onBoardEvent({
      kind: "claimed",
      code,
      countries: ["FR", "DE"],
      expiresAtMs: NOW + 60_000,
    });
    const heard: { event: LookupEvent; forgottenThen: number }[] = [];
    const stop = await lookup.follow(code, (event) =>
      heard.push({ event, forgottenThen: forgotten.length }),
    );
    expect(stop).not.toBeNull();
    lookup.onBoardEvent({ kind: "answered", code, country: "FR", saved: true });
    expect(forgotten).toEqual([code]);
    expect(heard).toEqual([{ event: { country: "FR", saved: true }, forgottenThen: 1 }]);
  });

  it("forgets nothing for an answer that saved nothing", async () => {
    const forgotten: string[] = [];
    const lookup = lookupWith(forgotten);
    lookup.onBoardEvent({ kind: "claimed", code, countries: ["FR"], expiresAtMs: NOW + 60_000 });
    lookup.onBoardEvent({ kind: "answered", code, country: "FR", saved: false });
    expect(forgotten).toEqual([]);
  });
});
