import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  deleteKeptAnswers,
  KEPT_ANSWERS_DB,
  keepAnswer,
  keptAnswer,
  MAX_KEPT_ANSWERS,
} from "./kept-answers";
import { FETCHED_AT_HEADER } from "./offline-answers";

const origin = "https://frontalier.example";
const wishlist = `${origin}/api/wishlist`;
const fetchedAt = Date.UTC(2026, 10, 24, 13, 5);

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    statusText: "OK",
    headers: { "content-type": "application/json", ...headers },
  });

/** The rows of the store, read straight from the database. */
async function rows(idb: IDBFactory): Promise<{ url: string; fetchedAt: number }[]> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = idb.open(KEPT_ANSWERS_DB);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    return await new Promise((resolve, reject) => {
      const request = db.transaction("answers").objectStore("answers").getAll();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

describe("the API answers kept in IndexedDB for offline use (decisions 041, 047)", () => {
  let idb: IDBFactory;
  beforeEach(() => {
    idb = new IDBFactory();
    vi.stubGlobal("indexedDB", idb);
  });
  afterEach(async () => {
    await deleteKeptAnswers();
    vi.unstubAllGlobals();
  });

  it("gives back the answer kept, its status, headers and body, with its fetch time", async () => {
    const response = json({ items: [1, 2] }, { "x-request-id": "r1", "content-length": "16" });
    await keepAnswer(wishlist, response, fetchedAt);
    // The caller's answer is left unread, for the page.
    expect(await response.json()).toEqual({ items: [1, 2] });

    const kept = await keptAnswer(wishlist);
    expect(kept?.status).toBe(200);
    expect(kept?.statusText).toBe("OK");
    expect(kept?.headers.get("content-type")).toBe("application/json");
    expect(kept?.headers.get("x-request-id")).toBe("r1");
    expect(kept?.headers.get(FETCHED_AT_HEADER)).toBe(String(fetchedAt));
    expect(await kept?.json()).toEqual({ items: [1, 2] });
    // Read again: each read is a new answer.
    expect(await (await keptAnswer(wishlist))?.text()).toBe('{"items":[1,2]}');
  });

  it("is found under the full URL, whether asked absolute or relative to the page", async () => {
    vi.stubGlobal("location", { href: `${origin}/scanner` });
    await keepAnswer(`${origin}/api/articles/80275887/podium?home=CH`, json({ ok: 1 }), fetchedAt);
    expect(await (await keptAnswer("/api/articles/80275887/podium?home=CH"))?.json()).toEqual({
      ok: 1,
    });
    expect(await keptAnswer("/api/articles/80275887/podium?home=FR")).toBeUndefined();
    expect((await rows(idb)).map((row) => row.url)).toEqual([
      `${origin}/api/articles/80275887/podium?home=CH`,
    ]);
  });

  it("is none for an address never kept", async () => {
    await keepAnswer(wishlist, json([]), fetchedAt);
    expect(await keptAnswer(`${origin}/api/baskets`)).toBeUndefined();
  });

  it("keeps one answer per address: a newer one replaces the older", async () => {
    await keepAnswer(wishlist, json({ version: 1 }), fetchedAt);
    await keepAnswer(wishlist, json({ version: 2 }), fetchedAt + 60_000);
    const kept = await keptAnswer(wishlist);
    expect(await kept?.json()).toEqual({ version: 2 });
    expect(kept?.headers.get(FETCHED_AT_HEADER)).toBe(String(fetchedAt + 60_000));
    expect(await rows(idb)).toHaveLength(1);
  });

  it(`keeps ${MAX_KEPT_ANSWERS} answers at most, the oldest fetched going first`, async () => {
    const podium = (n: number) => `${origin}/api/articles/${String(n).padStart(8, "0")}/podium`;
    // Kept out of order: the time fetched decides, not the order kept.
    for (let n = MAX_KEPT_ANSWERS; n >= 1; n--) {
      await keepAnswer(podium(n), json({ n }), fetchedAt + n * 1000);
    }
    expect(await rows(idb)).toHaveLength(MAX_KEPT_ANSWERS);
    await keepAnswer(wishlist, json({ items: [] }), fetchedAt + 10_000_000);
    await keepAnswer(podium(0), json({ n: 0 }), fetchedAt + 10_000_001);
    const left = await rows(idb);
    expect(left).toHaveLength(MAX_KEPT_ANSWERS);
    expect(await keptAnswer(podium(1))).toBeUndefined();
    expect(await keptAnswer(podium(2))).toBeUndefined();
    expect(await (await keptAnswer(podium(3)))?.json()).toEqual({ n: 3 });
    expect(await (await keptAnswer(wishlist))?.json()).toEqual({ items: [] });
    expect(await (await keptAnswer(podium(0)))?.json()).toEqual({ n: 0 });
  });

  it("keeps the answer just fetched even when all share its time", async () => {
    for (let n = 0; n <= MAX_KEPT_ANSWERS; n++) {
      await keepAnswer(`${origin}/api/baskets/${n}`, json({ n }), fetchedAt);
    }
    expect(await rows(idb)).toHaveLength(MAX_KEPT_ANSWERS);
    expect(await (await keptAnswer(`${origin}/api/baskets/${MAX_KEPT_ANSWERS}`))?.json()).toEqual({
      n: MAX_KEPT_ANSWERS,
    });
  });

  it("forgets every answer at sign-out, and keeps again afterwards", async () => {
    await keepAnswer(wishlist, json({ items: [] }), fetchedAt);
    await keepAnswer(`${origin}/api/_auth/session`, json({ user: null }), fetchedAt);
    await deleteKeptAnswers();
    expect((await idb.databases()).map((db) => db.name)).not.toContain(KEPT_ANSWERS_DB);
    expect(await keptAnswer(wishlist)).toBeUndefined();
    await keepAnswer(wishlist, json({ items: [3] }), fetchedAt + 1);
    expect(await (await keptAnswer(wishlist))?.json()).toEqual({ items: [3] });
  });

  it("gives way to a sign-out in another tab: the database is deleted, not held open", async () => {
    await keepAnswer(wishlist, json({ items: [] }), fetchedAt);
    // Another tab deletes the database while this context (the worker) holds a connection.
    await new Promise<void>((resolve, reject) => {
      const request = idb.deleteDatabase(KEPT_ANSWERS_DB);
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
    });
    expect(await keptAnswer(wishlist)).toBeUndefined();
    await keepAnswer(wishlist, json({ items: [4] }), fetchedAt + 1);
    expect(await (await keptAnswer(wishlist))?.json()).toEqual({ items: [4] });
  });

  it("never fails without IndexedDB (an old browser, a private mode that refuses it)", async () => {
    vi.stubGlobal("indexedDB", undefined);
    await expect(keepAnswer(wishlist, json({ items: [] }), fetchedAt)).resolves.toBeUndefined();
    await expect(keptAnswer(wishlist)).resolves.toBeUndefined();
    await expect(deleteKeptAnswers()).resolves.toBeUndefined();

    const refusing = {
      open: () => {
        throw new DOMException("The user denied permission", "InvalidStateError");
      },
    };
    vi.stubGlobal("indexedDB", refusing);
    await expect(keepAnswer(wishlist, json({ items: [] }), fetchedAt)).resolves.toBeUndefined();
    await expect(keptAnswer(wishlist)).resolves.toBeUndefined();
  });
});
