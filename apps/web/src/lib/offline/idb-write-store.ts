import { browserStorageKeys } from "@frontalier/shared/browser-storage";
import type { QueuedWrite, WriteStore } from "./write-queue";

/** The IndexedDB database of writes waiting to be sent (decision 043); deleted at sign-out. */
export const WRITES_DB = browserStorageKeys.offlineWrites;
const STORE = "writes";

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

let opened: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(WRITES_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "id" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

async function inStore<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>) {
  const db = await open();
  return done(act(db.transaction(STORE, mode).objectStore(STORE)));
}

/** The queue's writes in IndexedDB: they survive a reload, a closed tab, a restart. */
export function idbWriteStore<P>(): WriteStore<P> {
  return {
    all: () => inStore("readonly", (store) => store.getAll() as IDBRequest<QueuedWrite<P>[]>),
    put: async (write) => {
      await inStore("readwrite", (store) => store.put(write));
    },
    delete: async (id) => {
      await inStore("readwrite", (store) => store.delete(id));
    },
  };
}

/** Sign-out: the writes are this shopper's. */
export async function deleteWriteStore(): Promise<void> {
  if (typeof indexedDB === "undefined") return;
  (await opened?.catch(() => null))?.close();
  opened = null;
  await done(indexedDB.deleteDatabase(WRITES_DB)).catch(() => undefined);
}

/** Whether writes wait, without making the database on a first visit (where the browser can tell). */
export async function hasQueuedWrites(): Promise<boolean> {
  if (typeof indexedDB === "undefined") return false;
  const listed = await indexedDB.databases?.().catch(() => null);
  if (listed && !listed.some((db) => db.name === WRITES_DB)) return false;
  return (await inStore("readonly", (store) => store.count())) > 0;
}
