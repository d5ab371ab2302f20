import type { RateRule } from "./rate-limiter.ts";

/**
 * A shopper's line writes (ticks, quantities, decision 043). A phone back online replays what it
 * queued in the store, one request after another: a long list ticked off is a few hundred at most.
 * Each write is a transaction and a recorded id, so a client looping on them is held here.
 */
export const wishlistWriteLimits = {
  perProfile: { name: "wishlist-write-profile", limit: 600, windowMs: 60_000 },
} as const satisfies Record<string, RateRule>;

/** The most a line write's body may hold (it is about a hundred bytes). */
export const LINE_WRITE_BODY_LIMIT_BYTES = 1024;
