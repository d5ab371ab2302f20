import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { redisCache } from "./shared-cache.ts";

describe("the shared cache", () => {
  it("is a miss, never an error, when Redis does not answer, and says so once", async () => {
    const errors: unknown[] = [];
    const cache = redisCache(
      new Redis("redis://127.0.0.1:1", {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
        commandTimeout: 200,
      }),
      (error) => errors.push(error),
    );
    try {
      expect(await cache.get("a")).toBeNull();
      await cache.set("a", "1", 1000);
      expect(await cache.get("a")).toBeNull();
      expect(errors).toHaveLength(1);
    } finally {
      cache.close();
    }
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.skipIf(!redisUrl)("keeps a value for its time to live (TEST_REDIS_URL)", async () => {
    const cache = redisCache(new Redis(redisUrl!));
    const key = `test:${Math.random()}`;
    try {
      await cache.set(key, "kept", 200);
      expect(await cache.get(key)).toBe("kept");
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await cache.get(key)).toBeNull();
    } finally {
      cache.close();
    }
  });
});
