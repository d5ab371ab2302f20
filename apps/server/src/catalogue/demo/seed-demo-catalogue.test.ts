import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabases, useTestDatabase } from "../../../test/db.ts";
import { articles, offers, priceObservations } from "../../db/schema.ts";
import { seedDemoCatalogue } from "./seed-demo-catalogue.ts";

const now = new Date("2026-11-20T08:00:00Z");

describe.each(testDatabases())("seedDemoCatalogue on %s", (kind) => {
  const database = useTestDatabase(kind);
  const db = () => database().db;
  const count = async (table: typeof articles | typeof offers | typeof priceObservations) =>
    (await db().select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

  it("leaves a database that already has articles alone", async () => {
    await seedDemoCatalogue(db(), { articles: 0 });
    await db().insert(articles).values({ code: "00263850", name: "BILLY", searchName: "billy" });
    expect(await seedDemoCatalogue(db(), { now })).toEqual({
      seeded: false,
      articles: 0,
      offers: 0,
      observations: 0,
    });
    expect(await count(offers)).toBe(0);
    await db().delete(articles);
  });

  it("fills a fresh install once, even when two instances start together", async () => {
    const [first, second] = await Promise.all([
      seedDemoCatalogue(db(), { now }),
      seedDemoCatalogue(db(), { now }),
    ]);
    const seeded = [first, second].filter((result) => result.seeded);
    expect(seeded).toHaveLength(1);
    expect(seeded[0]).toMatchObject({ articles: 600, offers: 18_000 });
    expect(await count(articles)).toBe(600);
    expect(await count(offers)).toBe(18_000);
    expect(await count(priceObservations)).toBe(seeded[0]!.observations);
  });

  it("stores what the generator made, marked as demo data", async () => {
    const [demo] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(articles)
      .where(
        and(eq(articles.isDemo, true), sql`${articles.searchName} = lower(${articles.searchName})`),
      );
    expect(demo?.n).toBe(600);
    const [article] = await db().select().from(articles).orderBy(articles.code).limit(1);
    const rows = await db().select().from(offers).where(eq(offers.articleCode, article!.code));
    expect(rows).toHaveLength(30);
    expect(
      rows.every((row) => row.source === "demo" && row.observedAt.getTime() === now.getTime()),
    ).toBe(true);
    const history = await db()
      .select()
      .from(priceObservations)
      .where(eq(priceObservations.articleCode, article!.code));
    expect(history.length).toBeGreaterThanOrEqual(60);
    expect(Math.min(...history.map((row) => row.observedAt.getTime()))).toBe(
      now.getTime() - 90 * 86_400_000,
    );
  });

  it("keeps each reduced offer's regular price in its current observation too", async () => {
    const [row] = await db()
      .select({
        reduced: sql<number>`count(*)::int`,
        kept: sql<number>`count(*) filter (where ${priceObservations.regularPriceMinor} = ${offers.regularPriceMinor})::int`,
      })
      .from(offers)
      .innerJoin(
        priceObservations,
        and(
          eq(priceObservations.articleCode, offers.articleCode),
          eq(priceObservations.country, offers.country),
          eq(priceObservations.observedAt, offers.observedAt),
        ),
      )
      .where(sql`${offers.regularPriceMinor} is not null`);
    // About 4 % of the 18,000 offers are reduced.
    expect(row!.reduced).toBeGreaterThan(100);
    expect(row!.kept).toBe(row!.reduced);
  });

  it("does nothing the second time", async () => {
    expect((await seedDemoCatalogue(db(), { now })).seeded).toBe(false);
    expect(await count(articles)).toBe(600);
  });
});
