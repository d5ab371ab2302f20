import { aeGuilllemain } from "./ae-guilllemain.ts";
import type { FeedFormat } from "./feed-format.ts";
import { multiCountryLong } from "./multi-country-long.ts";
import { noSofas } from "./no-sofas.ts";
import { saTidytuesday } from "./sa-tidytuesday.ts";
import { usCommercetxt } from "./us-commercetxt.ts";

/** Most specific first: the long format and the US sample share `article_number`. */
export const feedFormats: readonly FeedFormat[] = [
  multiCountryLong,
  usCommercetxt,
  saTidytuesday,
  noSofas,
  aeGuilllemain,
];

/** The format whose required columns the header row holds, or null. */
export function detectFormat(header: readonly string[]): FeedFormat | null {
  const columns = new Set(header.map((name) => name.trim()));
  return (
    feedFormats.find((format) => format.requiredColumns.every((name) => columns.has(name))) ?? null
  );
}
