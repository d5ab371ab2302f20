import type { Availability } from "../feed-row.ts";
import { codeFromCell, codeFromUrl } from "../parse-article-code.ts";
import { parsePlainDecimal } from "../parse-price.ts";
import {
  cell,
  cleanText,
  columnPositions,
  missingName,
  noCodeRejection,
  observedAtReader,
  unparsablePrice,
} from "./cells.ts";
import type { FeedFormat } from "./feed-format.ts";

const columns = [
  "article_number",
  "name",
  "price",
  "currency",
  "availability",
  "url",
  "last_updated",
] as const;

/** commerce.txt writes schema.org ItemAvailability names. */
const availabilities: Record<string, Availability> = {
  instock: "online",
  onlineonly: "online",
  instoreonly: "in_store",
  discontinued: "not_sold",
};

/** SOURCES.md §1, built from commercetxt product files: one row per product, dated. */
export const usCommercetxt: FeedFormat = {
  id: "us-commercetxt",
  label: "commerce.txt sample (IKEA US)",
  requiredColumns: columns,
  country: "US",
  createRowParser(header, defaults) {
    const at = columnPositions(header, columns);
    const readObservedAt = observedAtReader(defaults.observedAt);
    const country = defaults.country ?? "US";
    return (fields) => {
      const codeText = cell(fields, at.article_number);
      const code = codeFromCell(codeText);
      if (!code) return noCodeRejection("article_number", codeText);
      const name = cleanText(cell(fields, at.name));
      if (!name) return missingName();
      const priceText = cell(fields, at.price);
      const price = parsePlainDecimal(priceText);
      if (price === null) return unparsablePrice(priceText);
      const observedAt = readObservedAt(cell(fields, at.last_updated));
      if (typeof observedAt !== "string") return observedAt;
      const productUrl = cleanText(cell(fields, at.url));
      const availability = cell(fields, at.availability).trim().toLowerCase();
      return {
        articleCode: code.code,
        isCombination:
          code.isCombination ||
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
        availability: availabilities[availability] ?? "unknown",
        productUrl,
        observedAt,
      };
    };
  },
};
