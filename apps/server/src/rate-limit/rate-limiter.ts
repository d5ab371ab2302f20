import type { FastifyReply } from "fastify";
import type { Redis } from "ioredis";
import { AppError } from "../http/app-error.ts";

export interface RateRule {
  /** Names the counter in the store: `login-ip`, `reset-email`… */
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window that refused ends (0 when allowed). */
  retryAfterS: number;
}

/** Fixed-window counters: in memory for one instance, in Redis when several share the limits. */
export interface RateStore {
  /** Counts one hit of `key` and returns the count and the milliseconds left in its window. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  close(): Promise<void>;
}

export class RateLimiter {
  /** Told the rule's name each time a limit refuses (the metrics count them). */
  onRefused: ((rule: string) => void) | undefined;

  constructor(
    private readonly store: RateStore,
    private readonly prefix = "rl",
  ) {}

  /** Counts a hit against every (rule, key) pair; refused when any is over its limit. */
  async check(hits: readonly { rule: RateRule; key: string }[]): Promise<RateDecision> {
    let retryAfterMs = 0;
    for (const { rule, key } of hits) {
      const { count, resetMs } = await this.store.hit(
        `${this.prefix}:${rule.name}:${key}`,
        rule.windowMs,
      );
      if (count > rule.limit) {
        retryAfterMs = Math.max(retryAfterMs, resetMs);
        this.onRefused?.(rule.name);
      }
    }
    return { allowed: retryAfterMs === 0, retryAfterS: Math.ceil(retryAfterMs / 1000) };
  }

  /** Counts the hits and answers 429 with Retry-After when one limit is exceeded. */
  async limit(
    reply: FastifyReply,
    hits: readonly { rule: RateRule; key: string }[],
  ): Promise<void> {
    const decision = await this.check(hits);
    if (!decision.allowed) {
      reply.header("retry-after", String(decision.retryAfterS));
      throw new AppError("rate_limited", { message: `rate limited for ${decision.retryAfterS} s` });
    }
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

const SWEEP_EVERY = 1000;

export function memoryRateStore(now: () => number = Date.now): RateStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let hits = 0;
  return {
    async hit(key, windowMs) {
      const time = now();
      if (++hits % SWEEP_EVERY === 0) {
        for (const [k, w] of windows) if (w.endsAt <= time) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || window.endsAt <= time) {
        window = { count: 0, endsAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetMs: window.endsAt - time };
    },
    async close() {},
  };
}

// INCR, and start the window's clock on the first hit; PTTL says how long it has left.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/**
 * Counters in Redis, shared by every instance. When Redis does not answer, the limits fall back
 * to this instance's memory rather than letting every request through or refusing them all.
 */
export function redisRateStore(redis: Redis, onError?: (error: unknown) => void): RateStore {
  const fallback = memoryRateStore();
  return {
    async hit(key, windowMs) {
      try {
        const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, key, String(windowMs))) as [
          number,
          number,
        ];
        return { count, resetMs: ttl };
      } catch (error) {
        onError?.(error);
        return fallback.hit(key, windowMs);
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
