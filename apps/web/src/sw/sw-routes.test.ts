import { describe, expect, it } from "vitest";
import { buildCacheName, keepsFetchedFile, routeFor, staleCaches } from "./sw-routes";

const origin = "https://frontalier.example";
const get = (path: string, mode = "cors") => ({ method: "GET", mode, url: `${origin}${path}` });

describe("service worker routes (decision 041)", () => {
  it("answers every page of the app as a navigation, whatever its path", () => {
    expect(routeFor(get("/wishlist/12?index=0", "navigate"), origin)).toBe("navigate");
    expect(routeFor(get("/podium/802.758.87", "navigate"), origin)).toBe("navigate");
  });

  it.each([
    "/api/_auth/session",
    "/api/wishlist",
    "/api/wishlist/comparison",
    "/api/baskets",
    "/api/baskets/12",
    "/api/baskets/12/current",
    "/api/get-basket-user",
    "/api/articles/80275887/podium?country=FR",
  ])("keeps %s for offline", (path) => {
    expect(routeFor(get(path), origin)).toBe("kept-api");
  });

  it.each([
    "/api/articles/80275887/podium/stream",
    "/api/baskets/12/export.csv",
    "/api/admin/jobs",
    "/api/health",
    "/builds/latest.json",
    "/sw.js",
  ])("leaves %s to the network", (path) => {
    expect(routeFor(get(path), origin)).toBe("network");
  });

  it("never touches writes nor other origins", () => {
    expect(routeFor({ ...get("/api/wishlist"), method: "POST" }, origin)).toBe("network");
    expect(routeFor({ ...get("/assets/a.js"), method: "HEAD" }, origin)).toBe("network");
    expect(routeFor(get("/assets/a.js"), "https://other.example")).toBe("network");
    expect(
      routeFor({ method: "GET", mode: "navigate", url: "https://stats.example/x" }, origin),
    ).toBe("network");
  });

  it("serves the build's files and icons from its cache, keeping only hashed ones it fetches", () => {
    for (const path of [
      "/assets/Bm4liS7k.js",
      "/assets/locales/b1/fr/common.json",
      "/icons/icon-192.png",
      "/manifest.webmanifest",
    ]) {
      expect(routeFor(get(path), origin)).toBe("static");
    }
    expect(keepsFetchedFile("/assets/Bm4liS7k.js")).toBe(true);
    expect(keepsFetchedFile("/icons/icon-192.png")).toBe(false);
    expect(keepsFetchedFile("/manifest.webmanifest")).toBe(false);
  });

  it("deletes older builds' caches on activation, never the kept answers nor others' caches", () => {
    const names = [buildCacheName("old-1"), buildCacheName("new-2"), "frontalier-api", "other"];
    expect(staleCaches(names, "new-2")).toEqual([buildCacheName("old-1")]);
    expect(staleCaches(names, "old-1")).toEqual([buildCacheName("new-2")]);
  });
});
