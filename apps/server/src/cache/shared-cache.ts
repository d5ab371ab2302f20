import type { Redis } from "ioredis";

/**
 * Answers worth sharing between instances (brief §5: the cache is Redis when `REDIS_URL` is set).
 * A cache that does not answer is a miss, never an error: it saves work, it holds nothing needed.
 */
export interface SharedCache {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  close(): void;
}

const PREFIX = "frontalier:cache:";

export function redisCache(
  redis: Redis,
  onError: (error: unknown) => void = () => {},
): SharedCache {
  let warned = false;
  const failed = (error: unknown) => {
    // One line per outage, not one per request.
    if (!warned) onError(error);
    warned = true;
  };
  // Connection errors come as events; without a listener ioredis prints each one.
  redis.on("error", failed);
  return {
    async get(key) {
      try {
        const value = await redis.get(PREFIX + key);
        warned = false;
        return value;
      } catch (error) {
        failed(error);
        return null;
      }
    },
    async set(key, value, ttlMs) {
      try {
        await redis.set(PREFIX + key, value, "PX", Math.max(1, Math.round(ttlMs)));
      } catch (error) {
        failed(error);
      }
    },
    close: () => redis.disconnect(),
  };
}
