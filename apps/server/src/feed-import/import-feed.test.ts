import { Readable } from "node:stream";
import { and, asc, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabases, useTestDatabase } from "../../test/db.ts";
import { seedReferenceData } from "../catalogue/reference/seed-reference-data.ts";
import { articles, offers, priceObservations } from "../db/schema.ts";
import { FeedImportError } from "./feed-import-error.ts";
import { type ImportFeedOptions, importFeed } from "./import-feed.ts";

const longHeader = "article_number,is_combination,name,country,currency,price,observed,url";

const longFile = (...rows: string[]) => [longHeader, ...rows].join("\n");

describe.each(testDatabases())("importFeed (%s)", (kind) => {
  const database = useTestDatabase(kind);
  const db = () => database().db;

  beforeAll(() => seedReferenceData(db()));

  beforeEach(async () => {
    await db().delete(priceObservations);
    await db().delete(offers);
    await db().delete(articles);
  });

  const run = (text: string, options: ImportFeedOptions = {}) =>
    importFeed({ db: db(), stream: Readable.from([text]), options });

  const offerOf = async (code: string, country: string) =>
    (
      await db()
        .select()
        .from(offers)
        .where(and(eq(offers.articleCode, code), eq(offers.country, country)))
    )[0];

  const observationCount = async () =>
    (await db().select({ n: sql<number>`count(*)::int` }).from(priceObservations))[0]?.n;

  it("imports rows as articles, observations and offers in minor units", async () => {
    const report = await run(
      longFile(
        "00102065,false,LYCKSELE LÖVÅS Madrass,NO,NOK,800,2020-07-13,https://www.ikea.com/no/no/p/x-00102065/",
        "00102065,false,LYCKSELE LÖVÅS,SA,SAR,262.5,2020-04-20,",
        "s69305697,true,SÖDERHAMN,NO,NOK,6195,2020-07-13,",
      ),
    );
    expect(report).toMatchObject({
      format: "multi-country-long",
      dryRun: false,
      rowsRead: 3,
      inserted: 3,
      unchanged: 0,
      updated: 0,
      offersCreated: 3,
      articlesCreated: 2,
      rejected: 0,
      rejections: [],
    });
    expect(await offerOf("00102065", "SA")).toMatchObject({
      priceMinor: 26250,
      currency: "SAR",
      source: "feed",
      availability: "unknown",
      observedAt: new Date("2020-04-20T00:00:00Z"),
    });
    const [sofa] = await db().select().from(articles).where(eq(articles.code, "69305697"));
    expect(sofa).toMatchObject({ isCombination: true, name: "SÖDERHAMN", searchName: "soderhamn" });
    // The name follows the last row that named the article.
    const [mattress] = await db().select().from(articles).where(eq(articles.code, "00102065"));
    expect(mattress?.name).toBe("LYCKSELE LÖVÅS");
  });

  it("changes nothing when the same file is imported again", async () => {
    const file = longFile(
      "00198591,false,KIVIK,NO,NOK,7499,2020-07-13,",
      "00198591,false,KIVIK,SA,SAR,3800,2020-04-20,",
      "00198591,false,KIVIK,SA,SAR,3800,2020-04-20,",
    );
    await run(file);
    const before = await db().select().from(articles);
    const again = await run(file);
    expect(again).toMatchObject({
      rowsRead: 3,
      inserted: 0,
      unchanged: 2,
      updated: 0,
      offersCreated: 0,
      articlesCreated: 0,
      articlesUpdated: 0,
      rejected: 1,
    });
    expect(await db().select().from(articles)).toEqual(before);
    expect(await observationCount()).toBe(2);
  });

  it("moves the offer to a newer observation; an older one only adds history", async () => {
    await run(longFile("00289317,false,STOCKSUND,NO,NOK,200,2020-07-13,"));
    const newer = await run(longFile("00289317,false,STOCKSUND,NO,NOK,179,2021-01-04,"));
    expect(newer).toMatchObject({ inserted: 1, updated: 1, offersCreated: 0 });
    expect(await offerOf("00289317", "NO")).toMatchObject({
      priceMinor: 17900,
      observedAt: new Date("2021-01-04T00:00:00Z"),
    });

    const older = await run(longFile("00289317,false,STOCKSUND,NO,NOK,250,2019-06-01,"));
    expect(older).toMatchObject({ inserted: 1, updated: 0, offersCreated: 0 });
    expect(await offerOf("00289317", "NO")).toMatchObject({ priceMinor: 17900 });
    const history = await db()
      .select({ price: priceObservations.priceMinor })
      .from(priceObservations)
      .orderBy(asc(priceObservations.observedAt));
    expect(history.map((row) => row.price)).toEqual([25000, 20000, 17900]);
  });

  it("keeps the newest of several dates of one file as the offer", async () => {
    const report = await run(
      longFile(
        "00289317,false,STOCKSUND,NO,NOK,179,2021-01-04,",
        "00289317,false,STOCKSUND,NO,NOK,200,2020-07-13,",
      ),
      { batchSize: 1 },
    );
    expect(report).toMatchObject({ inserted: 2, offersCreated: 1, updated: 0 });
    expect(await offerOf("00289317", "NO")).toMatchObject({ priceMinor: 17900 });
  });

  // Quoted line breaks push later records down: a rejection names the physical line it starts on.
  const messyLines = [
    longHeader,
    '00102065,false,"LYCKSELE',
    'LÖVÅS",NO,NOK,800,2020-07-13,',
    "1020650,false,SHORT CODE,NO,NOK,800,2020-07-13,",
    "00198591,false,KIVIK,NO,NOK,7.499 NOK,2020-07-13,",
    "00198591,false,KIVIK,XX,NOK,7499,2020-07-13,",
    "00198591,false,KIVIK,SA,XYZ,7499,2020-04-20,",
    "00198591,false,KIVIK,SA,NOK,7499,2020-04-20,",
    '00228705,false,"BRIMNES, ""day bed""',
    'with drawers",NO,NOK,1999,2020-07-13,',
    "00102065,false,LYCKSELE,NO,NOK,800,2020-07-13,",
    "",
    "00289317,false,STOCKSUND,NO,NOK,200,2020-07-13",
    "00289317,false,STOCKSUND,NO,NOK,200,13/07/2020,",
    '00289317,false,"STOCKSUND"x,NO,NOK,200,2020-07-13,',
    "00289317,false,STOCKSUND,NO,NOK,0,2020-07-13,",
    "00289317,false,STOCKSUND,NO,NOK,200,2020-07-13,",
    "00228705,false,BRIMNES,NO,NOK,1999,2020-07-13,",
  ];
  const expectedRejections = [
    [4, "no-article-code"],
    [5, "unparsable-price"],
    [6, "unknown-country"],
    [7, "unknown-currency"],
    [8, "currency-mismatch"],
    [11, "duplicate-in-file"],
    [13, "field-count"],
    [14, "unparsable-date"],
    [15, "malformed-csv"],
    [16, "price-out-of-range"],
    [18, "duplicate-in-file"],
  ];

  for (const [ending, batchSize, connections] of [
    ["\n", 1000, 1],
    ["\r\n", 2, 3],
  ] as const) {
    it(`names the physical line of each rejection (${JSON.stringify(ending)}, batches of ${batchSize})`, async () => {
      const report = await run(messyLines.join(ending), { batchSize, connections });
      expect(report.rejections.map((r) => [r.line, r.code])).toEqual(expectedRejections);
      expect(report).toMatchObject({ rowsRead: 14, inserted: 3, rejected: 11 });
      expect(report.rowsRead).toBe(report.inserted + report.unchanged + report.rejected);
      expect(report.rejections.find((r) => r.line === 11)?.reason).toContain("line 2");
      expect(report.rejections.find((r) => r.line === 18)?.reason).toContain("line 9");
      expect(report.rejectedByCode).toMatchObject({ "duplicate-in-file": 2, "unknown-country": 1 });
      const [brimnes] = await db().select().from(articles).where(eq(articles.code, "00228705"));
      expect(brimnes?.name).toBe('BRIMNES, "day bed" with drawers');
    });
  }

  it("counts a dry run exactly and keeps nothing", async () => {
    const file = longFile(
      "00198591,false,KIVIK,NO,NOK,7499,2020-07-13,",
      "00198591,false,KIVIK,SA,SAR,3800,2020-04-20,",
      "00198591,false,KIVIK,SA,SAR,3800,2020-04-20,",
    );
    const dry = await run(file, { dryRun: true, batchSize: 1 });
    expect(dry).toMatchObject({
      dryRun: true,
      rowsRead: 3,
      inserted: 2,
      offersCreated: 2,
      rejected: 1,
    });
    expect(await observationCount()).toBe(0);
    expect(await db().select().from(articles)).toEqual([]);
    expect(await run(file)).toMatchObject({ inserted: 2, offersCreated: 2, rejected: 1 });
  });

  it("dates a single-country file by its snapshot, --observed-at or --country", async () => {
    const sa = [
      ",item_id,name,category,price,old_price,sellable_online,link,other_colors,short_description,designer,depth,height,width",
      '0,9333523,NORDVIKEN / NORDVIKEN,Bar furniture,1785.5,"SR 2,375",True,https://www.ikea.com/sa/en/p/nordviken-s09333523/,No,"  Bar table and 4 bar stools",F C,,,',
    ].join("\n");
    expect(await run(sa)).toMatchObject({ format: "sa-tidytuesday", inserted: 1 });
    expect(await offerOf("09333523", "SA")).toMatchObject({
      priceMinor: 178550,
      regularPriceMinor: 237500,
      availability: "online",
      observedAt: new Date("2020-04-20T00:00:00Z"),
    });
    // The history keeps the regular price beside the reduced one (issue 22).
    const [observed] = await db()
      .select()
      .from(priceObservations)
      .where(eq(priceObservations.articleCode, "09333523"));
    expect(observed).toMatchObject({ priceMinor: 178550, regularPriceMinor: 237500 });
    expect(await run(sa, { observedAt: "2020-05-01" })).toMatchObject({ inserted: 1, updated: 1 });
    // A bare price is in the currency of the country it is imported for.
    expect(await run(sa, { country: "ae" })).toMatchObject({ inserted: 1, offersCreated: 1 });
    expect(await offerOf("09333523", "AE")).toMatchObject({ priceMinor: 178550, currency: "AED" });
    const [article] = await db().select().from(articles).where(eq(articles.code, "09333523"));
    expect(article).toMatchObject({
      isCombination: true,
      description: "Bar table and 4 bar stools",
    });
  });

  it("stops on a read error, keeping the batches already written", async () => {
    async function* failing() {
      yield `${longHeader}\n`;
      for (let i = 0; i < 6; i++) yield `0010206${i},false,LYCKSELE,NO,NOK,800,2020-07-13,\n`;
      throw new Error("disk gone");
    }
    const failed = importFeed({ db: db(), stream: failing(), options: { batchSize: 2 } });
    await expect(failed).rejects.toMatchObject({ code: "unreadable-file" });
    await expect(failed).rejects.toThrow("disk gone");
    expect(await observationCount()).toBeGreaterThan(0);
    // Every session went back: the next import runs.
    expect(await run(longFile("00198591,false,KIVIK,NO,NOK,7499,2020-07-13,"))).toMatchObject({
      inserted: 1,
    });
  });

  it("refuses a file it cannot import, before writing anything", async () => {
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: unknown) => (error instanceof FeedImportError ? error.code : error),
      );
    expect(await failure(run("code;price\n1;2\n"))).toBe("unknown-format");
    expect(await failure(run(""))).toBe("empty-file");
    expect(await failure(run("\n\n"))).toBe("empty-file");
    expect(await failure(importFeed({ db: db(), path: "/nonexistent/feed.csv" }))).toBe(
      "unreadable-file",
    );
    expect(
      await failure(run(longFile("00198591,false,KIVIK,NO,NOK,1,2020-07-13,"), { country: "NO" })),
    ).toBe("invalid-option");
    expect(
      await failure(
        run(",item_id,name,price,old_price,sellable_online,link\n", { observedAt: "2020-13-01" }),
      ),
    ).toBe("invalid-option");
    expect(await observationCount()).toBe(0);
  });
});
