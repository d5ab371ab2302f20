import { browserStorageKeys } from "@frontalier/shared/browser-storage";
import { FETCHED_AT_HEADER } from "./offline-answers";

/**
 * The API answers the shopper's pages need offline (decisions 041, 047), kept in IndexedDB by the
 * service worker and read by it and by the scanner; deleted at sign-out. Used in a window and in
 * the worker alike: only `indexedDB` from `globalThis`, nothing of the DOM. A failure (no
 * IndexedDB, private mode, a full disk) never reaches the caller: nothing is kept, or nothing is
 * found.
 */
export const KEPT_ANSWERS_DB = browserStorageKeys.offlineAnswers;
const STORE = "answers";
const BY_FETCHED_AT = "fetchedAt";

/**
 * How many answers are kept at most; past it the oldest fetched go. The session, profile,
 * wishlist, baskets and lists are a few dozen: the rest are podiums opened or scanned.
 */
export const MAX_KEPT_ANSWERS = 400;

/** One kept answer, under the full URL it was asked at. */
export interface KeptAnswerRow {
  url: string;
  status: number;
  statusText: string;
  headers: [string, string][];
  /** The answer's text: the kept routes all answer JSON. */
  body: string;
  /** When the network gave it, in milliseconds since the epoch. */
  fetchedAt: number;
}

/** Headers that no longer fit the body as kept: it is stored decoded. */
const droppedHeaders = new Set(["content-encoding", "content-length", "set-cookie"]);
/** Statuses whose answer has no body, which a Response refuses one for. */
const nullBodyStatuses = new Set([101, 204, 205, 304]);

const factory = (): IDBFactory | undefined => (globalThis as { indexedDB?: IDBFactory }).indexedDB;

/** The key of a URL: as the worker sees the request, absolute (a page may ask a relative one). */
const keyOf = (url: string): string =>
  new URL(url, (globalThis as { location?: { href: string } }).location?.href).href;

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

let opened: Promise<IDBDatabase> | null = null;
let openedWith: IDBFactory | null = null;
let connection: IDBDatabase | null = null;

function open(idb: IDBFactory): Promise<IDBDatabase> {
  if (opened && openedWith === idb) return opened;
  openedWith = idb;
  const opening = new Promise<IDBDatabase>((resolve, reject) => {
    const request = idb.open(KEPT_ANSWERS_DB, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: "url" });
      store.createIndex(BY_FETCHED_AT, "fetchedAt");
    };
    request.onsuccess = () => {
      const db = request.result;
      // A sign-out in a tab deletes the database: the worker's connection must not hold it up.
      db.onversionchange = () => forget(db);
      db.onclose = () => forget(db);
      if (opened === opening) connection = db;
      resolve(db);
    };
    request.onerror = () => reject(request.error);
  }).catch((error: unknown) => {
    if (opened === opening) opened = null;
    throw error;
  });
  opened = opening;
  return opening;
}

/** Closes a connection and, if it is the one held, forgets it: the next use opens another. */
function forget(db: IDBDatabase): void {
  db.close();
  if (connection !== db) return;
  connection = null;
  opened = null;
  openedWith = null;
}

/**
 * Runs `act` in one transaction on the store; resolves, once the transaction has committed, with
 * the result of the request `act` returned.
 */
async function inTransaction<T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const idb = factory();
  if (!idb) throw new Error("No IndexedDB");
  const db = await open(idb);
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = act(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error("Transaction aborted"));
  });
}

/**
 * Keeps `response` (read from a clone: the caller's stays unread) as the answer to `url`, fetched
 * at `fetchedAt`, replacing the one kept before; then, past MAX_KEPT_ANSWERS, deletes the oldest
 * fetched. Never rejects: an answer not kept is only missing offline.
 */
export async function keepAnswer(
  url: string,
  response: Response,
  fetchedAt: number,
): Promise<void> {
  try {
    const row: KeptAnswerRow = {
      url: keyOf(url),
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers].filter(([name]) => !droppedHeaders.has(name.toLowerCase())),
      body: await response.clone().text(),
      fetchedAt,
    };
    await inTransaction("readwrite", (store) => {
      const put = store.put(row);
      const counted = store.count();
      counted.onsuccess = () => {
        let excess = counted.result - MAX_KEPT_ANSWERS;
        if (excess <= 0) return;
        const oldest = store.index(BY_FETCHED_AT).openCursor();
        oldest.onsuccess = () => {
          const cursor = oldest.result;
          if (!cursor || excess <= 0) return;
          // The answer just kept stays, even when others share its time.
          if (cursor.primaryKey !== row.url) {
            cursor.delete();
            excess--;
          }
          cursor.continue();
        };
      };
      return put;
    });
  } catch {
    // Not kept: the page still gets the network's answer.
  }
}

/**
 * The answer kept for `url`, rebuilt, with FETCHED_AT_HEADER saying when it was fetched; undefined
 * when none was kept or IndexedDB cannot be read.
 */
export async function keptAnswer(url: string): Promise<Response | undefined> {
  try {
    const key = keyOf(url);
    const row = await inTransaction(
      "readonly",
      (store) => store.get(key) as IDBRequest<KeptAnswerRow | undefined>,
    );
    if (!row) return undefined;
    const headers = new Headers(row.headers);
    headers.set(FETCHED_AT_HEADER, String(row.fetchedAt));
    return new Response(nullBodyStatuses.has(row.status) ? null : row.body, {
      status: row.status,
      statusText: row.statusText,
      headers,
    });
  } catch {
    return undefined;
  }
}

/** Sign-out: the kept answers are this shopper's (their session, baskets). */
export async function deleteKeptAnswers(): Promise<void> {
  const held = opened;
  opened = null;
  openedWith = null;
  connection = null;
  (await held?.catch(() => null))?.close();
  const idb = factory();
  if (!idb) return;
  // Where the browser refuses IndexedDB (it can throw at once), there is nothing to delete.
  await Promise.resolve()
    .then(() => done(idb.deleteDatabase(KEPT_ANSWERS_DB)))
    .catch(() => undefined);
}
