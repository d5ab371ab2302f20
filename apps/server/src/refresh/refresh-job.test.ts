import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/db.ts";
import { seedReferenceData } from "../catalogue/reference/seed-reference-data.ts";
import { basketItems, baskets, profiles } from "../db/schema.ts";
import { type FakeRetailer, startFakeRetailer } from "../fake-retailer/index.ts";
import type { Jobs } from "../jobs/job-definition.ts";
import { startPgBossJobs } from "../jobs/pg-boss-jobs.ts";
import { createRetailerClient } from "../retailer/index.ts";
import { REFRESH_SLOT_MS, slotOf } from "./refresh-budget.ts";
import { REFRESH_JOB, refreshJob } from "./refresh-job.ts";
import { virtualClock } from "./virtual-clock.ts";

const postgres = Boolean(process.env.TEST_DATABASE_URL);
const title = postgres
  ? "the scheduled refresh on two instances (pg-boss)"
  : "the scheduled refresh on two instances (skipped: TEST_DATABASE_URL is not set)";

describe.skipIf(!postgres)(title, () => {
  let test: TestDatabase;
  let fake: FakeRetailer;
  const started: Jobs[] = [];
  beforeAll(async () => {
    test = await createTestDatabase("postgres");
    fake = await startFakeRetailer({});
    await seedReferenceData(test.database.db);
  });
  afterAll(async () => {
    await Promise.all(started.map((jobs) => jobs.stop()));
    await fake?.close();
    await test?.destroy();
  });

  it("refreshes each watched article once, whichever instance runs", async () => {
    const { db } = test.database;
    // Each price is a request to the fake retailer, parsed and saved: about 10 ms each on an idle
    // machine, 35 ms with two CPU-bound processes beside it. Thirty articles (900 requests) took
    // from 10 s to over a minute under a full run's load; five articles in the thirty markets
    // (150 requests) still keep the first run going while the second instance starts and asks.
    const codes = Array.from({ length: 5 }, (_, i) => String(50_000_000 + i * 13));
    await db.execute(sql`
      insert into articles (code, name, search_name)
      select c, 'ARTICLE ' || c, 'article ' || c from unnest(${`{${codes.join(",")}}`}::text[]) c`);
    const [profile] = await db.insert(profiles).values({ kind: "guest" }).returning();
    const [basket] = await db
      .insert(baskets)
      .values({ profileId: profile!.id, position: 0, countries: ["FR"] })
      .returning();
    await db
      .insert(basketItems)
      .values(codes.map((articleCode) => ({ basketId: basket!.id, articleCode, quantity: 1 })));
    const sent: string[] = [];
    const runs: string[] = [];
    // Both clocks start at the beginning of the current slot: from Date.now() the slot's window
    // was whatever was left of the five minutes (none in the last 15 s, the slot's margin), and
    // the prices that did not fit in it waited for a slot that the test's clocks never reach.
    const now = slotOf(Date.now()) * REFRESH_SLOT_MS;
    const instance = async (name: string) => {
      const clock = virtualClock(now);
      const fetch: typeof globalThis.fetch = (input, init) => {
        sent.push(String(input));
        return globalThis.fetch(input, init);
      };
      const job = refreshJob({
        db,
        retailer: createRetailerClient({ baseUrl: fake.url, clock, fetch }),
        demo: false,
        // Every article in every country within the one slot.
        perHour: 12 * 200,
        ttlMs: 24 * 3_600_000,
        clock,
        onObservations: () => {},
        onReport: () => runs.push(name),
      });
      const jobs = await startPgBossJobs([{ ...job, onError: () => {} }], {
        connectionString: test.url!,
        onError: () => {},
        pollingIntervalSeconds: 0.5,
      });
      started.push(jobs);
      return jobs;
    };
    // Both start (each asks for a run at start; one after the other, as main.ts does under its
    // lock: pg-boss creating its queues twice at once deadlocks) and both are asked again.
    const a = await instance("a");
    const b = await instance("b");
    await a!.trigger(REFRESH_JOB, 0);
    await b!.trigger(REFRESH_JOB, 0);
    const everyPrice = codes.length * 30;
    await expect.poll(() => sent.length, { timeout: 60_000, interval: 500 }).toBe(everyPrice);
    await expect.poll(() => runs.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(sent).toHaveLength(everyPrice);
    expect(new Set(sent).size).toBe(everyPrice);
    const offers = await db.execute(sql`select count(*)::int as n from offers`);
    expect((offers as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(everyPrice);
  }, 90_000);
});
