import { FREE_BASKETS } from "@frontalier/shared/contracts/wishlist";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../../test/app.ts";
import { CookieClient } from "../../../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { baskets, profiles } from "../../../db/schema.ts";

const CONCURRENT = 20;

interface BasketRow {
  iBasket: number;
  sIndex: number;
}

describe.each(testDatabases())("baskets under concurrent requests (%s)", (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(() => app.close());

  async function shopper(premium = false) {
    const client = new CookieClient(app);
    const { profile } = (await client.get("/api/_auth/session")).json();
    if (premium) {
      await database()
        .db.update(profiles)
        .set({ premiumUntil: new Date(Date.now() + 86_400_000) })
        .where(eq(profiles.id, profile.iProfile));
    }
    return { client, profile };
  }

  const basketsOf = async (client: CookieClient): Promise<BasketRow[]> =>
    (await client.get("/api/get-basket-user")).json().data;

  const statuses = (responses: { statusCode: number }[]) =>
    responses.map((response) => response.statusCode).sort();

  it(`makes ${CONCURRENT} baskets at once for a premium profile, each at a position of its own`, async () => {
    const { client } = await shopper(true);
    const created = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) => client.post("/api/baskets", { name: `B${i}` })),
    );
    expect(statuses(created)).toEqual(Array(CONCURRENT).fill(201));
    const listed = await basketsOf(client);
    expect(listed).toHaveLength(CONCURRENT + 1);
    expect(new Set(listed.map((basket) => basket.sIndex)).size).toBe(CONCURRENT + 1);
    const answered = created.map((response) => response.json().sIndex);
    expect(new Set(answered).size).toBe(CONCURRENT);
  });

  it(`keeps the free limit when ${CONCURRENT} baskets are asked for at once`, async () => {
    const { client } = await shopper();
    const created = await Promise.all(
      Array.from({ length: CONCURRENT }, () => client.post("/api/baskets", {})),
    );
    const refused = created.filter((response) => response.statusCode !== 201);
    expect(created.length - refused.length).toBe(FREE_BASKETS - 1);
    for (const response of refused) {
      expect(response.statusCode).toBe(402);
      expect(response.json().error.code).toBe("premium_required");
    }
    expect(await basketsOf(client)).toHaveLength(FREE_BASKETS);
  });

  it("never deletes a profile's last basket, however many deletes race", async () => {
    const { client } = await shopper(true);
    for (let i = 0; i < 4; i++) await client.post("/api/baskets", {});
    const before = await basketsOf(client);
    expect(before).toHaveLength(5);
    // Every basket twice: the deletes race each other and the duplicates.
    const deleted = await Promise.all(
      [...before, ...before].map((basket) => client.delete(`/api/baskets/${basket.iBasket}`)),
    );
    for (const response of deleted) expect(response.statusCode).toBeLessThan(500);
    expect(deleted.filter((response) => response.statusCode === 200)).toHaveLength(4);
    const left = await basketsOf(client);
    expect(left).toHaveLength(1);
    // The current basket is the one left, not a deleted one.
    const session = (await client.get("/api/_auth/session")).json();
    expect(session.profile.iBasket).toBe(left[0]?.iBasket);
  });

  it("leaves a guest one of their last two baskets when both are deleted at once", async () => {
    const { client } = await shopper();
    await client.post("/api/baskets", {});
    const both = await basketsOf(client);
    expect(both).toHaveLength(2);
    const deleted = await Promise.all(
      both.map((basket) => client.delete(`/api/baskets/${basket.iBasket}`)),
    );
    expect(statuses(deleted)).toEqual([200, 409]);
    const refused = deleted.find((response) => response.statusCode === 409);
    expect(refused?.json().error.code).toBe("last_basket");
    expect(await basketsOf(client)).toHaveLength(1);
  });

  it("makes one current basket for a profile that has none, however many requests ask at once", async () => {
    const { client, profile } = await shopper();
    // An account just made, or a guest whose baskets went: no basket yet.
    await database()
      .db.update(profiles)
      .set({ currentBasketId: null })
      .where(eq(profiles.id, profile.iProfile));
    await database().db.delete(baskets).where(eq(baskets.profileId, profile.iProfile));
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, () => client.get("/api/wishlist")),
    );
    expect(statuses(answers)).toEqual(Array(CONCURRENT).fill(200));
    expect(new Set(answers.map((answer) => answer.json().basket.iBasket)).size).toBe(1);
    expect(await basketsOf(client)).toHaveLength(1);
  });
});
