import { codeFromUrl } from "../parse-article-code.ts";
import { parseCentimetres } from "../parse-dimensions.ts";
import { parsePlainDecimal, parsePriceText } from "../parse-price.ts";
import { reject } from "../rejection.ts";
import {
  availabilityFromOnlineFlag,
  cell,
  cleanText,
  columnPositions,
  missingName,
  noCodeRejection,
  unparsablePrice,
} from "./cells.ts";
import type { FeedFormat } from "./feed-format.ts";

const columns = [
  "item_id",
  "name",
  "price",
  "old_price",
  "sellable_online",
  "link",
  "short_description",
  "width",
  "depth",
  "height",
] as const;

/**
 * SOURCES.md §1: IKEA Saudi Arabia furniture, scraped 2020-04-20 (no date column). `item_id`
 * lost its leading zeros (`368814` is 003.688.14), so the code comes from `link`. `price` is SAR;
 * `old_price` is `SR 2,375` or `No old price`.
 */
export const saTidytuesday: FeedFormat = {
  id: "sa-tidytuesday",
  label: "TidyTuesday IKEA catalogue (Saudi Arabia)",
  requiredColumns: ["item_id", "name", "price", "old_price", "sellable_online", "link"],
  country: "SA",
  snapshotDate: "2020-04-20",
  createRowParser(header, defaults) {
    const at = columnPositions(header, columns);
    const country = defaults.country ?? "SA";
    const observedAt = defaults.observedAt;
    return (fields) => {
      const link = cell(fields, at.link);
      const code = codeFromUrl(link);
      if (!code) return noCodeRejection("link", link);
      const name = cleanText(cell(fields, at.name));
      if (!name) return missingName();
      const priceText = cell(fields, at.price);
      const price = parsePlainDecimal(priceText);
      if (price === null) return unparsablePrice(priceText);
      if (!observedAt) return reject("missing-date", "no observation date");
      const oldPrice = parsePriceText(cell(fields, at.old_price), ",");
      return {
        articleCode: code.code,
        isCombination: code.isCombination,
        name,
        typeName: null,
        description: cleanText(cell(fields, at.short_description)),
        imageUrl: null,
        widthCm: parseCentimetres(cell(fields, at.width)),
        depthCm: parseCentimetres(cell(fields, at.depth)),
        heightCm: parseCentimetres(cell(fields, at.height)),
        country,
        currency: null,
        price,
        // A regular price is a bonus: a strange one is dropped, not a reason to lose the row.
        regularPrice: "amount" in oldPrice && oldPrice.amount > price ? oldPrice.amount : null,
        availability: availabilityFromOnlineFlag(cell(fields, at.sellable_online)),
        productUrl: cleanText(link),
        observedAt,
      };
    };
  },
};
