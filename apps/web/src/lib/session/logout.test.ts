import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readCookie, writeCookie } from "../cookies";
import { deleteKeptAnswers, keepAnswer, keptAnswer } from "../offline/kept-answers";
import { logout } from "./logout";
import { clearSession, getSession, refreshSession } from "./session-store";

const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

const signedIn = {
  user: { iProfile: 7, sPrenom: "Camille", sNom: "Martin", sPhoto: null, sTypeAccount: "EMAIL" },
  profile: {
    iProfile: 7,
    iBasket: 12,
    sIndex: 0,
    sPaysLangue: "FR/FR",
    sPaysFav: "FR",
    home: "FR",
    countries: ["FR", "BE"],
  },
};

describe("Déconnexion (spec §2, §7)", () => {
  const assign = vi.fn();
  beforeEach(() => {
    vi.stubGlobal("location", { ...window.location, assign, protocol: "http:" });
  });
  afterEach(async () => {
    await deleteKeptAnswers();
    vi.unstubAllGlobals();
    clearSession();
  });

  const requests = (fetchMock: ReturnType<typeof vi.fn>) =>
    fetchMock.mock.calls
      .map(
        ([input, init]) => `${(init as RequestInit | undefined)?.method ?? "GET"} ${String(input)}`,
      )
      .filter((line) => !line.startsWith("GET"));

  it("calls the logout, then ends the session, clears every cookie and goes to /login", async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith("/api/_auth/session") && !init?.method
        ? json(signedIn)
        : json(undefined, 204),
    );
    vi.stubGlobal("fetch", fetchMock);
    await refreshSession();
    writeCookie("frontalier_consent", "declined", 1);
    await logout();
    expect(requests(fetchMock)).toEqual(["POST /api/logout", "DELETE /api/_auth/session"]);
    expect(readCookie("frontalier_consent")).toBeNull();
    expect(getSession().user).toBeNull();
    expect(assign).toHaveBeenCalledWith("/login");
  });

  it("still ends the session, once, when the logout call fails", async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith("/api/logout")) throw new TypeError("offline");
      return String(input).endsWith("/api/_auth/session") && !init?.method
        ? json(signedIn)
        : json(undefined, 204);
    });
    vi.stubGlobal("fetch", fetchMock);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await refreshSession();
    await logout();
    expect(requests(fetchMock)).toEqual(["POST /api/logout", "DELETE /api/_auth/session"]);
    expect(warn).toHaveBeenCalledWith("Logout failed", expect.any(TypeError));
    expect(assign).toHaveBeenCalledWith("/login");
    warn.mockRestore();
  });

  it("forgets the answers the service worker kept for offline use (decision 041)", async () => {
    const idb = new IDBFactory();
    vi.stubGlobal("indexedDB", idb);
    await keepAnswer("https://frontalier.example/api/wishlist", json({ items: [] }), Date.now());
    // An earlier build kept them in Cache Storage.
    const deleted: string[] = [];
    vi.stubGlobal("caches", { delete: async (name: string) => deleted.push(name) > 0 });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(undefined, 204)),
    );
    await logout();
    expect((await idb.databases()).map((db) => db.name)).not.toContain("frontalier-api");
    expect(await keptAnswer("https://frontalier.example/api/wishlist")).toBeUndefined();
    expect(deleted).toEqual(["frontalier-api"]);
    expect(assign).toHaveBeenCalledWith("/login");
  });
});
