/**
 * The longest text read as one multi-article code: more than a QR code holds. Its own module so
 * that the wishlist's contract, which every page adding to a list loads, does not bring the
 * label parser with it.
 */
export const MULTI_ARTICLE_MAX_TEXT = 4000;
