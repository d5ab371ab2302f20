// Plain numbers without zod, so that a page naming a limit (the home page, the help) does not
// pull the contracts' schemas into its chunk; the contracts re-export them.

/** Baskets a profile keeps without premium (brief §4: "more than 3 baskets is premium"). */
export const FREE_BASKETS = 3;
/** Articles one basket may hold. */
export const BASKET_MAX_ITEMS = 1000;
/** How far back the full price history reaches (premium, brief §4). */
export const HISTORY_DAYS = 365;
/** How far back the price history reaches without premium. */
export const FREE_HISTORY_DAYS = 90;
