/** At most `limit` tasks run at once; the others wait in arrival order. */
export interface Semaphore {
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

interface Waiter {
  grant(): void;
}

export function createSemaphore(limit: number): Semaphore {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`Bad concurrency limit ${limit}`);
  let active = 0;
  const queue: Waiter[] = [];

  const acquire = (signal?: AbortSignal): Promise<void> => {
    signal?.throwIfAborted();
    if (active < limit) {
      active++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        queue.splice(queue.indexOf(waiter), 1);
        reject(signal?.reason);
      };
      const waiter: Waiter = {
        grant: () => {
          signal?.removeEventListener("abort", onAbort);
          resolve();
        },
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      queue.push(waiter);
    });
  };

  // The slot passes straight to the next waiter, so a newcomer can never overtake the queue.
  const release = () => {
    const next = queue.shift();
    if (next) next.grant();
    else active--;
  };

  return {
    async run(task, signal) {
      await acquire(signal);
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
