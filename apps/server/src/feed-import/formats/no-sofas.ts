import { codeFromUrl } from "../parse-article-code.ts";
import { parseCentimetres } from "../parse-dimensions.ts";
import { isRejection, reject } from "../rejection.ts";
import {
  availabilityFromOnlineFlag,
  cell,
  cleanText,
  columnPositions,
  missingName,
  noCodeRejection,
} from "./cells.ts";
import type { FeedFormat } from "./feed-format.ts";
import { readPriceText } from "./read-price-text.ts";

const columns = [
  "title",
  "url",
  "price",
  "typeName",
  "onlineSellable",
  "description",
  "image",
  "width",
  "depth",
  "height",
] as const;

/**
 * SOURCES.md §1: IKEA Norway sofas, last changed 2020-07-13 (no date column). The code is in
 * `url` (`-{8}/` or `-s{8}/`); `price` is text such as `6.195 NOK`, `.` grouping thousands.
 */
export const noSofas: FeedFormat = {
  id: "no-sofas",
  label: "Norwegian sofas scrape (IKEA Norway)",
  requiredColumns: ["title", "url", "price", "onlineSellable"],
  country: "NO",
  snapshotDate: "2020-07-13",
  createRowParser(header, defaults) {
    const at = columnPositions(header, columns);
    const country = defaults.country ?? "NO";
    const observedAt = defaults.observedAt;
    return (fields) => {
      const url = cell(fields, at.url);
      const code = codeFromUrl(url);
      if (!code) return noCodeRejection("url", url);
      const name = cleanText(cell(fields, at.title));
      if (!name) return missingName();
      const price = readPriceText(cell(fields, at.price), ".");
      if (isRejection(price)) return price;
      if (!observedAt) return reject("missing-date", "no observation date");
      return {
        articleCode: code.code,
        isCombination: code.isCombination,
        name,
        typeName: cleanText(cell(fields, at.typeName)),
        description: cleanText(cell(fields, at.description)),
        imageUrl: cleanText(cell(fields, at.image)),
        widthCm: parseCentimetres(cell(fields, at.width)),
        depthCm: parseCentimetres(cell(fields, at.depth)),
        heightCm: parseCentimetres(cell(fields, at.height)),
        country,
        currency: price.currency,
        price: price.amount,
        regularPrice: null,
        availability: availabilityFromOnlineFlag(cell(fields, at.onlineSellable)),
        productUrl: cleanText(url),
        observedAt,
      };
    };
  },
};
