export type { BreakerState } from "./circuit-breaker.ts";
export type { Clock } from "./clock.ts";
export { systemClock } from "./clock.ts";
export * from "./limits.ts";
export type { Market } from "./market.ts";
export {
  parseAvailabilities,
  type StockStatus,
  type StoreStock,
} from "./parse-availabilities.ts";
export type { OfferList } from "./parse-offer-list.ts";
export { parseProductJson } from "./parse-product-json.ts";
export { parseProductList } from "./parse-product-list.ts";
export {
  parseSalesItemCommunications,
  type RetailerProductDetails,
} from "./parse-salesitem-communications.ts";
export { parseSearchItem } from "./parse-search-item.ts";
export { parseSearchResponse } from "./parse-search-response.ts";
export {
  createRetailerClient,
  DEFAULT_USER_AGENT,
  type LookupOptions,
  type RetailerClient,
  type RetailerClientOptions,
} from "./retailer-client.ts";
export type {
  Availability,
  CountryResult,
  CountryStatus,
  RetailerOffer,
} from "./retailer-offer.ts";
export {
  availabilitiesPath,
  productJsonPath,
  productListPath,
  searchPath,
} from "./retailer-paths.ts";
export { RetailerRequestError } from "./retailer-request-error.ts";
export { RetailerResponseError } from "./retailer-response-error.ts";
