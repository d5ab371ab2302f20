import { podiumResponseSchema } from "@frontalier/shared/contracts/podium";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../../test/config.ts";
import { CookieClient } from "../../../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { buildApp } from "../../../app.ts";
import { seedReferenceData } from "../../../catalogue/reference/seed-reference-data.ts";
import { articles, offers } from "../../../db/schema.ts";

// BILLY and KALLAX, real articles of the offline catalogue.
const BILLY = "00263850";
const KALLAX = "80275887";

/**
 * Decision 045: member (IKEA Family) prices through the app. France's shelf price is the lowest;
 * Belgium's member price is lower still, so a member's podium puts Belgium first.
 */
describe.each(testDatabases())("member prices (%s)", (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;

  beforeAll(async () => {
    const { db } = database();
    await seedReferenceData(db);
    await db.insert(articles).values([
      { code: BILLY, name: "BILLY", searchName: "billy" },
      { code: KALLAX, name: "KALLAX", searchName: "kallax" },
    ]);
    const observedAt = new Date();
    const offer = (articleCode: string, country: string, price: number, member: number | null) => ({
      articleCode,
      country,
      priceMinor: price,
      memberPriceMinor: member,
      currency: "EUR",
      availability: "online" as const,
      source: "feed" as const,
      observedAt,
    });
    await db
      .insert(offers)
      .values([
        offer(BILLY, "FR", 9499, null),
        offer(BILLY, "BE", 9999, 8999),
        offer(BILLY, "DE", 9799, null),
        offer(KALLAX, "FR", 4999, null),
        offer(KALLAX, "BE", 5499, 4499),
      ]);
    app = await buildApp(testConfig(), { database: database(), logger: false });
  });
  afterAll(() => app.close());

  const podium = async (query: string) => {
    const response = await app.inject({
      url: `/api/articles/${BILLY}/podium?countries=FR,BE,DE&home=FR${query}`,
    });
    expect(response.statusCode).toBe(200);
    return podiumResponseSchema.parse(response.json());
  };

  it("ranks a non-member on shelf prices, with Belgium's member price as its own line", async () => {
    const body = await podium("");
    expect(body.familyMember).toBeUndefined();
    expect(body.entries.map((entry) => [entry.country, entry.rank])).toEqual([
      ["FR", 1],
      ["DE", 2],
      ["BE", 3],
    ]);
    expect(body.entries[2]!.member).toEqual({
      price: { amountMinor: 8999, currency: "EUR" },
      savingMinor: 1000,
      used: false,
    });
    expect((await podium("&member=0")).entries[0]!.country).toBe("FR");
  });

  it("ranks a member on the member price: Belgium comes first, saying which price was used", async () => {
    const body = await podium("&member=1");
    expect(body.familyMember).toBe(true);
    const [first] = body.entries;
    expect(first!.country).toBe("BE");
    expect(first!.local).toEqual({ amountMinor: 8999, currency: "EUR" });
    expect(first!.member?.used).toBe(true);
    expect(body.entries.find((entry) => entry.country === "FR")!.vsHome).toBeNull();
    expect(first!.vsHome).toEqual({ amountMinor: -500, percent: expect.any(Number) });
  });

  it.each(["2", "yes", "true", "", "1,1"])("refuses member=%s with a 400", async (value) => {
    const response = await app.inject({
      url: `/api/articles/${BILLY}/podium?member=${encodeURIComponent(value)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("validation_failed");
  });

  it("keeps the setting with a guest's profile, answered in the profile and the session", async () => {
    const client = new CookieClient(app, "198.51.100.61");
    const { profile } = (await client.get("/api/_auth/session")).json();
    expect((await client.get("/api/get-info-profil")).json().familyMember).toBe(false);
    const saved = await client.put(`/api/update-info-profil/${profile.iProfile}`, {
      familyMember: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().familyMember).toBe(true);
    expect((await client.get("/api/_auth/session")).json().profile.familyMember).toBe(true);
    // Another guest cannot change it (404), and a malformed value is a 400 that changes nothing.
    const other = new CookieClient(app, "198.51.100.62");
    await other.get("/api/_auth/session");
    const foreign = await other.put(`/api/update-info-profil/${profile.iProfile}`, {
      familyMember: false,
    });
    expect(foreign.statusCode).toBe(404);
    for (const familyMember of ["yes", 1, null]) {
      const bad = await client.put(`/api/update-info-profil/${profile.iProfile}`, { familyMember });
      expect(bad.statusCode).toBe(400);
    }
    expect((await client.get("/api/get-info-profil")).json().familyMember).toBe(true);
  });

  it("counts member prices in a member's wishlist comparison", async () => {
    const client = new CookieClient(app, "198.51.100.63");
    const { profile } = (await client.get("/api/_auth/session")).json();
    await client.post("/api/wishlist/items", { code: KALLAX });
    await client.post(`/api/update-payList-to-basket?iBasket=${profile.iBasket}`, {
      sPaysListe: "FR,BE",
    });
    const local = async (query: string) =>
      (await client.get(`/api/wishlist/comparison${query}`)).json().prices[0].local;
    expect(await local("")).toEqual([4999, 5499]);
    expect(await local("?member=1")).toEqual([4999, 4499]);
  });
});
