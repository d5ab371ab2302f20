import { describe, expect, it, vi } from "vitest";
import {
  CHUNK_RELOAD_GUARD_MS,
  checkForNewBuild,
  claimChunkReload,
  isChunkLoadError,
} from "./build-refresh";

function memoryStorage(): Pick<Storage, "getItem" | "setItem"> {
  const data = new Map<string, string>();
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("chunk reload guard (spec §4: once per 10 s per path)", () => {
  it("allows one reload per path per 10 s", () => {
    const storage = memoryStorage();
    expect(claimChunkReload("/map", 1_000, storage)).toBe(true);
    expect(claimChunkReload("/map", 1_000 + CHUNK_RELOAD_GUARD_MS - 1, storage)).toBe(false);
    expect(claimChunkReload("/faq", 1_500, storage)).toBe(true);
    expect(claimChunkReload("/map", 1_000 + CHUNK_RELOAD_GUARD_MS, storage)).toBe(true);
  });

  it("survives a corrupt guard", () => {
    const storage = memoryStorage();
    storage.setItem("chunk-reload-guard", "{not json");
    expect(claimChunkReload("/", 0, storage)).toBe(true);
  });

  it("recognises chunk-loading failures", () => {
    expect(
      isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js")),
    ).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });
});

describe("build manifest check", () => {
  it("reports no newer build when the ids match", async () => {
    const fetchFn = vi.fn(async () => json({ id: "abc" }));
    expect(await checkForNewBuild("abc", fetchFn)).toBe(false);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it("reads the newer build's meta file when the ids differ", async () => {
    const fetchFn = vi.fn(async (url: string) =>
      url.endsWith("latest.json") ? json({ id: "new" }) : json({ id: "new" }),
    );
    expect(await checkForNewBuild("old", fetchFn)).toBe(true);
    expect(fetchFn).toHaveBeenLastCalledWith("/builds/meta/new.json", { cache: "no-store" });
  });

  it("only logs a failed fetch", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(
      await checkForNewBuild("x", async () => {
        throw new TypeError("offline");
      }),
    ).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
