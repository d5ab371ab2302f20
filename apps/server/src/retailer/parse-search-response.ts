import { z } from "zod";
import { type OfferList, parseOfferItems } from "./parse-offer-list.ts";
import type { OfferContext } from "./retailer-offer.ts";
import { parseWith } from "./retailer-response-error.ts";

/**
 * `GET /{cc}/{lang}/search-result-page?q=…&types=PRODUCT`:
 * `{ searchResultPage: { products: { main: { items: [{ type: "PRODUCT", product }] } } } }`.
 * No match is a 200 with no items (or no `main` at all).
 */
const searchResponseSchema = z.object({
  searchResultPage: z.object({
    products: z
      .object({
        main: z
          .object({
            items: z.array(
              z.object({ type: z.string().nullish(), product: z.unknown().optional() }).loose(),
            ),
          })
          .nullish(),
      })
      .nullish(),
  }),
});

export function parseSearchResponse(json: unknown, context: OfferContext): OfferList {
  const response = parseWith(searchResponseSchema, json, "search response");
  const items = response.searchResultPage.products?.main?.items ?? [];
  const products = items
    .filter((item) => (item.type ?? "PRODUCT") === "PRODUCT" && item.product !== undefined)
    .map((item) => item.product);
  return parseOfferItems(products, context);
}
