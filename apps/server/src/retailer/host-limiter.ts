import { createSemaphore, type Semaphore } from "./semaphore.ts";

/** One semaphore per host (`www.ikea.com`, the search host…), created on first use. */
export interface HostLimiter {
  run<T>(url: string, task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
}

export function createHostLimiter(perHost: number): HostLimiter {
  const semaphores = new Map<string, Semaphore>();
  return {
    run(url, task, signal) {
      const host = new URL(url).host;
      let semaphore = semaphores.get(host);
      if (!semaphore) {
        semaphore = createSemaphore(perHost);
        semaphores.set(host, semaphore);
      }
      return semaphore.run(task, signal);
    },
  };
}
