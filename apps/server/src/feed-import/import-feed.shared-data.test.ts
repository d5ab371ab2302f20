import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useTestDatabase } from "../../test/db.ts";
import { seedReferenceData } from "../catalogue/reference/seed-reference-data.ts";
import { articles, offers, priceObservations } from "../db/schema.ts";
import { importFeed } from "./import-feed.ts";
import { hasSharedFeeds, sharedFeed, sharedFeedsNote } from "./testing/shared-feeds.ts";

const files = {
  sa: "ikea_sa_2020_tidytuesday.csv",
  no: "ikea_no_sofas_2020_veonua.csv",
  ae: "ikea_ae_2019_guilllemain.csv",
  us: "ikea_us_2025_commercetxt_sample.csv",
  long: "ikea_prices_multicountry_long.csv",
};

describe.skipIf(!hasSharedFeeds).each(testDatabases())(
  `real feeds ${sharedFeedsNote} (%s)`,
  (kind) => {
    const database = useTestDatabase(kind);
    const db = () => database().db;
    const load = (name: string) => importFeed({ db: db(), path: sharedFeed(name) });
    const count = async (table: typeof articles | typeof offers | typeof priceObservations) =>
      (await db().select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

    beforeAll(() => seedReferenceData(db()));

    it("the long file alone: 488 prices of 243 articles", async () => {
      const report = await load(files.long);
      expect(report).toMatchObject({
        format: "multi-country-long",
        rowsRead: 488,
        inserted: 488,
        offersCreated: 488,
        articlesCreated: 243,
        rejected: 0,
      });
      await db().delete(articles);
    });

    it("SA: 3,694 rows, of which 732 repeat an article listed in another category", async () => {
      const report = await load(files.sa);
      expect(report).toMatchObject({
        format: "sa-tidytuesday",
        rowsRead: 3694,
        inserted: 2962,
        offersCreated: 2962,
        articlesCreated: 2962,
        rejected: 732,
        rejectedByCode: { "duplicate-in-file": 732 },
      });
      expect(report.rejections).toHaveLength(200);
      const [nordviken] = await db()
        .select()
        .from(offers)
        .where(and(eq(offers.articleCode, "00368814"), eq(offers.country, "SA")));
      expect(nordviken).toMatchObject({
        priceMinor: 99500,
        currency: "SAR",
        availability: "in_store",
        observedAt: new Date("2020-04-20T00:00:00Z"),
      });
    });

    it("SA again: nothing inserted, nothing updated", async () => {
      expect(await load(files.sa)).toMatchObject({
        rowsRead: 3694,
        inserted: 0,
        unchanged: 2962,
        updated: 0,
        offersCreated: 0,
        articlesCreated: 0,
        articlesUpdated: 0,
        rejected: 732,
      });
    });

    it.each([
      [files.no, "no-sofas", 461],
      [files.ae, "ae-guilllemain", 1007],
      [files.us, "us-commercetxt", 330],
    ])("%s: every row imported", async (name, format, rows) => {
      expect(await load(name)).toMatchObject({
        format,
        rowsRead: rows,
        inserted: rows,
        offersCreated: rows,
        rejected: 0,
      });
    });

    it("the long file, built from the four others, adds nothing to them", async () => {
      const observations = await count(priceObservations);
      expect(await load(files.long)).toMatchObject({
        rowsRead: 488,
        inserted: 0,
        unchanged: 488,
        updated: 0,
        offersCreated: 0,
        rejected: 0,
      });
      expect(await count(priceObservations)).toBe(observations);
      expect(observations).toBe(2962 + 461 + 1007 + 330);
      const kivik = await db()
        .select({ country: offers.country, price: offers.priceMinor })
        .from(offers)
        .where(eq(offers.articleCode, "00198591"))
        .orderBy(offers.country);
      expect(kivik).toEqual([
        { country: "NO", price: 749900 },
        { country: "SA", price: 380000 },
      ]);
      const [untitled] = await db().select().from(articles).where(eq(articles.code, "99132799"));
      expect(untitled?.name).toBe("BESTA shelf unit with door white valviken dark brown");
      const combinations = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(articles)
        .where(eq(articles.isCombination, true));
      expect(combinations[0]?.n).toBeGreaterThanOrEqual(1007);
    });
  },
);
