import type { ParsedRow } from "../feed-row.ts";
import type { Rejection } from "../rejection.ts";

export type FeedFormatId =
  | "multi-country-long"
  | "us-commercetxt"
  | "sa-tidytuesday"
  | "no-sofas"
  | "ae-guilllemain"
  | "retailer-json";

/** What the command line settles for the rows that do not say it themselves. */
export interface RowDefaults {
  /** `--country`, else the format's own country; unset for formats whose rows name theirs. */
  country: string | undefined;
  /** ISO instant from `--observed-at`, else the format's snapshot date. */
  observedAt: string | undefined;
}

export type RowParser = (fields: readonly string[]) => ParsedRow | Rejection;

/** One kind of CSV feed, recognised by the columns of its header row. */
export interface FeedFormat {
  id: FeedFormatId;
  label: string;
  /** All present (in any order) means the file has this format. */
  requiredColumns: readonly string[];
  /** The market the file was scraped from; absent when each row names its country. */
  country?: string;
  /** The day the file was captured (SOURCES.md §1), for files without a date column. */
  snapshotDate?: string;
  createRowParser(header: readonly string[], defaults: RowDefaults): RowParser;
}
