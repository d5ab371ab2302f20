/**
 * The scheduled refresh spends a per-country budget of retailer requests (decision 028): the day
 * is cut into five-minute slots and each slot gets its share of the hourly budget, so that any
 * twelve slots in a row (any hour) add up to the budget exactly and none gets it all at once.
 */
export const REFRESH_SLOT_MS = 5 * 60_000;
export const SLOTS_PER_HOUR = 3_600_000 / REFRESH_SLOT_MS;

/** The slot a time falls in (slots count from the epoch, so every instance agrees). */
export const slotOf = (nowMs: number): number => Math.floor(nowMs / REFRESH_SLOT_MS);

/** Requests one country may get in `slot`: ⌊b(k+1)/12⌋ − ⌊bk/12⌋ of an hourly budget b. */
export function slotAllowance(perHour: number, slot: number): number {
  return (
    Math.floor((perHour * (slot + 1)) / SLOTS_PER_HOUR) -
    Math.floor((perHour * slot) / SLOTS_PER_HOUR)
  );
}

/**
 * Which prices are due first: the older, the sooner, and an article watched by more shoppers
 * sooner still (log-weighted, so that a popular article does not starve the others). A price
 * never observed counts as observed at the epoch. `watched-articles.ts` orders by the same formula.
 */
export const refreshPriority = (ageMs: number, watchers: number): number =>
  ageMs * (1 + Math.log2(Math.max(1, watchers)));

/** A price younger than this share of the TTL is not refreshed: the budget is a ceiling. */
export const REFRESH_AFTER_TTL_SHARE = 0.25;

/** An article whose podium was opened within this many days is watched. */
export const RECENT_VIEW_DAYS = 7;
