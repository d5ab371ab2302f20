import {
  FREE_HISTORY_DAYS,
  HISTORY_DAYS,
  priceHistoryResponseSchema,
} from "@frontalier/shared/contracts/podium";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../../test/config.ts";
import { CookieClient } from "../../../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { buildApp } from "../../../app.ts";
import { signedInClient } from "../../../billing/testing/signed-in-client.ts";
import {
  articles,
  countries,
  currencies,
  priceObservations,
  profiles,
} from "../../../db/schema.ts";
import { createMailer } from "../../../mail/mailer.ts";

const DAY_MS = 86_400_000;
const CODE = "00263850";
/** Prices seen 400, 200, 60 and 5 days ago in France; the last one reduced from 54.99 €. */
const seen = [
  { daysAgo: 400, priceMinor: 6999, regularPriceMinor: null },
  { daysAgo: 200, priceMinor: 5999, regularPriceMinor: null },
  { daysAgo: 60, priceMinor: 5499, regularPriceMinor: null },
  { daysAgo: 5, priceMinor: 4999, regularPriceMinor: 5499 },
];

/** Brief §4: the full price history (a year) is premium; 90 days for everyone else. */
describe.each(testDatabases())("the price history's reach (%s)", (kind) => {
  const database = useTestDatabase(kind);
  const mailer = createMailer({ from: "test@frontalier.test" });
  let app: FastifyInstance;

  beforeAll(async () => {
    const { db } = database();
    await db.insert(currencies).values({ code: "EUR", minorUnits: 2 });
    await db.insert(countries).values({ code: "FR", currency: "EUR", retailerLocale: "fr/fr" });
    await db.insert(articles).values({ code: CODE, name: "BILLY", searchName: "billy" });
    await db.insert(priceObservations).values(
      seen.map(({ daysAgo, priceMinor, regularPriceMinor }) => ({
        articleCode: CODE,
        country: "FR",
        priceMinor,
        regularPriceMinor,
        currency: "EUR",
        availability: "online" as const,
        source: "feed" as const,
        observedAt: new Date(Date.now() - daysAgo * DAY_MS),
      })),
    );
    app = await buildApp(testConfig(), { database: database(), logger: false, mailer });
  });
  afterAll(() => app.close());

  const historyOf = async (client: CookieClient) => {
    const response = await client.get(`/api/articles/${CODE}/history?countries=FR`);
    expect(response.statusCode).toBe(200);
    const history = priceHistoryResponseSchema.parse(response.json());
    const points = history.series[0]?.points ?? [];
    return {
      days: history.days,
      // How long ago each point is dated, in whole days, and its price.
      points: points.map((point) => [
        Math.round((Date.now() - Date.parse(point.observedAt)) / DAY_MS),
        point.priceMinor,
      ]),
    };
  };

  it("gives a reduced price's regular one beside it, and none for the others (issue 22)", async () => {
    const guest = new CookieClient(app, "198.51.100.72");
    await guest.get("/api/_auth/session");
    const response = await guest.get(`/api/articles/${CODE}/history?countries=FR`);
    const points = priceHistoryResponseSchema.parse(response.json()).series[0]!.points;
    expect(points.map((point) => [point.priceMinor, point.regularMinor])).toEqual([
      [5999, undefined],
      [5499, undefined],
      [4999, 5499],
    ]);
  });

  it(`gives a guest and a free user ${FREE_HISTORY_DAYS} days, a premium user ${HISTORY_DAYS}`, async () => {
    const guest = new CookieClient(app, "198.51.100.71");
    await guest.get("/api/_auth/session");
    // The price of 200 days ago held until 60 days ago: the chart starts with it at 90 days.
    const free = {
      days: FREE_HISTORY_DAYS,
      points: [
        [FREE_HISTORY_DAYS, 5999],
        [60, 5499],
        [5, 4999],
      ],
    };
    expect(await historyOf(guest)).toEqual(free);

    const { client, profileId } = await signedInClient(app, mailer, "history@example.test");
    expect(await historyOf(client)).toEqual(free);

    await database()
      .db.update(profiles)
      .set({ premiumUntil: new Date(Date.now() + DAY_MS) })
      .where(eq(profiles.id, profileId));
    expect(await historyOf(client)).toEqual({
      days: HISTORY_DAYS,
      points: [
        [HISTORY_DAYS, 6999],
        [200, 5999],
        [60, 5499],
        [5, 4999],
      ],
    });

    // Premium that has ended gives the 90 days again.
    await database()
      .db.update(profiles)
      .set({ premiumUntil: new Date(Date.now() - DAY_MS) })
      .where(eq(profiles.id, profileId));
    expect(await historyOf(client)).toEqual(free);
  });
});
