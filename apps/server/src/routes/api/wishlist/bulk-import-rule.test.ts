import de from "@frontalier/shared/locales/de/errors.json" with { type: "json" };
import en from "@frontalier/shared/locales/en/errors.json" with { type: "json" };
import { FREE_IMPORT_MAX_LINES } from "@frontalier/shared/pdf-import/limits";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../../test/config.ts";
import { CookieClient } from "../../../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { buildApp } from "../../../app.ts";
import { signedInClient } from "../../../billing/testing/signed-in-client.ts";
import { articles, profiles } from "../../../db/schema.ts";
import { createMailer } from "../../../mail/mailer.ts";

/** 40 article codes the catalogue knows: 10000000, 10000001… */
const codes = Array.from({ length: 40 }, (_, i) => String(10_000_000 + i));
const lines = (count: number) => codes.slice(0, count).map((code) => ({ code, quantity: 2 }));
/** A scanned bundle label of every code, raw GS1 with group separators. */
const label = codes.map((code, i) => `240${code}30${i + 1}`).join("\u001d");

describe.each(testDatabases())(
  "PDF imports over 30 lines are premium, on the server (%s)",
  (kind) => {
    const database = useTestDatabase(kind);
    const mailer = createMailer({ from: "test@frontalier.test" });
    let app: FastifyInstance;

    beforeAll(async () => {
      await database()
        .db.insert(articles)
        .values(codes.map((code) => ({ code, name: `ART ${code}`, searchName: `art ${code}` })));
      app = await buildApp(testConfig(), { database: database(), logger: false, mailer });
    });
    afterAll(() => app.close());

    const guest = async (ip: string) => {
      const client = new CookieClient(app, ip);
      await client.get("/api/_auth/session");
      return client;
    };
    const articleCount = async (client: CookieClient) =>
      (await client.get("/api/wishlist")).json().items.length as number;

    it(`takes ${FREE_IMPORT_MAX_LINES} lines from anyone and refuses the 31st with a translated 402`, async () => {
      const client = await guest("198.51.100.61");
      const refused = await client.post(
        "/api/wishlist/items/bulk",
        { items: lines(FREE_IMPORT_MAX_LINES + 1) },
        { "accept-language": "de" },
      );
      expect(refused.statusCode).toBe(402);
      expect(refused.json().error).toMatchObject({
        code: "premium_required",
        message: de.premium_required,
      });
      expect(await articleCount(client)).toBe(0);
      // Nor into a new basket: none is made for a refused import.
      const intoNew = await client.post("/api/wishlist/items/bulk", {
        basket: "new",
        items: lines(FREE_IMPORT_MAX_LINES + 1),
      });
      expect(intoNew.statusCode).toBe(402);
      expect((await client.get("/api/get-basket-user")).json().data).toHaveLength(1);

      const taken = await client.post(
        "/api/wishlist/items/bulk",
        { items: lines(FREE_IMPORT_MAX_LINES) },
        { "accept-language": "en" },
      );
      expect(taken.statusCode).toBe(200);
      expect(taken.json()).toMatchObject({ added: FREE_IMPORT_MAX_LINES, unknown: [] });
      expect(await articleCount(client)).toBe(FREE_IMPORT_MAX_LINES);
      expect(en.premium_required).not.toBe(de.premium_required);
    });

    it("takes a premium user's 40-line import", async () => {
      const { client, profileId } = await signedInClient(app, mailer, "import@example.test");
      expect((await client.post("/api/wishlist/items/bulk", { items: lines(40) })).statusCode).toBe(
        402,
      );
      await database()
        .db.update(profiles)
        .set({ premiumUntil: new Date(Date.now() + 86_400_000) })
        .where(eq(profiles.id, profileId));
      const taken = await client.post("/api/wishlist/items/bulk", { items: lines(40) });
      expect(taken.statusCode).toBe(200);
      expect(taken.json()).toMatchObject({ added: 40 });
    });

    it("reads a scanned bundle label itself: free whatever its length", async () => {
      const client = await guest("198.51.100.62");
      const taken = await client.post("/api/wishlist/items/bulk", { label });
      expect(taken.statusCode).toBe(200);
      expect(taken.json()).toMatchObject({ added: 40, unknown: [] });
      const items = (await client.get("/api/wishlist")).json().items as {
        code: string;
        quantity: number;
      }[];
      // The quantities are the label's, not anything the client claims.
      expect(items.find((item) => item.code === "10000039")?.quantity).toBe(40);

      const notALabel = await client.post("/api/wishlist/items/bulk", { label: "10000000" });
      expect(notALabel.statusCode).toBe(400);
      const both = await client.post("/api/wishlist/items/bulk", { label, items: lines(1) });
      expect(both.statusCode).toBe(400);
    });

    it("copies a shared 40-article list for a free visitor, by its token only", async () => {
      const owner = await guest("198.51.100.63");
      await owner.post("/api/wishlist/items/bulk", { label });
      const basket = (await owner.get("/api/get-basket-user")).json().data[0].iBasket as number;
      const { token } = (await owner.post(`/api/baskets/${basket}/share`)).json();

      const visitor = await guest("198.51.100.64");
      const copied = await visitor.post("/api/wishlist/items/bulk", { share: token });
      expect(copied.statusCode).toBe(200);
      expect(copied.json()).toMatchObject({ added: 40 });
      expect(await articleCount(visitor)).toBe(40);

      const unknown = await visitor.post("/api/wishlist/items/bulk", {
        share: "A".repeat(32),
      });
      expect(unknown.statusCode).toBe(404);
    });
  },
);
