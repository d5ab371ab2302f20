import { describe, expect, it } from "vitest";
import {
  createWriteQueue,
  type QueuedWrite,
  randomId,
  retryDelayMs,
  type SendOutcome,
  type WriteStore,
} from "./write-queue";

type Payload = { line: string; value: number };

/** A store kept in a Map, shared by the queues of one test as IndexedDB is by page loads. */
function memoryStore(): WriteStore<Payload> & { rows: Map<string, QueuedWrite<Payload>> } {
  const rows = new Map<string, QueuedWrite<Payload>>();
  return {
    rows,
    all: async () => [...rows.values()].map((row) => structuredClone(row)),
    put: async (write) => {
      rows.set(write.id, structuredClone(write));
    },
    delete: async (id) => {
      rows.delete(id);
    },
  };
}

function setup(
  store = memoryStore(),
  answer: (write: QueuedWrite<Payload>) => SendOutcome = () => ({ kind: "done", answer: null }),
) {
  let online = true;
  let clock = 1000;
  let ids = 0;
  const sent: QueuedWrite<Payload>[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const done: string[] = [];
  const queue = createWriteQueue<Payload>({
    store,
    send: async (write) => {
      sent.push(write);
      return answer(write);
    },
    isOnline: () => online,
    now: () => clock++,
    newId: () => `id-${++ids}-${store.rows.size}`,
    onDone: (write) => done.push(write.id),
    setTimer: (run, ms) => {
      timers.push({ run, ms });
      return timers.length;
    },
    clearTimer: () => {
      timers.length = 0;
    },
  });
  return {
    queue,
    store,
    sent,
    timers,
    done,
    goOffline: () => {
      online = false;
    },
    goOnline: () => {
      online = true;
    },
  };
}

describe("the write queue", () => {
  it("sends writes in the order they were made, each once", async () => {
    const { queue, sent, goOffline, goOnline, store } = setup();
    goOffline();
    await queue.enqueue("tick:a", { line: "a", value: 1 });
    await queue.enqueue("quantity:b", { line: "b", value: 3 });
    await queue.enqueue("tick:c", { line: "c", value: 1 });
    expect(sent).toEqual([]);
    expect(queue.pending().map((write) => write.payload.line)).toEqual(["a", "b", "c"]);
    goOnline();
    await queue.flush();
    await queue.flush();
    expect(sent.map((write) => write.payload.line)).toEqual(["a", "b", "c"]);
    expect(new Set(sent.map((write) => write.id)).size).toBe(3);
    expect(queue.pending()).toEqual([]);
    expect(store.rows.size).toBe(0);
  });

  it("keeps only the newest unsent write of a key, in its new place", async () => {
    const { queue, sent, goOffline, goOnline } = setup();
    goOffline();
    await queue.enqueue("quantity:a", { line: "a", value: 2 });
    await queue.enqueue("tick:b", { line: "b", value: 1 });
    await queue.enqueue("quantity:a", { line: "a", value: 3 });
    await queue.enqueue("quantity:a", { line: "a", value: 4 });
    expect(queue.pending().map((write) => [write.key, write.payload.value])).toEqual([
      ["tick:b", 1],
      ["quantity:a", 4],
    ]);
    goOnline();
    await queue.flush();
    expect(sent.map((write) => write.payload.value)).toEqual([1, 4]);
    // Times come from the clock: the newer write carries the later time.
    expect(sent[1]!.at).toBeGreaterThan(sent[0]!.at);
  });

  it("survives a reload: a new queue on the same store sends what the old one kept", async () => {
    const first = setup();
    first.goOffline();
    await first.queue.enqueue("tick:a", { line: "a", value: 1 });
    await first.queue.enqueue("tick:b", { line: "b", value: 0 });
    const kept = first.queue.pending().map((write) => write.id);

    const second = setup(first.store);
    await second.queue.ready;
    expect(second.queue.pending().map((write) => write.id)).toEqual(kept);
    await second.queue.flush();
    // The ids made before the reload are the ones sent: the server can tell a replay.
    expect(second.sent.map((write) => write.id)).toEqual(kept);
    expect(first.store.rows.size).toBe(0);
  });

  it("keeps a write that could not be sent, stops there to keep the order, and backs off", async () => {
    let reachable = false;
    const { queue, sent, timers } = setup(memoryStore(), () =>
      reachable ? { kind: "done", answer: null } : { kind: "retry" },
    );
    await queue.enqueue("tick:a", { line: "a", value: 1 });
    await queue.enqueue("tick:b", { line: "b", value: 1 });
    await queue.flush();
    expect(sent.map((write) => write.payload.line)).toEqual(["a", "a", "a"].slice(0, sent.length));
    expect(queue.pending()).toHaveLength(2);
    expect(timers.at(-1)?.ms).toBeGreaterThanOrEqual(2000);
    reachable = true;
    timers.at(-1)?.run();
    await queue.flush();
    expect(queue.pending()).toEqual([]);
    expect(sent.map((write) => write.payload.line).slice(-2)).toEqual(["a", "b"]);
  });

  it("drops a write the server refuses for good, says why, and sends the next", async () => {
    const { queue, sent, done } = setup(memoryStore(), (write) =>
      write.payload.line === "gone"
        ? { kind: "drop", reason: "not in the list" }
        : { kind: "done", answer: null },
    );
    await queue.enqueue("tick:gone", { line: "gone", value: 1 });
    await queue.enqueue("tick:b", { line: "b", value: 1 });
    await queue.flush();
    expect(sent.map((write) => write.payload.line)).toEqual(["gone", "b"]);
    expect(queue.dropped().map((entry) => [entry.write.payload.line, entry.reason])).toEqual([
      ["gone", "not in the list"],
    ]);
    expect(done).toHaveLength(1);
    queue.dismiss(queue.dropped()[0]!.write.id);
    expect(queue.dropped()).toEqual([]);
  });

  it("treats a send that throws as one to try again", async () => {
    const store = memoryStore();
    let calls = 0;
    const queue = createWriteQueue<Payload>({
      store,
      send: async () => {
        calls++;
        throw new TypeError("Failed to fetch");
      },
      isOnline: () => true,
      setTimer: () => 1,
      clearTimer: () => undefined,
    });
    await queue.enqueue("tick:a", { line: "a", value: 1 });
    await queue.flush();
    expect(calls).toBeGreaterThan(0);
    expect(queue.pending()).toHaveLength(1);
    expect(store.rows.size).toBe(1);
  });

  it("waits longer after each failure, up to a minute", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(retryDelayMs)).toEqual([
      2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000,
    ]);
  });

  it("makes version 4 UUIDs the server accepts", () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const ids = Array.from({ length: 50 }, randomId);
    for (const id of ids) expect(id).toMatch(uuid);
    expect(new Set(ids).size).toBe(50);
  });
});
