/**
 * The page's `<meta name>` in which the server lists, space-separated, every chunk the page asked
 * for imports beyond the entry (from the build's manifest). The app asks for them all when it
 * starts (issue 19: one round trip for the page's imports instead of one per level).
 */
export const PAGE_IMPORTS_META = "page-imports";
