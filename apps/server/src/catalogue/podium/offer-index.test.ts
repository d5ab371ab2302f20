import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { countStatements } from "../../../test/count-statements.ts";
import { testDatabases, useTestDatabase } from "../../../test/db.ts";
import { podiumRow } from "../../../test/podium-row.ts";
import type { Database } from "../../db/open-database.ts";
import { articles, countries, currencies, offers } from "../../db/schema.ts";
import {
  loadPodiumBatch,
  type OfferTuple,
  type PodiumData,
  type RawPodium,
  toRaw,
} from "./load-podium.ts";
import { CATALOGUE_CHANNEL, OfferIndex } from "./offer-index.ts";
import { createPodiumLoader } from "./podium-loader.ts";

const observed = new Date("2026-11-20T08:00:00.250Z");
const MARKETS = [
  { code: "FR", currency: "EUR", retailerLocale: "fr/fr" },
  { code: "BE", currency: "EUR", retailerLocale: "be/fr" },
  { code: "CH", currency: "CHF", retailerLocale: "ch/de" },
];
const COUNTRIES = MARKETS.map((market) => market.code);
const code = (index: number) => String(20_000_000 + index);
const ARTICLES = 12;

/** Offers of every kind the index packs: a retailer address, another address, none, no price. */
function offersOf(index: number) {
  return MARKETS.map(({ code: country, currency, retailerLocale }) => ({
    articleCode: code(index),
    country,
    priceMinor: country === "BE" && index % 3 === 0 ? null : 1000 + index * 10,
    // A reduced price now and then, its regular one kept beside it.
    regularPriceMinor: country === "FR" && index % 4 === 1 ? 1500 + index * 10 : null,
    currency,
    availability: country === "BE" && index % 3 === 0 ? ("not_sold" as const) : ("online" as const),
    source: index % 2 === 0 ? ("feed" as const) : ("retailer" as const),
    observedAt: new Date(observed.getTime() + index),
    productUrl:
      country === "CH"
        ? null
        : country === "BE" && index % 2 === 1
          ? `https://example.org/elsewhere/${index}`
          : `https://www.ikea.com/${retailerLocale}/p/article-${code(index)}/`,
  }));
}

/** Offers in a stable order, to compare what the index gives with what the database does. */
const sorted = (data: PodiumData | null | undefined) =>
  data && {
    ...data,
    offers: [...data.offers].sort((a, b) => a.country.localeCompare(b.country)),
  };

describe.each(testDatabases())("offer index on %s", (kind) => {
  const database = useTestDatabase(kind);
  let open: OfferIndex[] = [];
  const startIndex = async (maxArticles = 1000) => {
    const index = new OfferIndex({ database: database(), maxArticles });
    open.push(index);
    await index.start();
    await index.whenWarm();
    return index;
  };

  beforeAll(async () => {
    const { db } = database();
    await db.insert(currencies).values([
      { code: "EUR", minorUnits: 2 },
      { code: "CHF", minorUnits: 2 },
    ]);
    await db.insert(countries).values(MARKETS);
    // The last article is known in no country: it has no offer at all.
    await db.insert(articles).values(
      Array.from({ length: ARTICLES + 1 }, (_, index) => ({
        code: code(index),
        name: `ARTICLE ${index}`,
        searchName: `article ${index}`,
        widthCm: index === 0 ? 80 : null,
      })),
    );
    await db.insert(offers).values(Array.from({ length: ARTICLES }, (_, i) => offersOf(i)).flat());
  });

  afterEach(async () => {
    await Promise.all(open.map((index) => index.close()));
    open = [];
  });

  it("fills up with every article at start and answers exactly what the database answers", async () => {
    const index = await startIndex();
    expect(index.state).toBe("ready");
    expect(index.size).toBe(ARTICLES + 1);
    expect(index.get(code(ARTICLES), COUNTRIES)?.offers).toEqual([]);
    const fromDatabase = await loadPodiumBatch(
      database(),
      Array.from({ length: ARTICLES }, (_, i) => code(i)),
      ["FR", "BE"],
    );
    for (let i = 0; i < ARTICLES; i++) {
      expect(sorted(index.get(code(i), ["FR", "BE"]))).toEqual(sorted(fromDatabase.get(code(i))));
    }
    expect(index.get(code(0), ["CH"])?.offers).toEqual([
      expect.objectContaining({ country: "CH", currency: "CHF", productUrl: null }),
    ]);
    expect(index.get(code(5), ["FR", "BE"])?.offers).toEqual([
      expect.objectContaining({ country: "FR", priceMinor: 1050, regularPriceMinor: 1550 }),
      expect.objectContaining({ country: "BE", priceMinor: 1050, regularPriceMinor: null }),
    ]);
    expect(index.get("99999999", COUNTRIES)).toBeUndefined();
  });

  it("serves a held article's podium without a statement", async () => {
    const index = await startIndex();
    const counted = countStatements(database());
    const load = createPodiumLoader(counted.database, index);
    const data = await load(code(1), ["FR", "CH"]);
    expect(data?.offers.map((offer) => offer.country).sort()).toEqual(["CH", "FR"]);
    expect(counted.statements()).toBe(0);
    // Unknown articles still go to the database (a new article may have just been saved).
    expect(await load("99999999", ["FR"])).toBeNull();
    expect(counted.statements()).toBe(1);
    // A newer read of a held article replaces it.
    const [raw] = [...(await loadPodiumBatch(database(), [code(1)], null)).values()].map(toRaw);
    const changed: RawPodium = {
      article: raw!.article,
      tuples: raw!.tuples.map((tuple) => {
        const copy: OfferTuple = [...tuple];
        copy[1] = 777;
        return copy;
      }),
    };
    await index.through(async () => [changed]);
    expect(index.get(code(1), COUNTRIES)?.offers.map((offer) => offer.priceMinor)).toEqual([
      777, 777, 777,
    ]);
  });

  it("forgets an article changed by anyone and reads its new price from the database", async () => {
    const index = await startIndex();
    const counted = countStatements(database());
    const load = createPodiumLoader(counted.database, index);
    await database()
      .db.update(offers)
      .set({ priceMinor: 4242 })
      .where(sql`${offers.articleCode} = ${code(2)} and ${offers.country} = 'FR'`);
    await vi.waitFor(() => expect(index.get(code(2), ["FR"])).toBeUndefined());
    expect(index.get(code(3), ["FR"])).toBeDefined();
    expect((await load(code(2), ["FR"]))?.offers[0]?.priceMinor).toBe(4242);
    expect(counted.statements()).toBe(1);
    // Read once, held again.
    expect(index.get(code(2), ["FR"])?.offers[0]?.priceMinor).toBe(4242);
  });

  it("does not keep a read that started before its article was forgotten", async () => {
    const index = await startIndex();
    index.forget([code(4)]);
    let release: (() => void) | undefined;
    const stale = loadPodiumBatch(database(), [code(4)], null);
    const reading = index.through(async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return [...(await stale).values()].map(toRaw);
    });
    index.forget([code(4)]);
    release?.();
    await reading;
    expect(index.get(code(4), COUNTRIES)).toBeUndefined();
    // A read that starts after the change is kept.
    await index.through(async () =>
      [...(await loadPodiumBatch(database(), [code(4)], null)).values()].map(toRaw),
    );
    expect(index.get(code(4), COUNTRIES)).toBeDefined();
  });

  it("holds at most its number of articles; the others are read each time", async () => {
    const index = await startIndex(5);
    expect(index.size).toBe(5);
    const counted = countStatements(database());
    const load = createPodiumLoader(counted.database, index);
    expect((await load(code(ARTICLES - 1), ["FR"]))?.article.code).toBe(code(ARTICLES - 1));
    expect((await load(code(ARTICLES - 1), ["FR"]))?.article.code).toBe(code(ARTICLES - 1));
    expect(counted.statements()).toBe(2);
    expect(index.size).toBe(5);
  });

  it("holds the articles a comparison missed with one read, and reads nothing when it is full", async () => {
    const counted = countStatements(database());
    const index = new OfferIndex({ database: counted.database, maxArticles: 1000 });
    open.push(index);
    await index.start();
    await index.whenWarm();
    index.forget([code(2)]);
    expect(index.get(code(2), COUNTRIES)).toBeUndefined();
    const before = counted.statements();
    // Two comparisons missing the same article at once: one read between them.
    await Promise.all([index.hold([code(2)]), index.hold([code(2)])]);
    expect(counted.statements() - before).toBe(1);
    expect(index.get(code(2), ["FR"])?.offers.length).toBe(1);

    const full = new OfferIndex({ database: counted.database, maxArticles: 5 });
    open.push(full);
    await full.start();
    await full.whenWarm();
    const whenFull = counted.statements();
    await full.hold([code(ARTICLES - 1)]);
    expect(counted.statements()).toBe(whenFull);
  });

  it("announces the articles of a large statement in notifications of at most 800 codes", async () => {
    const payloads: string[] = [];
    const stop = await database().listen(
      CATALOGUE_CHANNEL,
      (payload) => payloads.push(payload),
      () => {},
    );
    try {
      const many = Array.from({ length: 1700 }, (_, i) => code(1000 + i));
      await database()
        .db.insert(articles)
        .values(many.map((c) => ({ code: c, name: c, searchName: c })));
      await vi.waitFor(() => expect(payloads.length).toBeGreaterThanOrEqual(3));
      const announced = payloads.flatMap((payload) => payload.split(","));
      expect(new Set(announced)).toEqual(new Set(many));
      expect(Math.max(...payloads.map((p) => p.split(",").length))).toBeLessThanOrEqual(800);
      payloads.length = 0;
      await database()
        .db.delete(articles)
        .where(sql`${articles.code} >= ${code(1000)}`);
      await vi.waitFor(() => expect(payloads.join(",").split(",")).toHaveLength(1700));
    } finally {
      await stop();
    }
  });

  it("forgets an article when its offers are deleted", async () => {
    const index = await startIndex();
    await database()
      .db.delete(offers)
      .where(eq(offers.articleCode, code(5)));
    await vi.waitFor(() => expect(index.get(code(5), COUNTRIES)).toBeUndefined());
    await database().db.insert(offers).values(offersOf(5));
  });
});

describe("offer index without its notifications", () => {
  /** A database whose listening connection the test cuts. */
  function cuttable() {
    const rows = [
      podiumRow(
        "30000001",
        [["FR", 1500, "EUR", "online", observed.getTime(), null, "feed"]],
        "ONE",
      ),
    ];
    let cut: ((error: unknown) => void) | undefined;
    let listens = 0;
    const database = {
      prepared: async (name: string, _text: string, values: unknown[]) =>
        name === "podium_page" && values[0] !== "" ? [] : rows,
      listen: async (_channel: string, _onMessage: unknown, onLost: (error: unknown) => void) => {
        listens++;
        cut = onLost;
        return async () => {};
      },
    } as unknown as Database;
    return { database, cut: () => cut?.(new Error("gone")), listens: () => listens };
  }

  it("empties itself when the connection goes, reads the database meanwhile, then listens and fills again", async () => {
    const { database, cut, listens } = cuttable();
    const troubles: string[] = [];
    const index = new OfferIndex({
      database,
      maxArticles: 10,
      retryMs: 5,
      onTrouble: (_error, what) => troubles.push(what),
    });
    await index.start();
    await index.whenWarm();
    expect(index.get("30000001", ["FR"])?.offers[0]?.priceMinor).toBe(1500);
    cut();
    expect(index.state).toBe("off");
    expect(index.active).toBe(false);
    expect(index.get("30000001", ["FR"])).toBeUndefined();
    expect(troubles).toEqual(["offer index: lost the catalogue notifications"]);
    await vi.waitFor(() => expect(listens()).toBe(2));
    await index.whenWarm();
    expect(index.state).toBe("ready");
    expect(index.get("30000001", ["FR"])?.offers[0]?.priceMinor).toBe(1500);
    await index.close();
  });

  it("stops a fill left over from before a lost connection; only the new one says it is ready", async () => {
    const pages: { after: unknown; release(): void }[] = [];
    let cut: ((error: unknown) => void) | undefined;
    const database = {
      prepared: (_name: string, _text: string, values: unknown[]) =>
        new Promise((resolve) => {
          pages.push({ after: values[0], release: () => resolve([]) });
        }),
      listen: async (_channel: string, _onMessage: unknown, onLost: (error: unknown) => void) => {
        cut = onLost;
        return async () => {};
      },
    } as unknown as Database;
    const index = new OfferIndex({ database, maxArticles: 10, retryMs: 1 });
    await index.start();
    await vi.waitFor(() => expect(pages).toHaveLength(1));
    cut?.(new Error("gone"));
    await vi.waitFor(() => expect(pages).toHaveLength(2));
    pages[0]?.release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(index.state).toBe("warming");
    expect(pages).toHaveLength(2);
    pages[1]?.release();
    await index.whenWarm();
    expect(index.state).toBe("ready");
    await index.close();
  });

  it("keeps nothing read before it listened", async () => {
    const { database } = cuttable();
    const index = new OfferIndex({ database, maxArticles: 10 });
    let release: (() => void) | undefined;
    const early = index.through(async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return [...(await loadPodiumBatch(database, ["30000001"], null)).values()].map(toRaw);
    });
    await index.start();
    await index.whenWarm();
    index.forget(["30000001"]);
    release?.();
    await early;
    expect(index.get("30000001", ["FR"])).toBeUndefined();
    await index.close();
  });
});
