/**
 * A current price's badges beside its lows (issue 25), apart from the contract so that a page can
 * check them without zod:
 * - `lowest90`: the price is the lowest of the LONG_LOW_DAYS days before it;
 * - `belowLow30`: a reduced price below the lowest of the REFERENCE_DAYS days before it;
 * - `notBelowLow30`: a reduced price (regular price shown) that is NOT below that lowest: the
 *   reduction misleads.
 */
export const priceLowBadges = ["lowest90", "belowLow30", "notBelowLow30"] as const;

export type PriceLowBadge = (typeof priceLowBadges)[number];
