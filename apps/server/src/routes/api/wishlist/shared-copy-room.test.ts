import { BASKET_MAX_ITEMS, FREE_BASKETS } from "@frontalier/shared/contracts/wishlist";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../../test/config.ts";
import { CookieClient } from "../../../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { buildApp } from "../../../app.ts";
import { articles, basketItems } from "../../../db/schema.ts";

/** Enough known articles to fill a basket and share 6 more: 20000000, 20000001… */
const codes = Array.from({ length: BASKET_MAX_ITEMS + 6 }, (_, i) => String(20_000_000 + i));
/** The shared list: one article the visitor's list already holds, then 5 it does not. */
const sharedCodes = [codes[0]!, ...codes.slice(BASKET_MAX_ITEMS + 1)];

describe.each(testDatabases())(
  "copying a shared list into a list with little room (issue 19, %s)",
  (kind) => {
    const database = useTestDatabase(kind);
    let app: FastifyInstance;
    let token: string;

    beforeAll(async () => {
      await database()
        .db.insert(articles)
        .values(codes.map((code) => ({ code, name: `ART ${code}`, searchName: `art ${code}` })));
      app = await buildApp(testConfig(), { database: database(), logger: false });
      const owner = await guest("198.51.100.81");
      const basket = await currentBasketId(owner);
      await database()
        .db.insert(basketItems)
        .values(sharedCodes.map((articleCode) => ({ basketId: basket, articleCode, quantity: 2 })));
      token = (await owner.post(`/api/baskets/${basket}/share`)).json().token;
    });
    afterAll(() => app.close());

    const guest = async (ip: string) => {
      const client = new CookieClient(app, ip);
      await client.get("/api/_auth/session");
      return client;
    };
    const currentBasketId = async (client: CookieClient) =>
      (await client.get("/api/_auth/session")).json().profile.iBasket as number;
    /** A visitor at the free list limit whose current list holds `count` articles. */
    const visitorWith = async (ip: string, count: number) => {
      const visitor = await guest(ip);
      for (let made = 1; made < FREE_BASKETS; made++) {
        expect((await visitor.post("/api/baskets", { name: `Liste ${made}` })).statusCode).toBe(
          201,
        );
      }
      const basket = await currentBasketId(visitor);
      await database()
        .db.insert(basketItems)
        .values(
          codes
            .slice(0, count)
            .map((articleCode) => ({ basketId: basket, articleCode, quantity: 1 })),
        );
      return { visitor, basket };
    };
    const articleCount = async (client: CookieClient) =>
      (await client.get("/api/wishlist")).json().items.length as number;

    it("takes what fits into the current list and names the articles left out", async () => {
      const { visitor, basket } = await visitorWith("198.51.100.82", BASKET_MAX_ITEMS - 2);
      // A new list is premium past FREE_BASKETS.
      const intoNew = await visitor.post("/api/wishlist/items/bulk", {
        basket: "new",
        share: token,
      });
      expect(intoNew.statusCode).toBe(402);
      expect(intoNew.json().error.code).toBe("premium_required");

      // What the page asks: a new list when the visitor may make one, else the current one.
      const copied = await visitor.post("/api/wishlist/items/bulk", {
        basket: "newOrCurrent",
        share: token,
      });
      expect(copied.statusCode).toBe(200);
      expect(copied.json()).toEqual({
        iBasket: basket,
        sIndex: expect.any(Number),
        added: 2,
        updated: 1,
        unknown: [],
        // In the shared list's order: the first two new ones took the last two places.
        noRoom: sharedCodes.slice(3),
      });
      expect(await articleCount(visitor)).toBe(BASKET_MAX_ITEMS);
      const items = (await visitor.get("/api/wishlist")).json().items as {
        code: string;
        quantity: number;
      }[];
      // The article already held gets the sharer's quantity on top of its own.
      expect(items.find((item) => item.code === sharedCodes[0])?.quantity).toBe(3);
    });

    it("answers a full list with what it could still do, never a 409 or a 500", async () => {
      const { visitor } = await visitorWith("198.51.100.83", BASKET_MAX_ITEMS);
      const copied = await visitor.post("/api/wishlist/items/bulk", {
        basket: "current",
        share: token,
      });
      expect(copied.statusCode).toBe(200);
      expect(copied.json()).toMatchObject({
        added: 0,
        updated: 1,
        noRoom: sharedCodes.slice(1),
      });
      expect(await articleCount(visitor)).toBe(BASKET_MAX_ITEMS);
    });

    it("still refuses a whole import that does not fit, and says nothing left out when all fit", async () => {
      const { visitor } = await visitorWith("198.51.100.84", BASKET_MAX_ITEMS - 1);
      const imported = await visitor.post("/api/wishlist/items/bulk", {
        items: sharedCodes.slice(1, 3).map((code) => ({ code, quantity: 1 })),
      });
      expect(imported.statusCode).toBe(409);
      expect(imported.json().error.code).toBe("basket_full");

      const roomy = await guest("198.51.100.85");
      const before = await currentBasketId(roomy);
      const copied = await roomy.post("/api/wishlist/items/bulk", {
        basket: "newOrCurrent",
        share: token,
      });
      expect(copied.statusCode).toBe(200);
      expect(copied.json().iBasket).not.toBe(before);
      expect(copied.json()).toMatchObject({ added: sharedCodes.length, noRoom: [], unknown: [] });
    });
  },
);
