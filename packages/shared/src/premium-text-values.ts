import { FREE_IMPORT_MAX_LINES } from "./pdf-import/limits";
import { FREE_BASKETS, FREE_HISTORY_DAYS, HISTORY_DAYS } from "./premium-limits";

/**
 * What premium texts name (`billing.benefits.baskets`: `Plus de {{freeBaskets, number}} paniers`),
 * from the constants the server enforces, so that a changed limit changes the text too.
 */
export const premiumTextValues = {
  freeDays: FREE_HISTORY_DAYS,
  fullDays: HISTORY_DAYS,
  freeBaskets: FREE_BASKETS,
  freeLines: FREE_IMPORT_MAX_LINES,
} as const;

/**
 * Brief §1: studies found the same article up to 40 to 70 % dearer in one country than another; the
 * home page says "up to 40 %", the lower figure, written by each language's percent format.
 */
export const ADVERTISED_PRICE_GAP = 0.4;
