/**
 * Writes waiting to reach the server (decision 043): kept in a store that survives a reload (the
 * browser's IndexedDB), sent one at a time in the order they were made, again after a failure to
 * reach the server, never twice applied since each carries its own id the server remembers.
 */
export interface QueuedWrite<P> {
  /** The write's id (a UUID), sent with it: the server applies an id once. */
  id: string;
  /** When the shopper made it (ms since 1970): the server keeps the newest of a line's writes. */
  at: number;
  /** Its place in the queue: writes are sent in this order. */
  seq: number;
  /** Writes of the same key replace each other while unsent (a line's quantity, its tick). */
  key: string;
  payload: P;
}

/** Where the queue is kept; IndexedDB in the browser, a Map in tests. */
export interface WriteStore<P> {
  all(): Promise<QueuedWrite<P>[]>;
  put(write: QueuedWrite<P>): Promise<void>;
  delete(id: string): Promise<void>;
}

/**
 * What sending a write came to: `done` (the server applied it, or had already: `answer` is its
 * reply), `drop` (the server refused it for good, a 4xx: the shopper is told why), `retry` (no
 * connection, a 5xx, a 429: kept, tried again later).
 */
export type SendOutcome =
  | { kind: "done"; answer: unknown }
  | { kind: "drop"; reason: string }
  | { kind: "retry" };

export interface DroppedWrite<P> {
  write: QueuedWrite<P>;
  reason: string;
}

export interface WriteQueueOptions<P> {
  store: WriteStore<P>;
  send: (write: QueuedWrite<P>) => Promise<SendOutcome>;
  /** False: nothing is sent (the `online` event flushes). */
  isOnline?: () => boolean;
  now?: () => number;
  newId?: () => string;
  /** Called with each applied write and the server's answer. */
  onDone?: (write: QueuedWrite<P>, answer: unknown) => void;
  /** Timers, injected in tests. */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** The wait before the n-th try again (from 1): 2 s doubling, at most a minute. */
export const retryDelayMs = (failures: number) => Math.min(60_000, 2000 * 2 ** (failures - 1));

export interface WriteQueue<P> {
  /** Resolves once the stored writes are read (at once in memory afterwards). */
  ready: Promise<void>;
  /** The writes not yet applied, in order. */
  pending(): readonly QueuedWrite<P>[];
  /** Writes the server refused, until the shopper has read why. */
  dropped(): readonly DroppedWrite<P>[];
  dismiss(id: string): void;
  enqueue(key: string, payload: P): Promise<QueuedWrite<P>>;
  /** Sends what waits, in order, stopping at the first that must wait. */
  flush(): Promise<void>;
  subscribe(listener: () => void): () => void;
}

export function createWriteQueue<P>(options: WriteQueueOptions<P>): WriteQueue<P> {
  const {
    store,
    send,
    isOnline = () => navigator.onLine,
    now = Date.now,
    newId = randomId,
    onDone,
    setTimer = (run, ms) => setTimeout(run, ms),
    clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  } = options;
  let writes: QueuedWrite<P>[] = [];
  let dropped: DroppedWrite<P>[] = [];
  let sending: string | null = null;
  let flushing: Promise<void> | null = null;
  let again = false;
  let failures = 0;
  let timer: unknown = null;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };

  const ready = store
    .all()
    .then((stored) => {
      const known = new Set(writes.map((write) => write.id));
      writes = [...stored.filter((write) => !known.has(write.id)), ...writes].sort(
        (a, b) => a.seq - b.seq,
      );
      changed();
    })
    .catch(() => undefined);

  const later = () => {
    if (timer !== null || writes.length === 0) return;
    timer = setTimer(
      () => {
        timer = null;
        void flush();
      },
      retryDelayMs(Math.max(1, failures)),
    );
  };

  async function run(): Promise<void> {
    await ready;
    while (writes.length > 0) {
      if (!isOnline()) break;
      const write = writes[0] as QueuedWrite<P>;
      sending = write.id;
      let outcome: SendOutcome;
      try {
        outcome = await send(write);
      } catch {
        outcome = { kind: "retry" };
      } finally {
        sending = null;
      }
      if (outcome.kind === "retry") {
        failures++;
        break;
      }
      failures = 0;
      writes = writes.filter((queued) => queued.id !== write.id);
      await store.delete(write.id).catch(() => undefined);
      if (outcome.kind === "drop") dropped = [...dropped, { write, reason: outcome.reason }];
      else onDone?.(write, outcome.answer);
      changed();
    }
  }

  function flush(): Promise<void> {
    if (timer !== null) {
      clearTimer(timer);
      timer = null;
    }
    // Asked while a run is under way (it may have stopped at a write or seen no connection):
    // one more run follows it, within the promise the caller awaits.
    if (flushing) {
      again = true;
      return flushing;
    }
    flushing = (async () => {
      do {
        again = false;
        await run();
      } while (again && isOnline());
    })().finally(() => {
      flushing = null;
      later();
    });
    return flushing;
  }

  async function enqueue(key: string, payload: P): Promise<QueuedWrite<P>> {
    const seq = writes.reduce((max, write) => Math.max(max, write.seq), 0) + 1;
    const write: QueuedWrite<P> = { id: newId(), at: now(), seq, key, payload };
    // An unsent write of the same key is replaced: only the newest value needs to go.
    const replaced = writes.filter((queued) => queued.key === key && queued.id !== sending);
    writes = [...writes.filter((queued) => !replaced.includes(queued)), write];
    changed();
    await store.put(write).catch(() => undefined);
    for (const old of replaced) await store.delete(old.id).catch(() => undefined);
    void flush();
    return write;
  }

  return {
    ready,
    pending: () => writes,
    dropped: () => dropped,
    dismiss(id) {
      dropped = dropped.filter((entry) => entry.write.id !== id);
      changed();
    },
    enqueue,
    flush,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A version 4 UUID; `crypto.randomUUID` exists only on secure pages, the random bytes always. */
export function randomId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
