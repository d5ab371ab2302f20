import { setTimeout as sleep } from "node:timers/promises";
import { podiumResponseSchema } from "@frontalier/shared/contracts/podium";
import { wishlistFreshnessResponseSchema } from "@frontalier/shared/contracts/wishlist-freshness";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testConfig } from "../../test/config.ts";
import { CookieClient } from "../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../test/db.ts";
import { buildApp } from "../app.ts";
import { saveRetailerResult } from "../catalogue/live/save-retailer-result.ts";
import { seedReferenceData } from "../catalogue/reference/seed-reference-data.ts";
import { articles } from "../db/schema.ts";
import { type FakeRetailer, startFakeRetailer } from "../fake-retailer/index.ts";
import { fakeCodeSoldIn } from "../fake-retailer/testing/find-fake-code.ts";
import { createRetailerClient } from "../retailer/index.ts";
import { REFRESH_SLOT_MS } from "./refresh-budget.ts";
import { refreshMarkets } from "./refresh-job.ts";
import { type RefreshPlan, refreshPlanReader, writeRefreshPlan } from "./refresh-plan.ts";
import { type RefreshRetailer, refreshSlot } from "./refresh-slot.ts";
import { databaseRefreshStore } from "./refresh-store.ts";
import { virtualClock } from "./virtual-clock.ts";

const DAY = 86_400_000;
const france = refreshMarkets.find((market) => market.country === "FR")!;

describe.each(testDatabases())("'being updated' by the scheduled refresh on %s", (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  let fake: FakeRetailer;

  beforeAll(async () => {
    await seedReferenceData(database().db);
    fake = await startFakeRetailer({});
    // No retailer for the app: no podium look-up, only the refresh asks the retailer here.
    app = await buildApp(testConfig(), { database: database(), logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it("shows on the podium and the wishlist while a price is planned, and goes once it is in", async () => {
    // The plan lives in five-minute slots of the real clock, which the app reads: a run that
    // crosses a slot's end sees its plan end (the cause of a failure at 19:00:00 UTC). Start
    // clear of the next boundary.
    const intoSlot = Date.now() % REFRESH_SLOT_MS;
    if (intoSlot > REFRESH_SLOT_MS - 40_000) await sleep(REFRESH_SLOT_MS - intoSlot + 1000);
    const { db } = database();
    const code = fakeCodeSoldIn(["FR"], 50_000_000);
    // The price was seen two days ago; the article is in a guest's wishlist (watched).
    const clock = virtualClock(Date.now() - 2 * DAY);
    const client = createRetailerClient({ baseUrl: fake.url, clock });
    const first = await client.fetchOffer(code, france, { isCombination: false });
    expect(await saveRetailerResult(db, code, first, { demo: false })).toBe(true);
    const shopper = new CookieClient(app);
    const { profile } = (await shopper.get("/api/_auth/session")).json();
    await shopper.put(`/api/picklist?iBasket=${profile.iBasket}`, { countries: ["FR", "BE"] });
    expect((await shopper.post("/api/wishlist/items", { code, quantity: 1 })).statusCode).toBe(200);

    // The refresh's request for it waits until the test lets it through.
    clock.set(Date.now());
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let asked = () => {};
    const askedFor = new Promise<void>((resolve) => (asked = resolve));
    const retailer: RefreshRetailer = {
      async fetchOffer(article, market, options) {
        asked();
        await gate;
        return client.fetchOffer(article, market, options);
      },
      breakerState: (country) => client.breakerState(country),
      heldUntil: (country) => client.heldUntil(country),
    };
    const run = refreshSlot({
      store: databaseRefreshStore(db, { minAgeMs: 6 * 3_600_000, demo: false }),
      retailer,
      markets: [france],
      perHour: 500,
      clock,
    });
    await askedFor;

    const podium = async () =>
      podiumResponseSchema.parse(
        (await app.inject({ url: `/api/articles/${code}/podium?countries=FR,BE&home=FR` })).json(),
      );
    const freshness = async () =>
      wishlistFreshnessResponseSchema.parse(
        (await shopper.get(`/api/wishlist/freshness?iBasket=${profile.iBasket}`)).json(),
      ).items;
    const before = await podium();
    // France is being asked; Belgium is not part of the slot.
    expect(before.refreshing).toEqual(["FR"]);
    expect(before.pending).toEqual([]);
    const observedBefore = before.entries.find((entry) => entry.country === "FR")!.observedAt!;
    expect(await freshness()).toEqual([{ code, observedAt: observedBefore, refreshing: true }]);

    release();
    const report = await run;
    expect(report.requests).toEqual({ FR: 1 });
    // The new price is in: nothing is said to be updated any more, on either page.
    await vi.waitFor(
      async () => {
        const after = await podium();
        expect(after.refreshing).toEqual([]);
        const observed = after.entries.find((entry) => entry.country === "FR")!.observedAt!;
        expect(Date.parse(observed)).toBeGreaterThan(Date.parse(observedBefore));
        expect((await freshness())[0]!.refreshing).toBe(false);
      },
      { timeout: 30_000, interval: 200 },
    );
    // A whole refresh run against a real app: on PGlite under a full CI's load it took over 30 s.
  }, 120_000);

  it("announces the next slot's prices too, and keeps only those once its own are asked", async () => {
    const { db } = database();
    // Two watched articles never priced in France, one request a slot: one now, one next.
    const [now, later] = [60_000_000, 70_000_000]
      .map((seed) => fakeCodeSoldIn(["FR"], seed))
      .sort();
    const shopper = new CookieClient(app, "198.51.100.8");
    await shopper.get("/api/_auth/session");
    for (const code of [now!, later!]) {
      await db.insert(articles).values({ code, name: `ARTICLE ${code}`, searchName: "article" });
      const added = await shopper.post("/api/wishlist/items", { code, quantity: 1 });
      expect(added.statusCode).toBe(200);
    }
    // A slot of its own: the test before spent this one's French request.
    const clock = virtualClock(Date.now() + 2 * REFRESH_SLOT_MS);
    const client = createRetailerClient({ baseUrl: fake.url, clock });
    const store = databaseRefreshStore(db, { minAgeMs: 6 * 3_600_000, demo: false });
    const plans: (RefreshPlan | null)[] = [];
    const report = await refreshSlot({
      store: {
        ...store,
        setPlan: async (plan) => {
          plans.push(plan);
          await store.setPlan!(plan);
        },
      },
      retailer: client,
      markets: [france],
      perHour: 12,
      clock,
    });
    expect(report.requests).toEqual({ FR: 1 });
    const slotEnd = (slot: number) => slot * REFRESH_SLOT_MS - 15_000;
    expect(plans.map((plan) => plan && { items: plan.items, untilMs: plan.untilMs })).toEqual([
      { items: { [now!]: ["FR"], [later!]: ["FR"] }, untilMs: slotEnd(report.slot + 2) },
      { items: { [later!]: ["FR"] }, untilMs: slotEnd(report.slot + 2) },
    ]);
  });

  it("says nothing once the slot's requests are over, nor for an unplanned article", async () => {
    const { db } = database();
    let now = Date.parse("2026-11-24T10:00:00Z");
    await writeRefreshPlan(db, {
      slot: 1,
      startedAtMs: now,
      untilMs: now + 60_000,
      items: { "80275887": ["FR", "DE"] },
    });
    const reader = refreshPlanReader(db, { now: () => now, maxAgeMs: 0 });
    const old = () => now - DAY;
    expect((await reader.current()).refreshing("80275887", ["FR", "BE", "DE"], old)).toEqual([
      "FR",
      "DE",
    ]);
    // Observed since the plan was made: refreshed already.
    expect(
      (await reader.current()).refreshing("80275887", ["FR", "DE"], (country) =>
        country === "FR" ? now + 1 : old(),
      ),
    ).toEqual(["DE"]);
    expect((await reader.current()).refreshing("10345678", ["FR"], old)).toEqual([]);
    now += 60_000;
    expect((await reader.current()).refreshing("80275887", ["FR"], old)).toEqual([]);
    await writeRefreshPlan(db, null);
  });
});
