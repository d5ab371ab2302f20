import type { RateRule } from "./rate-limiter.ts";

const MINUTE = 60_000;

/**
 * How often a basket may be compared. A 500-article list across 30 countries costs the server
 * tens of milliseconds; a shopper changing the travel settings asks a few times a minute. The
 * owner's comparisons count per shopper; a shared list's, which anyone holding the link may ask
 * for, per address, and per link so that many addresses cannot make one list cost more.
 */
export const comparisonLimits = {
  ownPerProfile: { name: "comparison-profile", limit: 120, windowMs: MINUTE },
  sharedPerIp: { name: "shared-comparison-ip", limit: 60, windowMs: MINUTE },
  sharedPerLink: { name: "shared-comparison-link", limit: 600, windowMs: MINUTE },
} as const satisfies Record<string, RateRule>;
