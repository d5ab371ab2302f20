import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import type { Config } from "../config/load-config.ts";
import { memoryRateStore, RateLimiter, redisRateStore } from "./rate-limiter.ts";

/** The app's one rate limiter: counted in Redis when configured, so every instance shares it. */
export function createRateLimiter(config: Config, log: FastifyBaseLogger): RateLimiter {
  const store = config.redisUrl
    ? redisRateStore(
        // Commands wait for the connection at start; a Redis that stops answering costs 500 ms
        // once per command before the memory fallback counts it.
        new Redis(config.redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 500 }),
        (error) => log.warn({ err: error }, "rate limits: Redis unavailable, counting in memory"),
      )
    : memoryRateStore();
  return new RateLimiter(store);
}
