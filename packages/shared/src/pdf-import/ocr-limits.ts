/**
 * Photos and scans (issue 24), read by OCR: what the page offers to pick and the server takes,
 * and the bounds of one file. Shared by the server and the page.
 */
export const IMPORT_IMAGE_TYPES = ["image/jpeg", "image/png"] as const;
/** The file input's `accept`: the PDF, and the photos the server reads. */
export const IMPORT_ACCEPT = ["application/pdf", ...IMPORT_IMAGE_TYPES].join(",");
/** Pages of an image-only PDF read by OCR (a few seconds each). */
export const OCR_MAX_PAGES = 5;
/** One photo or scanned file, from the moment the OCR child takes it. */
export const OCR_TIMEOUT_MS = 30_000;
/** A photo larger than this (a 48 Mpx phone's) is refused before it is decoded. */
export const OCR_MAX_IMAGE_PIXELS = 50_000_000;
/** Below this confidence (0–100) a word read by OCR is shown for the shopper to check. */
export const OCR_UNSURE_BELOW = 80;
