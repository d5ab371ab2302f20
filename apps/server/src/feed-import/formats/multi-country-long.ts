import { codeFromCell, codeFromUrl } from "../parse-article-code.ts";
import { parsePlainDecimal } from "../parse-price.ts";
import { reject } from "../rejection.ts";
import {
  cell,
  cleanText,
  columnPositions,
  isTrue,
  missingName,
  noCodeRejection,
  observedAtReader,
  unparsablePrice,
} from "./cells.ts";
import type { FeedFormat } from "./feed-format.ts";

const columns = [
  "article_number",
  "is_combination",
  "name",
  "country",
  "currency",
  "price",
  "observed",
  "url",
] as const;

/**
 * SOURCES.md §2: one row per article and country, with the country, currency and snapshot date
 * on the row. `price` is already a plain number (NOK `6.195` was written 6195).
 */
export const multiCountryLong: FeedFormat = {
  id: "multi-country-long",
  label: "multi-country long format",
  requiredColumns: ["article_number", "is_combination", "name", "country", "currency", "price"],
  createRowParser(header, defaults) {
    const at = columnPositions(header, columns);
    const readObservedAt = observedAtReader(defaults.observedAt);
    return (fields) => {
      const codeText = cell(fields, at.article_number);
      const code = codeFromCell(codeText);
      if (!code) return noCodeRejection("article_number", codeText);
      const name = cleanText(cell(fields, at.name));
      if (!name) return missingName();
      const country = cell(fields, at.country).trim().toUpperCase();
      if (!country) return reject("unknown-country", "no country");
      const priceText = cell(fields, at.price);
      const price = parsePlainDecimal(priceText);
      if (price === null) return unparsablePrice(priceText);
      const observedAt = readObservedAt(cell(fields, at.observed));
      if (typeof observedAt !== "string") return observedAt;
      const productUrl = cleanText(cell(fields, at.url));
      return {
        articleCode: code.code,
        isCombination:
          code.isCombination ||
          isTrue(cell(fields, at.is_combination)) ||
          (productUrl !== null && codeFromUrl(productUrl)?.isCombination === true),
        name,
        typeName: null,
        description: null,
        imageUrl: null,
        widthCm: null,
        depthCm: null,
        heightCm: null,
        country,
        currency: cleanText(cell(fields, at.currency))?.toUpperCase() ?? null,
        price,
        regularPrice: null,
        availability: "unknown",
        productUrl,
        observedAt,
      };
    };
  },
};
