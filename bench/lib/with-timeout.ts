export class TimeoutError extends Error {
  override name = "TimeoutError";
}

/**
 * Rejects after `ms`, calling `onTimeout` first so that the caller can kill whatever keeps the
 * promise pending (a browser, a load test): the bench has a wall-clock budget.
 */
export async function withTimeout<T>(
  work: Promise<T>,
  ms: number,
  what: string,
  onTimeout?: () => void,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new TimeoutError(`${what} timed out after ${Math.round(ms / 1000)} s`));
    }, ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
