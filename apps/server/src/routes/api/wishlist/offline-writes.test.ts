import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../../test/config.ts";
import { CookieClient } from "../../../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { buildApp } from "../../../app.ts";
import { seedReferenceData } from "../../../catalogue/reference/seed-reference-data.ts";
import { appliedWrites, articles } from "../../../db/schema.ts";
import {
  APPLIED_WRITE_RETENTION_MS,
  forgetAppliedWrites,
} from "../../../wishlist/client-writes.ts";

const CODES = ["80275887", "10345678", "20456789"];

/** Decision 043: ticks and quantities sent with a client-made id, replayed after a time offline. */
describe.each(testDatabases())("offline writes to a wishlist (%s)", (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;

  beforeAll(async () => {
    const { db } = database();
    await seedReferenceData(db);
    await db
      .insert(articles)
      .values(CODES.map((code, i) => ({ code, name: `ARTICLE ${i}`, searchName: `article ${i}` })));
    app = await buildApp(testConfig(), { database: database(), logger: false });
  });
  afterAll(() => app.close());

  async function shopperWithList() {
    const client = new CookieClient(app);
    const { profile } = (await client.get("/api/_auth/session")).json();
    for (const code of CODES) await client.post("/api/wishlist/items", { code, quantity: 2 });
    return { client, basketId: profile.iBasket as number };
  }

  const stamp = (at = Date.now()) => ({ id: randomUUID(), at });
  const tick = (client: CookieClient, code: string, body: object, basket = "") =>
    client.request("PUT", `/api/wishlist/items/${code}/tick${basket}`, body);
  const lineOf = async (client: CookieClient, code: string) =>
    (await client.get("/api/wishlist"))
      .json()
      .items.find((item: { code: string }) => item.code === code);

  it("ticks and unticks a line, kept on the server and shown to another request", async () => {
    const { client } = await shopperWithList();
    const at = Date.now() - 60_000;
    const ticked = await tick(client, "80275887", { ticked: true, write: stamp(at) });
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json().write).toMatchObject({ outcome: "applied", replayed: false });
    expect((await lineOf(client, "80275887")).tickedAt).toBe(new Date(at).toISOString());
    expect((await lineOf(client, "10345678")).tickedAt).toBeNull();
    await tick(client, "80275887", { ticked: false, write: stamp() });
    expect((await lineOf(client, "80275887")).tickedAt).toBeNull();
  });

  it("answers a replayed id with the first outcome and applies nothing again", async () => {
    const { client } = await shopperWithList();
    const write = stamp();
    const first = await client.request("PATCH", "/api/wishlist/items/80275887", {
      quantity: 5,
      write,
    });
    expect(first.json().write).toEqual({ id: write.id, outcome: "applied", replayed: false });
    // Another device changes the quantity later; the old write's replay must not undo it.
    await client.request("PATCH", "/api/wishlist/items/80275887", {
      quantity: 7,
      write: stamp(write.at + 1000),
    });
    const again = await client.request("PATCH", "/api/wishlist/items/80275887", {
      quantity: 5,
      write,
    });
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json().write).toEqual({ id: write.id, outcome: "applied", replayed: true });
    expect((await lineOf(client, "80275887")).quantity).toBe(7);
    const { db } = database();
    expect(
      await db.select().from(appliedWrites).where(eq(appliedWrites.writeId, write.id)),
    ).toHaveLength(1);
  });

  it("keeps the newer write when an older one arrives late, for ticks and quantities", async () => {
    const { client } = await shopperWithList();
    const now = Date.now();
    await tick(client, "10345678", { ticked: true, write: stamp(now - 1000) });
    const late = await tick(client, "10345678", { ticked: false, write: stamp(now - 5000) });
    expect(late.statusCode).toBe(200);
    expect(late.json().write.outcome).toBe("superseded");
    expect((await lineOf(client, "10345678")).tickedAt).toBe(new Date(now - 1000).toISOString());

    await client.request("PATCH", "/api/wishlist/items/10345678", {
      quantity: 4,
      write: stamp(now - 1000),
    });
    const older = await client.request("PATCH", "/api/wishlist/items/10345678", {
      quantity: 9,
      write: stamp(now - 2000),
    });
    expect(older.json().write.outcome).toBe("superseded");
    expect((await lineOf(client, "10345678")).quantity).toBe(4);
    // A tick's time and a quantity's are apart: an old tick still applies after a new quantity.
    const otherField = await tick(client, "20456789", { ticked: true, write: stamp(now - 9000) });
    expect(otherField.json().write.outcome).toBe("applied");
  });

  it("never lets a clock ahead win: a write's time is at most the server's", async () => {
    const { client } = await shopperWithList();
    await tick(client, "80275887", { ticked: true, write: stamp(Date.now() + 86_400_000) });
    const line = await lineOf(client, "80275887");
    expect(Date.parse(line.tickedAt)).toBeLessThanOrEqual(Date.now());
    await tick(client, "80275887", { ticked: false, write: stamp() });
    expect((await lineOf(client, "80275887")).tickedAt).toBeNull();
  });

  it("applies one of two requests with the same id sent at once", async () => {
    const { client } = await shopperWithList();
    const write = stamp();
    const body = { quantity: 3, write };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        client.request("PATCH", "/api/wishlist/items/20456789", body),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const replays = answers.map((answer) => answer.json().write.replayed);
    expect(replays.filter((replayed) => !replayed)).toHaveLength(1);
    const { db } = database();
    expect(
      await db.select().from(appliedWrites).where(eq(appliedWrites.writeId, write.id)),
    ).toHaveLength(1);
  });

  it("answers a line no longer there with 404, again on a replay, and never ticks a line added later", async () => {
    const { client } = await shopperWithList();
    await client.delete("/api/wishlist/items/80275887");
    const write = stamp();
    const gone = await tick(client, "80275887", { ticked: true, write });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe("not_found");
    await client.post("/api/wishlist/items", { code: "80275887" });
    expect((await tick(client, "80275887", { ticked: true, write })).statusCode).toBe(404);
    expect((await lineOf(client, "80275887")).tickedAt).toBeNull();
  });

  it("clears a removed line's tick: added again, it starts unticked", async () => {
    const { client } = await shopperWithList();
    await tick(client, "10345678", { ticked: true, write: stamp() });
    await client.delete("/api/wishlist/items/10345678");
    await client.post("/api/wishlist/items", { code: "10345678" });
    expect((await lineOf(client, "10345678")).tickedAt).toBeNull();
  });

  it("unticks every line for a new trip, but for a tick made after", async () => {
    const { client } = await shopperWithList();
    const now = Date.now();
    await tick(client, "80275887", { ticked: true, write: stamp(now - 5000) });
    await tick(client, "10345678", { ticked: true, write: stamp(now - 1000) });
    const cleared = await client.post("/api/wishlist/ticks/clear", { write: stamp(now - 2000) });
    expect(cleared.statusCode).toBe(200);
    const ticks = cleared
      .json()
      .items.map((item: { code: string; tickedAt: string | null }) => [
        item.code,
        item.tickedAt !== null,
      ]);
    expect(ticks).toEqual([
      ["80275887", false],
      ["10345678", true],
      ["20456789", false],
    ]);
  });

  it("refuses another profile's basket, and a write id another profile or write used", async () => {
    const owner = await shopperWithList();
    const other = await shopperWithList();
    const write = stamp();
    const foreign = await tick(
      other.client,
      "80275887",
      { ticked: true, write },
      `?iBasket=${owner.basketId}`,
    );
    expect(foreign.statusCode).toBe(404);
    expect((await lineOf(owner.client, "80275887")).tickedAt).toBeNull();
    const clear = await other.client.post(`/api/wishlist/ticks/clear?iBasket=${owner.basketId}`, {
      write: stamp(),
    });
    expect(clear.statusCode).toBe(404);

    await tick(owner.client, "80275887", { ticked: true, write });
    const stolen = await tick(other.client, "80275887", { ticked: true, write });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().error.code).toBe("conflict");
    const reused = await tick(owner.client, "10345678", { ticked: true, write });
    expect(reused.statusCode).toBe(409);
    expect((await lineOf(owner.client, "10345678")).tickedAt).toBeNull();
  });

  it("refuses bad input with a translated 400 and applies nothing", async () => {
    const { client } = await shopperWithList();
    const { db } = database();
    const recorded = (await db.select().from(appliedWrites)).length;
    const bodies: object[] = [
      {},
      { ticked: true },
      { ticked: "yes", write: stamp() },
      { ticked: true, write: { id: "not-a-uuid", at: Date.now() } },
      { ticked: true, write: { id: randomUUID() } },
      { ticked: true, write: { id: randomUUID(), at: -1 } },
      { ticked: true, write: { id: randomUUID(), at: 1.5 } },
      { ticked: true, write: { id: randomUUID(), at: "1700000000000" } },
      { ticked: true, write: { id: randomUUID(), at: 1e300 } },
      { ticked: true, write: { id: randomUUID(), at: Date.now(), extra: 1 } },
      { ticked: true, write: [randomUUID(), Date.now()] },
    ];
    for (const body of bodies) {
      const answer = await tick(client, "80275887", body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.code).toBe("validation_failed");
    }
    const badQuantity = await client.request("PATCH", "/api/wishlist/items/80275887", {
      quantity: 0,
      write: stamp(),
    });
    expect(badQuantity.statusCode).toBe(400);
    expect((await tick(client, "1234", { ticked: true, write: stamp() })).statusCode).toBe(400);
    expect((await lineOf(client, "80275887")).tickedAt).toBeNull();
    expect(await db.select().from(appliedWrites)).toHaveLength(recorded);
  });

  it("refuses a padded write unread (413)", async () => {
    const { client } = await shopperWithList();
    const padded = { ticked: true, write: stamp(), pad: "x".repeat(8000) };
    const big = await tick(client, "80275887", padded);
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe("payload_too_large");
    expect((await lineOf(client, "80275887")).tickedAt).toBeNull();
  });

  it("keeps the owner's ticks off the shared list", async () => {
    const { client, basketId } = await shopperWithList();
    await tick(client, "80275887", { ticked: true, write: stamp() });
    const { token } = (await client.post(`/api/baskets/${basketId}/share`)).json();
    const shared = await new CookieClient(app, "203.0.113.9").get(`/api/shared/${token}`);
    expect(shared.statusCode).toBe(200);
    for (const item of shared.json().items) expect(item).not.toHaveProperty("tickedAt");
  });

  it("forgets write ids after the retention", async () => {
    const { client } = await shopperWithList();
    const write = stamp();
    await tick(client, "80275887", { ticked: true, write });
    const { db } = database();
    expect(await forgetAppliedWrites(db, Date.now() + APPLIED_WRITE_RETENTION_MS - 60_000)).toBe(0);
    expect(
      await forgetAppliedWrites(db, Date.now() + APPLIED_WRITE_RETENTION_MS + 60_000),
    ).toBeGreaterThan(0);
    expect(
      await db.select().from(appliedWrites).where(eq(appliedWrites.writeId, write.id)),
    ).toEqual([]);
  });
});
