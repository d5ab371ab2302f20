import { browserStorageKeys } from "@frontalier/shared/browser-storage";
import { keepAnswer, keptAnswer } from "../lib/offline/kept-answers";
// Alerts' notifications (decision 042): the push, notificationclick and pushsubscriptionchange events.
import "./push";
import { isPrecacheLocaleMessage, type SwManifest } from "./sw-manifest";
import {
  buildCacheName,
  keepsFetchedFile,
  NETWORK_TIMEOUT_MS,
  networkOrCopy,
  routeFor,
  SHELL_URL,
  staleCaches,
} from "./sw-routes";

// The web app's tsconfig has the DOM's types, not a worker's: the few parts used, by hand.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEventLike extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEventLike) => void): void;
}

declare const __SW_MANIFEST__: SwManifest;

const worker = self as unknown as WorkerScope;
const manifest = __SW_MANIFEST__;
const buildCache = buildCacheName(manifest.buildId);
/** Where earlier builds kept the API answers, now in IndexedDB under the same name. */
const LEGACY_API_CACHE = browserStorageKeys.offlineAnswers;

worker.addEventListener("install", (event) => {
  // The new build's files are all in before it takes over; then at once (decision 041: a page of
  // the old build that misses a chunk gets the chunk-error reload, as without a worker).
  event.waitUntil(
    caches
      .open(buildCache)
      .then((cache) => cache.addAll([SHELL_URL, ...manifest.precache]))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener("activate", (event) => {
  // Older builds' files go, and the answers an earlier build kept in Cache Storage: a shopper's,
  // which nothing reads any more.
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          [
            ...staleCaches(names, manifest.buildId),
            ...names.filter((name) => name === LEGACY_API_CACHE),
          ].map((name) => caches.delete(name)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener("message", (event) => {
  if (!isPrecacheLocaleMessage(event.data)) return;
  const files = manifest.locales[event.data.lang] ?? [];
  event.waitUntil(
    caches.open(buildCache).then(async (cache) => {
      const missing: string[] = [];
      for (const file of files) if (!(await cache.match(file))) missing.push(file);
      await cache.addAll(missing);
    }),
  );
});

worker.addEventListener("fetch", (event) => {
  const route = routeFor(event.request, worker.location.origin);
  if (route === "navigate") event.respondWith(navigate(event.request));
  else if (route === "static") event.respondWith(cacheFirst(event.request));
  else if (route === "kept-api") event.respondWith(networkFirst(event));
});

/** The page from the network; offline, or with no answer in time (lie-fi), this build's shell. */
function navigate(request: Request): Promise<Response> {
  return networkOrCopy(
    fetch(request),
    () => caches.match(SHELL_URL, { cacheName: buildCache }),
    NETWORK_TIMEOUT_MS,
  );
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request, { cacheName: buildCache });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && keepsFetchedFile(new URL(request.url).pathname)) {
    const copy = response.clone();
    void caches.open(buildCache).then((cache) => cache.put(request, copy));
  }
  return response;
}

/**
 * The network's answer, kept in IndexedDB with the time it came (`kept-answers.ts`); the kept one
 * when the network fails or is silent past NETWORK_TIMEOUT_MS (decision 047). A late answer still
 * replaces the copy: the worker is kept alive for it. An answer that cannot be kept is still
 * given to the page.
 */
function networkFirst(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const network = fetch(request).then(async (response) => {
    if (response.ok) await keepAnswer(request.url, response.clone(), Date.now());
    return response;
  });
  event.waitUntil(network.catch(() => undefined));
  return networkOrCopy(network, () => keptAnswer(request.url), NETWORK_TIMEOUT_MS);
}
