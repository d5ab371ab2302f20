import { existsSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabases, useTestDatabase } from "../../test/db.ts";
import { seedReferenceData } from "../catalogue/reference/seed-reference-data.ts";
import { articles, offers, priceObservations } from "../db/schema.ts";
import { FeedImportError } from "./feed-import-error.ts";
import { formatReport } from "./format-report.ts";
import { type ImportFeedOptions, importFeed } from "./import-feed.ts";
import { sharedFeedsDir } from "./testing/shared-feeds.ts";

/** The recorded retailer answers live beside the feeds (SOURCES.md §3). */
const answersDir = join(sharedFeedsDir, "..", "fixtures", "ikea_api");
const hasAnswers = existsSync(answersDir);
const answersNote = hasAnswers
  ? "(shared data)"
  : `(SKIPPED: the recorded answers are not at ${answersDir})`;
const madeHereList = join(import.meta.dirname, "../retailer/fixtures/more-products.made-here.json");

const billy = {
  itemNo: "00263850",
  name: "BILLY",
  typeName: "Bookcase",
  priceNumeral: 44.99,
  currencyCode: "EUR",
  pipUrl: "https://www.ikea.com/nl/en/p/billy-bookcase-white-00263850/",
  onlineSellable: true,
};

describe.each(testDatabases())("importFeed, JSON feeds (%s)", (kind) => {
  const database = useTestDatabase(kind);
  const db = () => database().db;

  beforeAll(() => seedReferenceData(db()));

  beforeEach(async () => {
    await db().delete(priceObservations);
    await db().delete(offers);
    await db().delete(articles);
  });

  const run = (json: unknown, options: ImportFeedOptions = { observedAt: "2025-03-01" }) =>
    importFeed({
      db: db(),
      stream: Readable.from([typeof json === "string" ? json : JSON.stringify(json, null, 2)]),
      options,
    });

  const offerOf = async (code: string, country: string) =>
    (
      await db()
        .select()
        .from(offers)
        .where(and(eq(offers.articleCode, code), eq(offers.country, country)))
    )[0];

  it("a search answer: its products, the market from their pipUrl, the reduced and regular price", async () => {
    const report = await run({
      searchResultPage: {
        products: {
          main: {
            items: [
              { type: "PRODUCT", product: billy },
              { type: "PLANNER", planner: { name: "METOD planner" } },
              {
                type: "PRODUCT",
                product: {
                  itemNo: "49443609",
                  itemType: "SPR",
                  name: "EKET",
                  pipUrl: "https://www.ikea.com/de/de/p/eket-s49443609/",
                  salesPrice: {
                    numeral: 159,
                    currencyCode: "EUR",
                    previous: { wholeNumber: "189", decimals: "00" },
                  },
                },
              },
            ],
          },
        },
      },
    });
    expect(report).toMatchObject({
      format: "retailer-json",
      rowsRead: 2,
      inserted: 2,
      offersCreated: 2,
      rejected: 0,
    });
    expect(report.formatLabel).toMatch(/search answer/);
    expect(await offerOf("00263850", "NL")).toMatchObject({
      priceMinor: 4499,
      currency: "EUR",
      regularPriceMinor: null,
      availability: "online",
      observedAt: new Date("2025-03-01T00:00:00Z"),
    });
    expect(await offerOf("49443609", "DE")).toMatchObject({
      priceMinor: 15900,
      regularPriceMinor: 18900,
    });
    const [eket] = await db().select().from(articles).where(eq(articles.code, "49443609"));
    expect(eket?.isCombination).toBe(true);
  });

  it("messy items are rejected one by one, numbered in file order, like CSV lines", async () => {
    const report = await run([
      billy,
      { ...billy, itemNo: "1234", id: undefined },
      { ...billy, itemNo: "00263851", name: "  " },
      { ...billy, itemNo: "00263852", priceNumeral: null },
      { ...billy, itemNo: "00263853", pipUrl: undefined },
      { ...billy, itemNo: "00263854", currencyCode: "SEK" },
      {
        ...billy,
        itemNo: "00263855",
        pipUrl: "https://www.ikea.com/ru/ru/p/x-00263855/",
        currencyCode: "RUB",
      },
      "a string",
      { hello: "world" },
      billy,
      { ...billy, itemNo: "00263856", priceNumeral: -3, price: null },
    ]);
    expect(report).toMatchObject({ rowsRead: 11, inserted: 1, rejected: 10 });
    expect(report.rejections.map((r) => [r.line, r.code])).toEqual([
      [2, "no-article-code"],
      [3, "missing-name"],
      [4, "unparsable-price"],
      [5, "unknown-country"],
      [6, "currency-mismatch"],
      [7, "unknown-country"],
      [8, "unrecognised-item"],
      [9, "unrecognised-item"],
      [10, "duplicate-in-file"],
      [11, "unparsable-price"],
    ]);
    const printed = formatReport(report);
    expect(printed).toContain("item 5: no country: the item has no pipUrl (give --country)");
    expect(printed).not.toMatch(/\bline \d/);
  });

  it("--country names the market of items without a pipUrl; without --observed-at each item is refused", async () => {
    const item = { ...billy, pipUrl: undefined };
    expect(await run([item], { observedAt: "2025-03-01", country: "be" })).toMatchObject({
      inserted: 1,
    });
    expect((await offerOf("00263850", "BE"))?.priceMinor).toBe(4499);
    const undated = await run([item], { country: "BE" });
    expect(undated.rejectedByCode).toEqual({ "missing-date": 1 });
  });

  it("refuses a file that is not JSON, or JSON of no known shape, naming the shapes", async () => {
    await expect(run('{"searchResultPage": ')).rejects.toMatchObject({ code: "malformed-json" });
    const error = await run({ data: [{ itemKey: { itemNo: "30379118" } }] }).catch((e) => e);
    expect(error).toBeInstanceOf(FeedImportError);
    expect(error).toMatchObject({ code: "unknown-format" });
    expect(error.message).toMatch(/search answer[\s\S]*product-list answer/);
    await expect(run("  \n ")).rejects.toMatchObject({ code: "empty-file" });
  });

  it("a product-list answer made in the documented shape (more-products)", async () => {
    const report = await importFeed({
      db: db(),
      path: madeHereList,
      options: { observedAt: "2025-03-01" },
    });
    expect(report.formatLabel).toMatch(/product-list/);
    expect(report.rowsRead).toBeGreaterThan(1);
    expect(report.inserted + report.rejected).toBe(report.rowsRead);
    expect(report.inserted).toBeGreaterThan(0);
  });

  it("a CSV feed is still read as CSV", async () => {
    const csv =
      "article_number,is_combination,name,country,currency,price,observed,url\n" +
      "00263850,false,BILLY,NL,EUR,44.99,2025-03-01,\n";
    expect(await run(csv, {})).toMatchObject({ format: "multi-country-long", inserted: 1 });
  });

  describe.skipIf(!hasAnswers)(`the recorded answers ${answersNote}`, () => {
    const load = (name: string, options: ImportFeedOptions) =>
      importFeed({ db: db(), path: join(answersDir, name), options });

    it("the NL search item: BILLY at 44.99 EUR", async () => {
      const report = await load("sik_search_item_nl_00263850_billy.json", {
        observedAt: "2025-07-15",
      });
      expect(report).toMatchObject({ rowsRead: 1, inserted: 1, rejected: 0 });
      expect(await offerOf("00263850", "NL")).toMatchObject({
        priceMinor: 4499,
        currency: "EUR",
        availability: "online",
      });
    });

    it("the DE product JSON: KOMPLEMENT at 4.00 EUR on its recorded day", async () => {
      const report = await load("pip_item_de_40277992_komplement_2021-02-02.json", {
        observedAt: "2021-02-02",
      });
      expect(report).toMatchObject({ rowsRead: 1, inserted: 1, rejected: 0 });
      expect(await offerOf("40277992", "DE")).toMatchObject({ priceMinor: 400, currency: "EUR" });
    });

    it("the RU product JSONs: reported, Russia is not a market here", async () => {
      const report = await load("pip_item_ru_30379118_kallax.json", { observedAt: "2022-01-01" });
      expect(report).toMatchObject({ rowsRead: 1, inserted: 0, rejected: 1 });
      expect(report.rejections[0]).toMatchObject({ line: 1, code: "unknown-country" });
    });

    it.each([
      "salesitem_communications_ru_30379118_kallax.json",
      "cia_availabilities_50411990_2022-11-06.json",
    ])("%s carries no price: refused as no feed", async (name) => {
      await expect(load(name, { observedAt: "2022-01-01" })).rejects.toMatchObject({
        code: "unknown-format",
      });
    });
  });
});
