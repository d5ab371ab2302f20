import { browserStorageKeys } from "@frontalier/shared/browser-storage";
/** Spec §9: the build manifest is fetched about 1 s after start. */
export const MANIFEST_CHECK_DELAY_MS = 1000;
/** Spec §4/§9: a chunk-loading error reloads a path at most once every 10 s. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const CHUNK_RELOAD_STORAGE_KEY = browserStorageKeys.chunkReloadGuard;

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * Compares the running build with builds/latest.json; when they differ, reads
 * builds/meta/{id}.json. Errors are only logged (spec §8).
 */
export async function checkForNewBuild(
  currentId: string,
  fetchFn: Fetch = fetch,
): Promise<boolean> {
  try {
    const latest = (await (await fetchFn("/builds/latest.json", { cache: "no-store" })).json()) as {
      id?: unknown;
    };
    if (typeof latest.id !== "string" || latest.id === "")
      throw new TypeError("Malformed build manifest");
    if (latest.id === currentId) return false;
    const meta = await fetchFn(`/builds/meta/${encodeURIComponent(latest.id)}.json`, {
      cache: "no-store",
    });
    return meta.ok;
  } catch (error) {
    console.warn("Build manifest check failed", error);
    return false;
  }
}

type GuardStorage = Pick<Storage, "getItem" | "setItem">;

/** True (and remembered) when `path` may be reloaded now; false within 10 s of the last one. */
export function claimChunkReload(path: string, now: number, storage: GuardStorage): boolean {
  let guard: Record<string, number> = {};
  try {
    guard = JSON.parse(storage.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? "{}") as Record<string, number>;
  } catch {
    guard = {};
  }
  const last = guard[path];
  if (last !== undefined && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  guard[path] = now;
  try {
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, JSON.stringify(guard));
  } catch {
    return false;
  }
  return true;
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch dynamically/i.test(
    message,
  );
}

/** Reloads the page for a failed chunk unless this path was reloaded in the last 10 s. */
export function reloadForChunkError(): boolean {
  const path = location.pathname;
  if (!claimChunkReload(path, Date.now(), sessionStorage)) return false;
  location.reload();
  return true;
}
