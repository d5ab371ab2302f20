import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  buildCacheName,
  keepsFetchedFile,
  NETWORK_TIMEOUT_MS,
  networkOrCopy,
  routeFor,
  staleCaches,
} from "./sw-routes";

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

describe("a hanging connection (decision 047)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A request that neither fails nor answers until the test says. */
  const hanging = () => {
    let answer: (value: string) => void = () => {};
    let fail: (error: Error) => void = () => {};
    const promise = new Promise<string>((resolve, reject) => {
      answer = resolve;
      fail = reject;
    });
    return { promise, answer, fail };
  };

  const outcome = (promise: Promise<string>) => {
    const seen: { value?: string; error?: unknown } = {};
    promise.then(
      (value) => {
        seen.value = value;
      },
      (error: unknown) => {
        seen.error = error;
      },
    );
    return seen;
  };

  it("answers from the network when it answers in time", async () => {
    const network = hanging();
    const copy = vi.fn(async () => "copy");
    const seen = outcome(networkOrCopy(network.promise, copy, NETWORK_TIMEOUT_MS));
    await vi.advanceTimersByTimeAsync(NETWORK_TIMEOUT_MS - 1);
    network.answer("network");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen.value).toBe("network");
    expect(copy).not.toHaveBeenCalled();
  });

  it("shows the copy once the timeout has passed with no answer, not before", async () => {
    const network = hanging();
    const seen = outcome(networkOrCopy(network.promise, async () => "copy", NETWORK_TIMEOUT_MS));
    await vi.advanceTimersByTimeAsync(NETWORK_TIMEOUT_MS - 1);
    expect(seen).toEqual({});
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.value).toBe("copy");
    // The late answer changes nothing for this request (the worker keeps it for the next).
    network.answer("network");
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.value).toBe("copy");
  });

  it("shows the copy at once when the network fails, without waiting for the timeout", async () => {
    const network = hanging();
    const seen = outcome(networkOrCopy(network.promise, async () => "copy", NETWORK_TIMEOUT_MS));
    network.fail(new TypeError("Failed to fetch"));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.value).toBe("copy");
  });

  it("with no copy, waits for the network past the timeout, its failure then the answer", async () => {
    const late = hanging();
    const answered = outcome(networkOrCopy(late.promise, async () => undefined, 100));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(answered).toEqual({});
    late.answer("network");
    await vi.advanceTimersByTimeAsync(0);
    expect(answered.value).toBe("network");

    const failing = hanging();
    const failed = outcome(networkOrCopy(failing.promise, async () => undefined, 100));
    await vi.advanceTimersByTimeAsync(5_000);
    const error = new TypeError("Failed to fetch");
    failing.fail(error);
    await vi.advanceTimersByTimeAsync(0);
    expect(failed.error).toBe(error);
  });

  it("treats a copy that cannot be read as none", async () => {
    const network = hanging();
    const seen = outcome(
      networkOrCopy(
        network.promise,
        async () => {
          throw new Error("cache gone");
        },
        100,
      ),
    );
    await vi.advanceTimersByTimeAsync(200);
    expect(seen).toEqual({});
    network.answer("network");
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.value).toBe("network");
  });
});
