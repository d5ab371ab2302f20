import { beforeAll, describe, expect, it } from "vitest";
import { countStatements } from "../../../test/count-statements.ts";
import { testDatabases, useTestDatabase } from "../../../test/db.ts";
import { podiumRow } from "../../../test/podium-row.ts";
import type { Database } from "../../db/open-database.ts";
import { articles, countries, currencies, offers } from "../../db/schema.ts";
import { loadPodiumBatch } from "./load-podium.ts";
import { createPodiumLoader, PODIUM_BATCH_MAX, PODIUM_BATCHES_IN_FLIGHT } from "./podium-loader.ts";

const observed = new Date("2026-11-20T08:00:00.250Z");
const CODES = ["00263850", "30379118", "40277992"];

describe.each(testDatabases())("podium data on %s", (kind) => {
  const database = useTestDatabase(kind);

  beforeAll(async () => {
    const { db } = database();
    await db.insert(currencies).values([
      { code: "EUR", minorUnits: 2 },
      { code: "CHF", minorUnits: 2 },
    ]);
    await db.insert(countries).values([
      { code: "FR", currency: "EUR", retailerLocale: "fr/fr" },
      { code: "DE", currency: "EUR", retailerLocale: "de/de" },
      { code: "CH", currency: "CHF", retailerLocale: "ch/de" },
    ]);
    await db.insert(articles).values(
      CODES.map((code, index) => ({
        code,
        name: `ARTICLE ${index}`,
        searchName: `article ${index}`,
        widthCm: index === 0 ? 80 : null,
      })),
    );
    await db.insert(offers).values(
      CODES.slice(0, 2).flatMap((code, index) =>
        ["FR", "DE", "CH"].map((country) => ({
          articleCode: code,
          country,
          priceMinor: country === "DE" && index === 1 ? null : 1000 * (index + 1),
          currency: country === "CH" ? "CHF" : "EUR",
          availability:
            country === "DE" && index === 1 ? ("not_sold" as const) : ("online" as const),
          source: "feed" as const,
          observedAt: observed,
          productUrl: `https://www.ikea.com/${country.toLowerCase()}/p/${code}/`,
        })),
      ),
    );
  });

  it("loads several articles in one statement, each with its offers in the asked countries", async () => {
    const found = await loadPodiumBatch(database(), [...CODES, "99999999"], ["FR", "CH"]);
    expect([...found.keys()].sort()).toEqual(CODES);
    const first = found.get("00263850")!;
    expect(first.article).toMatchObject({ code: "00263850", name: "ARTICLE 0", widthCm: 80 });
    expect(first.offers.map((offer) => offer.country).sort()).toEqual(["CH", "FR"]);
    expect(first.offers.find((offer) => offer.country === "CH")).toEqual({
      country: "CH",
      priceMinor: 1000,
      currency: "CHF",
      availability: "online",
      observedAt: "2026-11-20T08:00:00.250Z",
      observedAtMs: Date.UTC(2026, 10, 20, 8, 0, 0, 250),
      productUrl: "https://www.ikea.com/ch/p/00263850/",
      source: "feed",
      regularPriceMinor: null,
      memberPriceMinor: null,
    });
    expect(found.get("30379118")!.offers).toHaveLength(2);
    // An article with no offer at all is known, with nothing to compare.
    expect(found.get("40277992")!.offers).toEqual([]);
  });

  it("keeps a not-sold country with its null price", async () => {
    const found = await loadPodiumBatch(database(), ["30379118"], ["DE"]);
    expect(found.get("30379118")!.offers).toMatchObject([
      { country: "DE", priceMinor: null, availability: "not_sold" },
    ]);
  });

  it("answers look-ups asked together with one statement, each with only its own countries", async () => {
    const counted = countStatements(database());
    const load = createPodiumLoader(counted.database);
    const [fr, de, unknown, again] = await Promise.all([
      load("00263850", ["FR"]),
      load("30379118", ["DE", "CH"]),
      load("99999999", ["FR"]),
      load("00263850", ["FR", "DE", "CH"]),
    ]);
    expect(counted.statements()).toBe(1);
    expect(fr!.offers.map((offer) => offer.country)).toEqual(["FR"]);
    expect(de!.offers.map((offer) => offer.country).sort()).toEqual(["CH", "DE"]);
    expect(unknown).toBeNull();
    expect(again!.offers.map((offer) => offer.country).sort()).toEqual(["CH", "DE", "FR"]);
  });

  it("does not hold a lone look-up back", async () => {
    const counted = countStatements(database());
    const load = createPodiumLoader(counted.database);
    expect((await load("00263850", ["FR"]))?.article.code).toBe("00263850");
    expect((await load("30379118", ["FR"]))?.article.code).toBe("30379118");
    expect(counted.statements()).toBe(2);
  });
});

describe("podium loader under load", () => {
  /** A database whose statements answer when the test says so. */
  function gatedDatabase() {
    const calls: { codes: string[]; release(): void; fail(error: Error): void }[] = [];
    const database = {
      prepared: (_name: string, _text: string, values: unknown[]) =>
        new Promise<unknown[]>((resolve, reject) => {
          const codes = String(values[0]).slice(1, -1).split(",");
          calls.push({
            codes,
            release: () => resolve(codes.map((code) => podiumRow(code))),
            fail: reject,
          });
        }),
    } as unknown as Database;
    return { database, calls };
  }
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  const code = (index: number) => String(10_000_000 + index);

  it("sends at most the allowed statements at once; the rest leave together when one returns", async () => {
    const { database, calls } = gatedDatabase();
    const load = createPodiumLoader(database);
    const results: Promise<unknown>[] = [];
    for (let round = 0; round < PODIUM_BATCHES_IN_FLIGHT + 3; round++) {
      results.push(load(code(round * 2), ["FR"]), load(code(round * 2 + 1), ["FR"]));
      await turn();
    }
    expect(calls).toHaveLength(PODIUM_BATCHES_IN_FLIGHT);
    expect(calls.every((call) => call.codes.length === 2)).toBe(true);
    calls[0]!.release();
    await turn();
    await turn();
    // The six look-ups that waited leave in one statement.
    expect(calls).toHaveLength(PODIUM_BATCHES_IN_FLIGHT + 1);
    expect(calls.at(-1)!.codes).toHaveLength(6);
    for (const call of calls) call.release();
    const answered = (await Promise.all(results)) as { article: { code: string } }[];
    expect(answered.map((data) => data.article.code)).toEqual(results.map((_, i) => code(i)));
  });

  it(`splits more than ${PODIUM_BATCH_MAX} waiting look-ups into several statements`, async () => {
    const { database, calls } = gatedDatabase();
    const load = createPodiumLoader(database);
    const results = Array.from({ length: PODIUM_BATCH_MAX + 10 }, (_, i) => load(code(i), ["FR"]));
    await turn();
    await turn();
    expect(calls.map((call) => call.codes.length)).toEqual([PODIUM_BATCH_MAX, 10]);
    for (const call of calls) call.release();
    expect(await Promise.all(results)).toHaveLength(PODIUM_BATCH_MAX + 10);
  });

  it("fails every look-up of a failed statement, and the next ones still go", async () => {
    const { database, calls } = gatedDatabase();
    const load = createPodiumLoader(database);
    const failed = [load(code(1), ["FR"]), load(code(2), ["FR"])];
    await turn();
    calls[0]!.fail(new Error("connection lost"));
    for (const result of failed) await expect(result).rejects.toThrow("connection lost");
    const next = load(code(3), ["FR"]);
    await turn();
    calls[1]!.release();
    expect(await next).toMatchObject({ article: { code: code(3) } });
  });
});
