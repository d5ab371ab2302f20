import { z } from "zod";
import { type OfferList, parseOfferItems } from "./parse-offer-list.ts";
import type { OfferContext } from "./retailer-offer.ts";
import { RetailerResponseError } from "./retailer-response-error.ts";

const productWindow = z.object({ productWindow: z.array(z.unknown()) });

/**
 * The product-list API, in the shapes it is documented with: `more-products` answers
 * `{ moreProducts: { productWindow } }`, `product-list-page` answers
 * `{ productListPage: { productWindow, productCount } }`, and the site's own listing call
 * (`POST …/search?c=listaf`) answers `{ results: [{ items: [{ product }] }] }`.
 */
const productListSchema = z.union([
  z.object({ moreProducts: productWindow }).transform((r) => r.moreProducts.productWindow),
  z.object({ productListPage: productWindow }).transform((r) => r.productListPage.productWindow),
  z
    .object({
      results: z.array(
        z
          .object({
            items: z.array(z.object({ product: z.unknown().optional() }).loose()).nullish(),
          })
          .loose(),
      ),
    })
    .transform((r) =>
      r.results.flatMap((result) => (result.items ?? []).map((item) => item.product)),
    ),
]);

export function parseProductList(json: unknown, context: OfferContext): OfferList {
  const result = productListSchema.safeParse(json);
  if (!result.success) {
    throw new RetailerResponseError(
      "Unexpected product list: expected moreProducts.productWindow, productListPage.productWindow or results[].items",
    );
  }
  return parseOfferItems(
    result.data.filter((item) => item !== undefined),
    context,
  );
}
