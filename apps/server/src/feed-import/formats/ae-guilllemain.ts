import { codeFromCell } from "../parse-article-code.ts";
import { parseLabelledDimensions } from "../parse-dimensions.ts";
import { isRejection, reject } from "../rejection.ts";
import {
  cell,
  cleanText,
  columnPositions,
  missingName,
  nameFromProductUrl,
  noCodeRejection,
} from "./cells.ts";
import type { FeedFormat } from "./feed-format.ts";
import { readPriceText } from "./read-price-text.ts";

const columns = [
  "Url",
  "Article number",
  "Title",
  "Price",
  "Description",
  "Dimensions",
  "Image url",
] as const;

/**
 * SOURCES.md §1: IKEA United Arab Emirates combinations, committed 2019-05-17 (no date column).
 * `Article number` is `S49130806`; `Price` is `Dhs 1,050` (AED, `,` grouping thousands).
 */
export const aeGuilllemain: FeedFormat = {
  id: "ae-guilllemain",
  label: "ikea-csv scrape (IKEA United Arab Emirates)",
  requiredColumns: ["Url", "Article number", "Title", "Price"],
  country: "AE",
  snapshotDate: "2019-05-17",
  createRowParser(header, defaults) {
    const at = columnPositions(header, columns);
    const country = defaults.country ?? "AE";
    const observedAt = defaults.observedAt;
    return (fields) => {
      const codeText = cell(fields, at["Article number"]);
      const code = codeFromCell(codeText);
      if (!code) return noCodeRejection("Article number", codeText);
      const productUrl = cleanText(cell(fields, at.Url));
      // 13 rows of the scrape have an empty Title; their URL still names the article.
      const name = cleanText(cell(fields, at.Title)) ?? nameFromProductUrl(productUrl ?? "");
      if (!name) return missingName();
      const price = readPriceText(cell(fields, at.Price), ",");
      if (isRejection(price)) return price;
      if (!observedAt) return reject("missing-date", "no observation date");
      return {
        articleCode: code.code,
        isCombination: code.isCombination,
        name,
        typeName: null,
        description: cleanText(cell(fields, at.Description)),
        imageUrl: cleanText(cell(fields, at["Image url"])),
        ...parseLabelledDimensions(cell(fields, at.Dimensions)),
        country,
        currency: price.currency,
        price: price.amount,
        regularPrice: null,
        // The scrape says nothing of stock or of online sale.
        availability: "unknown",
        productUrl,
        observedAt,
      };
    };
  },
};
