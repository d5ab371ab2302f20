/**
 * A current price's badges beside its lows (issue 25): the lowest of 90 days, below the 30-day
 * low, or not below it. Apart from the contract so that a page can check them without zod.
 */
export const priceLowBadges = ["lowest90", "belowLow30", "notBelowLow30"] as const;

export type PriceLowBadge = (typeof priceLowBadges)[number];
