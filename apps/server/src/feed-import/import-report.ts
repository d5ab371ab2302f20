import type { FeedFormatId } from "./formats/feed-format.ts";
import type { RejectedLine, RejectionCode } from "./rejection.ts";

/**
 * What an import did. Every data record is counted once in `rowsRead`, and
 * `rowsRead = inserted + unchanged + rejected`.
 */
export interface ImportReport {
  /** The file's name, or `stream`. */
  source: string;
  format: FeedFormatId;
  formatLabel: string;
  /** Nothing was kept: the counts say what the import would have done. */
  dryRun: boolean;
  /** Data records of the file (the header is not one), valid or not. */
  rowsRead: number;
  /** Rows that added a price observation (article, country, date, source `feed`) not stored yet. */
  inserted: number;
  /** Valid rows whose observation was already stored, by an earlier import of the same data. */
  unchanged: number;
  /**
   * Offers (the current price of an article in a country) that existed and now show this file's
   * observation because it is strictly newer than the one they showed. Not counted: offers
   * created (`offersCreated`) and observations older than the offer, which only add history.
   */
  updated: number;
  /** Offers for an (article, country) pair that had none. */
  offersCreated: number;
  articlesCreated: number;
  /** Existing articles whose name or facts changed. */
  articlesUpdated: number;
  /** Records not imported, each for one reason; the first ones are in `rejections`. */
  rejected: number;
  rejectedByCode: Partial<Record<RejectionCode, number>>;
  /** The lowest-numbered rejected lines, at most MAX_LISTED_REJECTIONS, in line order. */
  rejections: readonly RejectedLine[];
  elapsedMs: number;
}

/** Running totals, handed to `onProgress` after each batch. */
export interface ImportProgress {
  rowsRead: number;
  inserted: number;
  unchanged: number;
  updated: number;
  rejected: number;
}
