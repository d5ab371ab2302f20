import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabases, useTestDatabase } from "../../test/db.ts";
import { saveAlert } from "../alerts/alerts.ts";
import { checkPriceAlerts } from "../alerts/check-price-alerts.ts";
import { saveRetailerResult } from "../catalogue/live/save-retailer-result.ts";
import { seedReferenceData } from "../catalogue/reference/seed-reference-data.ts";
import type { AppDb } from "../db/open-database.ts";
import { basketItems, baskets, profiles } from "../db/schema.ts";
import { type FakeRetailer, startFakeRetailer } from "../fake-retailer/index.ts";
import { fakeCodeSoldIn } from "../fake-retailer/testing/find-fake-code.ts";
import { createMailer } from "../mail/mailer.ts";
import { createRetailerClient } from "../retailer/index.ts";
import type { Market } from "../retailer/market.ts";
import { REFRESH_SLOT_MS, slotOf } from "./refresh-budget.ts";
import { refreshMarkets } from "./refresh-job.ts";
import { MIN_GAP_MS, refreshSlot } from "./refresh-slot.ts";
import { databaseRefreshStore } from "./refresh-store.ts";
import { type VirtualClock, virtualClock } from "./virtual-clock.ts";

const DAY = 86_400_000;
const T0 = Date.parse("2026-11-20T00:00:00Z");
const market = (country: string): Market => refreshMarkets.find((m) => m.country === country)!;

/**
 * The stand-in retailer behind a fetch that notes each request at the virtual time it is sent,
 * can cut a price, and can make a country fail.
 */
function retailerOf(
  fake: FakeRetailer,
  clock: VirtualClock,
  trouble: { cuts?: Map<string, number>; failing?: Map<string, () => Response> } = {},
) {
  const sent: { url: string; at: number }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    sent.push({ url, at: clock.now() });
    for (const [cc, response] of trouble.failing ?? []) {
      if (url.includes(`/${cc}/`)) return response();
    }
    const response = await globalThis.fetch(input, init);
    const code = /(\d{8})\.json$/.exec(url)?.[1];
    const cut = code && trouble.cuts?.get(code);
    if (!cut || !response.ok) return response;
    const json = (await response.json()) as { priceNumeral: number };
    return Response.json({ ...json, priceNumeral: json.priceNumeral - cut });
  };
  const client = createRetailerClient({ baseUrl: fake.url, clock, fetch });
  return { client, sent };
}

/** Each article in a wishlist of its own guest: one watcher each. */
async function watch(db: AppDb, codes: readonly string[]) {
  await db.execute(sql`
    insert into articles (code, name, search_name)
    select c, 'ARTICLE ' || c, 'article ' || c from unnest(${`{${codes.join(",")}}`}::text[]) c
    on conflict do nothing`);
  const [profile] = await db.insert(profiles).values({ kind: "guest" }).returning();
  const [basket] = await db
    .insert(baskets)
    .values({ profileId: profile!.id, position: 0, countries: ["FR"] })
    .returning();
  for (let i = 0; i < codes.length; i += 5_000) {
    await db.insert(basketItems).values(
      codes.slice(i, i + 5_000).map((articleCode) => ({
        basketId: basket!.id,
        articleCode,
        quantity: 1,
      })),
    );
  }
}

describe.each(testDatabases())("the scheduled refresh on %s", (kind) => {
  const database = useTestDatabase(kind);
  let fake: FakeRetailer;
  beforeAll(async () => {
    fake = await startFakeRetailer({});
    await seedReferenceData(database().db);
  });
  afterAll(async () => {
    await fake?.close();
  });
  // Each test watches its own articles from a clean slate.
  beforeEach(async () => {
    await database().db.execute(sql`
      truncate basket_items, baskets, price_alerts, article_views, price_observations, offers,
        app_settings, profiles cascade`);
  });

  it("sees a wishlist article's price drop within a day and mails its alert, no podium opened", async () => {
    const { db } = database();
    const code = fakeCodeSoldIn(["FR"], 20_000_000);
    const clock = virtualClock(T0);
    const cuts = new Map<string, number>();
    const { client } = retailerOf(fake, clock, { cuts });
    // Known since yesterday, in the wishlist of a premium shopper with an alert on any drop.
    const first = await client.fetchOffer(code, market("FR"), { isCombination: false });
    expect(await saveRetailerResult(db, code, first, { demo: false })).toBe(true);
    const [shopper] = await db
      .insert(profiles)
      .values({
        kind: "user",
        email: "drop@example.test",
        firstName: "Léa",
        countryLanguage: "FR/FR",
        premiumUntil: new Date(T0 + 30 * DAY),
      })
      .returning();
    const [basket] = await db
      .insert(baskets)
      .values({ profileId: shopper!.id, position: 0, countries: ["FR"] })
      .returning();
    await db.insert(basketItems).values({ basketId: basket!.id, articleCode: code, quantity: 1 });
    await saveAlert(db, {
      profileId: shopper!.id,
      code,
      countries: ["FR"],
      targetPriceMinor: null,
      currency: "EUR",
    });
    // A day later the retailer cuts the price by 5 €.
    clock.set(T0 + DAY);
    cuts.set(code, 5);
    const mailer = createMailer({ from: "alerts@example.test" });
    const checks: Promise<unknown>[] = [];
    const store = databaseRefreshStore(db, {
      minAgeMs: 6 * 3_600_000,
      demo: false,
    });
    const started = clock.now();
    while (mailer.outbox().length === 0 && clock.now() - started < DAY) {
      await refreshSlot({
        store,
        retailer: client,
        markets: [market("FR"), market("BE")],
        perHour: 500,
        clock,
        onObservations: () =>
          checks.push(
            checkPriceAlerts({
              db,
              mailer,
              link: (path) => `https://frontalier.test${path}`,
              brandName: "Frontalier",
              loadRates: async () => ({ date: "2026-11-20", source: "test", perEuro: {} }),
              now: new Date(clock.now()),
            }),
          ),
      });
      await Promise.all(checks);
      clock.set((slotOf(clock.now()) + 1) * REFRESH_SLOT_MS);
    }
    const [mail] = mailer.outbox();
    expect(mail?.to).toBe("drop@example.test");
    expect(mail?.text).toContain(first.offer!.name);
    const before = first.offer!.priceMinor!;
    const euros = (minor: number) => (minor / 100).toFixed(2).replace(".", ",");
    expect(mail?.text).toContain(euros(before - 500));
    expect(mail?.text).toContain(euros(before));
    // Within the first slot: the refresh window is a day at most.
    expect(clock.now() - started).toBeLessThanOrEqual(REFRESH_SLOT_MS);
    const views = await db.execute(sql`select count(*)::int as n from article_views`);
    expect((views as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it("holds the budget of each country with 10,000 watched articles, requests spread out", async () => {
    const { db } = database();
    const codes = Array.from({ length: 10_000 }, (_, i) => String(30_000_000 + i * 7));
    await watch(db, codes);
    const clock = virtualClock(T0 + 2 * DAY);
    const { client, sent } = retailerOf(fake, clock);
    const store = databaseRefreshStore(db, {
      minAgeMs: 6 * 3_600_000,
      demo: false,
    });
    const markets = [market("FR"), market("DE"), market("SE")];
    const perHour = 120;
    const firstSlot = slotOf(clock.now());
    for (let slot = firstSlot; slot < firstSlot + 12; slot++) {
      clock.set(slot * REFRESH_SLOT_MS + 2_000);
      await refreshSlot({ store, retailer: client, markets, perHour, clock });
      // A second run in the same slot (a retry, another instance's start) finds nothing left.
      const again = await refreshSlot({ store, retailer: client, markets, perHour, clock });
      expect(again.requests).toEqual({});
    }
    for (const cc of ["fr", "de", "se"]) {
      const times = sent.filter((r) => r.url.includes(`/${cc}/`)).map((r) => r.at);
      expect(times).toHaveLength(perHour);
      for (let i = 1; i < times.length; i++) {
        expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(MIN_GAP_MS);
      }
      // Ten a slot, each slot's spread over most of its five minutes.
      const bySlot = new Map<number, number[]>();
      for (const at of times) bySlot.set(slotOf(at), [...(bySlot.get(slotOf(at)) ?? []), at]);
      expect([...bySlot.values()].map((slot) => slot.length)).toEqual(Array(12).fill(10));
      for (const slot of bySlot.values()) {
        expect(Math.max(...slot) - Math.min(...slot)).toBeGreaterThan(REFRESH_SLOT_MS * 0.8);
      }
    }
  }, 180_000);

  it("waits for a country whose circuit is open or that asked to wait, and only that one", async () => {
    const { db } = database();
    const codes = Array.from({ length: 20 }, (_, i) => String(40_000_000 + i * 11));
    await watch(db, codes);
    const clock = virtualClock(T0 + 5 * DAY);
    const failing = new Map([
      ["de", () => new Response("down", { status: 503 })],
      ["nl", () => new Response("later", { status: 429, headers: { "retry-after": "3600" } })],
    ]);
    const { client, sent } = retailerOf(fake, clock, { failing });
    const store = databaseRefreshStore(db, {
      minAgeMs: 6 * 3_600_000,
      demo: false,
    });
    const markets = [market("FR"), market("DE"), market("NL"), market("BE")];
    const run = () => refreshSlot({ store, retailer: client, markets, perHour: 240, clock });
    const first = await run();
    // Twenty a slot: the others get all of theirs; Germany's circuit opens after 5 failures and
    // lets only a trial through after each 30 s cool-down (a request every 14 s is planned); the
    // Netherlands is asked once, and its answer asks for an hour's wait.
    expect(first.requests).toMatchObject({ FR: 20, BE: 20, NL: 1 });
    expect(first.requests.DE).toBeGreaterThanOrEqual(5);
    expect(first.requests.DE).toBeLessThanOrEqual(10);
    expect(first.waiting.sort()).toEqual(["DE", "NL"]);
    clock.set((first.slot + 1) * REFRESH_SLOT_MS);
    const second = await run();
    // Every watched article is fresh in France and Belgium; Germany's circuit only has trials.
    expect(Object.keys(second.requests)).toEqual(["DE"]);
    expect(second.requests.DE).toBeLessThanOrEqual(10);
    expect(second.waiting.sort()).toEqual(["DE", "NL"]);
    const nl = sent.filter((r) => r.url.includes("/nl/"));
    expect(nl).toHaveLength(1);
    // An hour on, the Netherlands is asked again (and still answers 429).
    clock.set((first.slot + 13) * REFRESH_SLOT_MS);
    const later = await run();
    expect(later.requests.NL).toBe(1);
    const saved = await db.execute(
      sql`select country, count(*)::int as n from offers where article_code like '4%' group by country order by country`,
    );
    expect((saved as unknown as { rows: unknown[] }).rows).toEqual([
      { country: "BE", n: 20 },
      { country: "FR", n: 20 },
    ]);
  });
});
