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
 * Which prices are asked first: the stalest, an article watched by more shoppers counting as
 * older by WATCHER_HEAD_START_MS for each doubling of its watchers (4 watchers: 6 h older; 64:
 * 18 h). A head start rather than a factor, so that popular articles are refreshed more often
 * without ever leaving an unpopular one days behind. A price never observed counts as observed
 * at the epoch. `watched-articles.ts` orders by the same rule.
 */
export const refreshPriority = (ageMs: number, watchers: number): number =>
  ageMs + WATCHER_HEAD_START_MS * Math.log2(Math.max(1, watchers));

export const WATCHER_HEAD_START_MS = 3 * 3_600_000;

/** A price younger than this share of the TTL is not refreshed: the budget is a ceiling. */
export const REFRESH_AFTER_TTL_SHARE = 0.25;

/** An article whose podium was opened within this many days is watched. */
export const RECENT_VIEW_DAYS = 7;
