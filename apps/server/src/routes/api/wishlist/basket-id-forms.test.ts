import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../../test/app.ts";
import { CookieClient } from "../../../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { seedReferenceData } from "../../../catalogue/reference/seed-reference-data.ts";
import { articles } from "../../../db/schema.ts";

const CODE = "80275887";

/** Forms of a basket id that are not its decimal digits: each must be refused, never read. */
const malformed = (id: number): unknown[] => [
  `${id}.0`,
  `+${id}`,
  ` ${id}`,
  `${id} `,
  `0${id}`,
  `${id}abc`,
  `0x${id.toString(16)}`,
  `${id / 10}e1`,
  "",
  "-1",
  "99999999999",
];

describe.each(testDatabases())("a basket id as a number or as text (%s)", (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;

  beforeAll(async () => {
    const { db } = database();
    await seedReferenceData(db);
    await db.insert(articles).values({ code: CODE, name: "ARTICLE", searchName: "article" });
    app = await buildTestApp(database());
  });
  afterAll(() => app.close());

  /** A shopper with two baskets: the first, and a second one that is now current. */
  async function shopperWithTwoBaskets() {
    const client = new CookieClient(app);
    const first = (await client.get("/api/_auth/session")).json().profile.iBasket as number;
    const second = (await client.post("/api/baskets", {})).json().iBasket as number;
    return { client, first, second };
  }

  const itemsOf = async (client: CookieClient, basket: number) =>
    (await client.get(`/api/wishlist?iBasket=${basket}`)).json().items as { code: string }[];

  const bulk = (client: CookieClient, basket: unknown) =>
    client.post("/api/wishlist/items/bulk", { items: [{ code: CODE, quantity: 1 }], basket });

  it.each([
    ["a number", (id: number) => id],
    ["its digits as text, as the spec's client sends iBasket", (id: number) => String(id)],
  ])("bulk add honours a basket id given as %s", async (_, form) => {
    const { client, first, second } = await shopperWithTwoBaskets();
    const response = await bulk(client, form(first));
    expect(response.statusCode).toBe(200);
    expect(response.json().iBasket).toBe(first);
    expect(await itemsOf(client, first)).toHaveLength(1);
    expect(await itemsOf(client, second)).toHaveLength(0);
  });

  it("bulk add refuses another profile's basket, as a number or as text, with a 404", async () => {
    const owner = await shopperWithTwoBaskets();
    const { client, second } = await shopperWithTwoBaskets();
    for (const basket of [owner.first, String(owner.first)]) {
      const response = await bulk(client, basket);
      expect(response.statusCode, String(basket)).toBe(404);
    }
    expect(await itemsOf(client, second)).toHaveLength(0);
    expect(await itemsOf(owner.client, owner.first)).toHaveLength(0);
  });

  it("bulk add refuses a malformed basket id with a 400, and adds nothing anywhere", async () => {
    const { client, first, second } = await shopperWithTwoBaskets();
    for (const basket of [...malformed(first), true, 1.5, -3, 0, null, [first], { id: first }]) {
      const response = await bulk(client, basket);
      expect(response.statusCode, JSON.stringify(basket)).toBe(400);
      expect(response.json().error.code).toBe("validation_failed");
    }
    expect(await itemsOf(client, first)).toHaveLength(0);
    expect(await itemsOf(client, second)).toHaveLength(0);
  });

  it("`?iBasket=` honours the basket's digits and refuses any other form of them", async () => {
    const { client, first } = await shopperWithTwoBaskets();
    const urls = (id: string) => [
      `/api/wishlist?iBasket=${id}`,
      `/api/wishlist/comparison?iBasket=${id}`,
      `/api/get-list-pays-basket?iBasket=${id}`,
    ];
    for (const url of urls(String(first))) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(200);
    }
    const added = await client.post(`/api/wishlist/items?iBasket=${first}`, { code: CODE });
    expect(added.json().basket.iBasket).toBe(first);
    for (const form of malformed(first) as string[]) {
      const id = encodeURIComponent(form);
      for (const url of urls(id)) {
        const response = await client.get(url);
        expect(response.statusCode, url).toBe(400);
      }
      const write = await client.post(`/api/wishlist/items?iBasket=${id}`, { code: CODE });
      expect(write.statusCode, form).toBe(400);
    }
  });
});
