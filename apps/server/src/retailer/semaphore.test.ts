import { setTimeout as delay } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { createSemaphore } from "./semaphore.ts";

describe("createSemaphore", () => {
  it("never runs more than the limit at once, and runs everything", async () => {
    const semaphore = createSemaphore(3);
    let running = 0;
    let most = 0;
    const done = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        semaphore.run(async () => {
          running++;
          most = Math.max(most, running);
          await delay(i % 4);
          running--;
          return i;
        }),
      ),
    );
    expect(most).toBe(3);
    expect(done).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(semaphore.active).toBe(0);
  });

  it("serves waiters in arrival order and frees the slot of a failed task", async () => {
    const semaphore = createSemaphore(1);
    const order: number[] = [];
    const failing = semaphore.run(async () => {
      throw new Error("boom");
    });
    const rest = [1, 2, 3].map((n) => semaphore.run(async () => void order.push(n)));
    await expect(failing).rejects.toThrow("boom");
    await Promise.all(rest);
    expect(order).toEqual([1, 2, 3]);
  });

  it("drops a waiter whose signal aborts", async () => {
    const semaphore = createSemaphore(1);
    let release!: () => void;
    const holder = semaphore.run(() => new Promise<void>((r) => (release = r)));
    const controller = new AbortController();
    const waiting = semaphore.run(async () => "ran", controller.signal);
    expect(semaphore.waiting).toBe(1);
    controller.abort(new Error("gone"));
    await expect(waiting).rejects.toThrow("gone");
    expect(semaphore.waiting).toBe(0);
    release();
    await holder;
    expect(semaphore.active).toBe(0);
  });

  it("refuses a limit below 1", () => {
    expect(() => createSemaphore(0)).toThrow(RangeError);
  });
});
