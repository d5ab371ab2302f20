import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testConfig } from "../../test/config.ts";
import { testDatabases, useTestDatabase } from "../../test/db.ts";
import { appSettings, stores } from "../db/schema.ts";
import { appJobs, JOB } from "../jobs/app-jobs.ts";
import { createMailer } from "../mail/mailer.ts";
import { storesDetailedPath } from "./refresh-stores.ts";
import {
  refreshDueStores,
  STORES_REFRESHED_SETTING,
  storeRefreshJob,
} from "./store-refresh-job.ts";

const DAY_MS = 86_400_000;

/** The retailer's store lists on loopback; each country's answer can be swapped (fake at the edge). */
async function startRetailer() {
  const lists = new Map<string, unknown[] | null>();
  const paths: string[] = [];
  const server: Server = createServer((request, response) => {
    paths.push(request.url ?? "");
    const country = [...lists.keys()].find((code) => storesDetailedPath(code) === request.url);
    const list = country && lists.get(country);
    if (!list) {
      response.writeHead(503).end("down");
      return;
    }
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(list));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    lists,
    paths,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const store = (id: string, name: string, city: string, lat: number, lng: number) => ({
  id,
  name,
  displayName: name,
  lat: String(lat),
  lng: String(lng),
  address: { city },
  hideStore: false,
});

describe.each(testDatabases())("the weekly store-list refresh (%s)", (kind) => {
  const database = useTestDatabase(kind);
  let retailer: Awaited<ReturnType<typeof startRetailer>>;
  beforeAll(async () => {
    retailer = await startRetailer();
  });
  afterAll(() => retailer.close());
  beforeEach(async () => {
    const { db } = database();
    await db.delete(appSettings).where(eq(appSettings.key, STORES_REFRESHED_SETTING));
    await db.delete(stores);
    retailer.lists.clear();
    retailer.paths.length = 0;
  });

  const storeIds = async (country: string) =>
    (await database().db.select({ id: stores.id }).from(stores).where(eq(stores.country, country)))
      .map((row) => row.id)
      .sort();

  it("reloads each list once a week, keeps the last good list when a reload fails, and tries a failed one again the next day", async () => {
    const { db } = database();
    await db
      .insert(stores)
      .values({ id: "old-be", country: "BE", name: "Shipped", latitude: 50.8, longitude: 4.4 });
    retailer.lists.set("LU", [store("471", "IKEA Luxembourg", "Sterpenich", 49.58, 6.12)]);
    const start = new Date("2026-11-23T03:20:00Z");
    const run = (daysLater: number) =>
      refreshDueStores({
        db,
        baseUrl: retailer.url,
        countries: ["LU", "BE"],
        now: new Date(start.getTime() + daysLater * DAY_MS),
      });

    // Day 0: Luxembourg loads, Belgium's list fails and its stores stay.
    expect((await run(0)).map((result) => [result.country, result.ok])).toEqual([
      ["LU", true],
      ["BE", false],
    ]);
    expect(await storeIds("LU")).toEqual(["471"]);
    expect(await storeIds("BE")).toEqual(["old-be"]);

    // Day 1: only Belgium is due again; it answers now and replaces the shipped list.
    retailer.lists.set("BE", [store("153", "IKEA Anderlecht", "Anderlecht", 50.83, 4.29)]);
    retailer.paths.length = 0;
    expect((await run(1)).map((result) => [result.country, result.ok])).toEqual([["BE", true]]);
    expect(retailer.paths).toEqual([storesDetailedPath("BE")]);
    expect(await storeIds("BE")).toEqual(["153"]);

    // Day 6: nothing is due.
    expect(await run(6)).toEqual([]);

    // Day 7: Luxembourg's week is up, and its list fails: the last good list stays, and it is
    // tried again on day 8, when it answers with a second store.
    retailer.lists.set("LU", null);
    expect((await run(7)).map((result) => [result.country, result.ok])).toEqual([["LU", false]]);
    expect(await storeIds("LU")).toEqual(["471"]);
    retailer.lists.set("LU", [
      store("471", "IKEA Luxembourg", "Sterpenich", 49.58, 6.12),
      store("999", "IKEA Kirchberg", "Luxembourg", 49.63, 6.16),
    ]);
    expect((await run(8)).map((result) => [result.country, result.ok])).toEqual([
      ["LU", true],
      ["BE", true],
    ]);
    expect(await storeIds("LU")).toEqual(["471", "999"]);
  });

  it("is a daily job of the runner only when a retailer is configured", async () => {
    const { db } = database();
    const log = { info: () => {}, warn: () => {} };
    const mailer = createMailer({ from: "test@frontalier.test" });
    expect(storeRefreshJob({ config: testConfig(), db, log })).toBeNull();
    expect(appJobs({ config: testConfig(), db, mailer, log }).map((job) => job.name)).not.toContain(
      JOB.stores,
    );

    const config = testConfig({ RETAILER_BASE_URL: retailer.url, RETAILER_TIMEOUT_MS: "2000" });
    const job = appJobs({ config, db, mailer, log }).find((each) => each.name === JOB.stores);
    expect(job).toMatchObject({ timing: { dailyAt: "04:20 CET" }, runAtStart: true });
    retailer.lists.set("LU", [store("471", "IKEA Luxembourg", "Sterpenich", 49.58, 6.12)]);
    await job!.run();
    // Every market asked once; the one that answered is loaded.
    expect(new Set(retailer.paths).size).toBe(retailer.paths.length);
    expect(retailer.paths).toContain(storesDetailedPath("LU"));
    expect(retailer.paths.length).toBeGreaterThanOrEqual(30);
    expect(await storeIds("LU")).toEqual(["471"]);
  });
});
