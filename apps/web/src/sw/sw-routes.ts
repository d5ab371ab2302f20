import { browserStorageKeys } from "@frontalier/shared/browser-storage";

/**
 * How the service worker answers each request (decision 041). Pure, so that the choice is tested
 * without a worker: the worker only carries it out.
 *
 * - `navigate`: a page; the network, else the shell this build precached (offline: never blank).
 * - `static`: a file of the build or an icon; the cache, else the network (kept when it is a
 *   hashed file, which never changes under its name: no two builds' chunks are ever mixed).
 * - `kept-api`: an answer the shopper's pages need offline (their session, wishlist, baskets and
 *   lists, the podiums they opened); the network, kept with its time in IndexedDB, else the kept
 *   copy.
 * - `network`: everything else, untouched (writes, streams, build manifests, the admin).
 */
export type SwRoute = "navigate" | "static" | "kept-api" | "network";

/** The shell precached with each build: the server's index.html with no page's hints in it. */
export const SHELL_URL = "/index.html";

const keptApi: readonly RegExp[] = [
  /^\/api\/_auth\/session$/,
  /^\/api\/get-info-profil$/,
  /^\/api\/wishlist(\/comparison|\/freshness)?$/,
  /^\/api\/baskets(\/[^/]+(\/current)?)?$/,
  /^\/api\/get-basket-user$/,
  /^\/api\/get-list-pays-basket$/,
  /^\/api\/get-all-infos-4country$/,
  /^\/api\/flags$/,
  /^\/api\/articles\/[^/]+\/podium$/,
];

const staticFile = /^\/(assets|icons|flags)\/|^\/(favicon\.svg|manifest\.webmanifest)$/;

export function routeFor(
  request: { method: string; mode: string; url: string },
  origin: string,
): SwRoute {
  if (request.method !== "GET") return "network";
  const url = new URL(request.url);
  if (url.origin !== origin) return "network";
  if (request.mode === "navigate") return "navigate";
  if (staticFile.test(url.pathname)) return "static";
  if (keptApi.some((pattern) => pattern.test(url.pathname))) return "kept-api";
  return "network";
}

/** Only files whose name holds their content's hash are kept when fetched (not precached). */
export const keepsFetchedFile = (pathname: string): boolean =>
  pathname.startsWith("/assets/") || pathname.startsWith("/flags/");

export const BUILD_CACHE_PREFIX = browserStorageKeys.offlineBuild;

export const buildCacheName = (buildId: string): string => `${BUILD_CACHE_PREFIX}${buildId}`;

/**
 * The caches a newly active worker deletes: older builds' files, never others' caches (the kept
 * answers are in IndexedDB; the worker deletes their Cache Storage from earlier builds itself).
 */
export const staleCaches = (names: readonly string[], buildId: string): string[] =>
  names.filter((name) => name.startsWith(BUILD_CACHE_PREFIX) && name !== buildCacheName(buildId));

/**
 * How long a kept answer or page waits for the network before the copy is shown (decision 047):
 * on roaming "lie-fi" a request neither fails nor answers, and the shopper would face a spinner.
 * The network's answer, when it comes later, still refreshes the copy.
 */
export const NETWORK_TIMEOUT_MS = 4000;

/**
 * The network's answer if it comes within `timeoutMs`; else, or when it fails, the copy that
 * `fallback` finds. With no copy, the network is waited for (its failure is the answer).
 */
export function networkOrCopy<T>(
  network: Promise<T>,
  fallback: () => Promise<T | undefined>,
  timeoutMs: number,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const finish = (value: T) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(value);
    };
    const tryCopy = async (): Promise<boolean> => {
      const copy = await fallback().catch(() => undefined);
      if (copy === undefined) return false;
      finish(copy);
      return true;
    };
    const timer = setTimeout(() => void tryCopy(), timeoutMs);
    network.then(finish, async (error: unknown) => {
      if (settled) return;
      clearTimeout(timer);
      if (!(await tryCopy()) && !settled) {
        settled = true;
        reject(error);
      }
    });
  });
}
