/** Brief §6 "uploads are bounded in size, pages and time": shared by the server and the page. */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;
export const MAX_PDF_PAGES = 100;
/** Past this, the worker parsing the file is terminated and the file refused. */
export const PDF_PARSE_TIMEOUT_MS = 10_000;
/** Brief §4: imports over 30 lines are premium. */
export const FREE_IMPORT_MAX_LINES = 30;
/** The most lines one total (and one wishlist bulk add) takes: a 100-page list fits. */
export const MAX_IMPORT_LINES = 2000;
export const MAX_IMPORT_QUANTITY = 999;
