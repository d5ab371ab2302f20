import type { BreakerState } from "./circuit-breaker.ts";
import { type Clock, systemClock } from "./clock.ts";
import { DEFAULT_RETAILER_LIMITS, type RetailerLimits } from "./limits.ts";
import type { Market } from "./market.ts";
import { parseAvailabilities, type StoreStock } from "./parse-availabilities.ts";
import type { OfferList } from "./parse-offer-list.ts";
import { parseProductJson } from "./parse-product-json.ts";
import { parseProductList } from "./parse-product-list.ts";
import { parseSearchResponse } from "./parse-search-response.ts";
import { createRetailerHttp, type RetailerCall } from "./retailer-http.ts";
import type { CountryResult, OfferContext, RetailerOffer } from "./retailer-offer.ts";
import {
  availabilitiesPath,
  productJsonPath,
  productListPath,
  searchPath,
} from "./retailer-paths.ts";
import { RetailerRequestError } from "./retailer-request-error.ts";
import { createSemaphore } from "./semaphore.ts";

export interface RetailerClientOptions {
  /** Host of the product JSON (`https://www.ikea.com`, or the fake retailer). */
  baseUrl: string;
  /** Host of the search and product-list APIs; defaults to `baseUrl`. */
  searchBaseUrl?: string;
  /** Host of the store-stock API (`https://api.ingka.ikea.com`); without it, no stock look-ups. */
  stockBaseUrl?: string;
  /** The `x-client-id` the stock API asks of its callers. */
  stockClientId?: string;
  limits?: Partial<RetailerLimits>;
  fetch?: typeof globalThis.fetch;
  clock?: Clock;
  /** The jitter's source of randomness. */
  random?: () => number;
  userAgent?: string;
}

export interface LookupOptions {
  /** Known from the catalogue; when undefined the article path is tried, then the `s` one. */
  isCombination?: boolean;
  signal?: AbortSignal;
  /** Retries after a failed attempt; the connector's limit when unset (the refresh sends none). */
  maxRetries?: number;
}

export interface RetailerClient {
  fetchOffer(code: string, market: Market, options?: LookupOptions): Promise<CountryResult>;
  /**
   * Asks every market at once (the per-host limit queues them); `onResult` hears each country
   * as it answers. Resolves with every result, in the order of `markets`.
   */
  fanOut(
    code: string,
    markets: readonly Market[],
    onResult?: (result: CountryResult) => void,
    options?: LookupOptions,
  ): Promise<CountryResult[]>;
  /** Throws `RetailerRequestError` when the search API gives no usable answer. */
  searchByName(
    query: string,
    market: Market,
    options?: { size?: number; signal?: AbortSignal },
  ): Promise<RetailerOffer[]>;
  listProducts(
    category: string,
    market: Market,
    options?: { start?: number; end?: number; signal?: AbortSignal },
  ): Promise<RetailerOffer[]>;
  /**
   * Store by store, the stock of an article in one country. Throws `RetailerRequestError` when
   * the stock API gives no usable answer, or when none is configured (`stockBaseUrl`).
   */
  fetchStock(
    code: string,
    market: Market,
    options?: { signal?: AbortSignal },
  ): Promise<StoreStock[]>;
  /** Whether a stock API is configured. */
  readonly hasStock: boolean;
  /** The circuit of a country on the product JSON host, or on the search host. */
  breakerState(country: string, api?: "product" | "search"): BreakerState;
  /** Until when (epoch ms) the host's Retry-After asked not to be asked about `country`; 0: no wait. */
  heldUntil(country: string, api?: "product" | "search"): number;
  /** Hears every HTTP call to the retailer once it has ended (the metrics). */
  observe?(listener: (call: RetailerCall) => void): () => void;
}

export const DEFAULT_USER_AGENT = "Mozilla/5.0 (compatible; Frontalier/0.1; price comparison)";

const articleCode = /^\d{8}$/;
/** A bad base URL fails at start-up, not at the first look-up. */
function baseUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new Error(`Retailer base URL must be http(s): ${url}`);
  }
  return url.replace(/\/+$/, "");
}

export function createRetailerClient(options: RetailerClientOptions): RetailerClient {
  const clock = options.clock ?? systemClock;
  const productBase = baseUrl(options.baseUrl);
  const searchBase = baseUrl(options.searchBaseUrl ?? options.baseUrl);
  const stockBase = options.stockBaseUrl ? baseUrl(options.stockBaseUrl) : null;
  const stockHeaders = options.stockClientId ? { "x-client-id": options.stockClientId } : undefined;
  const limits: RetailerLimits = { ...DEFAULT_RETAILER_LIMITS, ...options.limits };
  const http = createRetailerHttp({
    fetch: options.fetch ?? globalThis.fetch,
    clock,
    random: options.random ?? Math.random,
    limits,
    userAgent: options.userAgent ?? DEFAULT_USER_AGENT,
  });

  /** One path (plain or `s`) in one country: the result, or null for a 404 on that path. */
  async function fetchKind(
    code: string,
    market: Market,
    isCombination: boolean,
    started: number,
    signal?: AbortSignal,
    maxRetries?: number,
  ): Promise<CountryResult | null> {
    const result = (fields: Omit<CountryResult, "country" | "elapsedMs">): CountryResult => ({
      country: market.country,
      ...fields,
      elapsedMs: clock.now() - started,
    });
    let path: string;
    try {
      path = productJsonPath(code, market, isCombination);
    } catch (error) {
      return result({ status: "error", error: (error as Error).message });
    }
    const outcome = await http.getJson(
      `${productBase}${path}`,
      market.country,
      signal,
      undefined,
      maxRetries === undefined ? {} : { maxRetries },
    );
    if (outcome.kind === "not_found") return null;
    if (outcome.kind !== "ok") return result({ status: outcome.kind, error: outcome.error });
    try {
      const offer = parseProductJson(outcome.body, {
        articleCode: code,
        isCombination,
        market,
        observedAt: new Date(clock.now()),
      });
      return offer ? result({ status: "ok", offer }) : null;
    } catch (error) {
      return result({ status: "error", error: (error as Error).message });
    }
  }

  async function fetchOffer(
    code: string,
    market: Market,
    lookup: LookupOptions = {},
    race = false,
  ): Promise<CountryResult> {
    const started = clock.now();
    const notFound = (): CountryResult => ({
      country: market.country,
      status: "not_found",
      elapsedMs: clock.now() - started,
    });
    if (!articleCode.test(code)) {
      return {
        country: market.country,
        status: "error",
        error: `bad article code "${code}"`,
        elapsedMs: 0,
      };
    }
    if (lookup.isCombination !== undefined) {
      return (
        (await fetchKind(
          code,
          market,
          lookup.isCombination,
          started,
          lookup.signal,
          lookup.maxRetries,
        )) ?? notFound()
      );
    }
    if (race) {
      // Both spellings at once: whichever exists answers, and a combination costs no extra wait.
      const [plain, combination] = await Promise.all([
        fetchKind(code, market, false, started, lookup.signal),
        fetchKind(code, market, true, started, lookup.signal),
      ]);
      const found = [plain, combination].find((r) => r?.status === "ok");
      return found ?? plain ?? combination ?? notFound();
    }
    for (const isCombination of [false, true]) {
      const result = await fetchKind(code, market, isCombination, started, lookup.signal);
      if (result) return result;
    }
    return notFound();
  }

  async function fanOut(
    code: string,
    markets: readonly Market[],
    onResult?: (result: CountryResult) => void,
    lookup: LookupOptions = {},
  ): Promise<CountryResult[]> {
    let listenerError: unknown;
    // Whether the article is a combination (`s` paths) is learnt from the first country that
    // knows it; until then each country asks both spellings at once.
    let learned = lookup.isCombination;
    // Countries take their turn here, so each decides how to ask when its turn comes: after
    // the first answer, with one request instead of two.
    const turns = createSemaphore(limits.perHostConcurrency);
    const results = await Promise.all(
      markets.map(async (market) => {
        const result = await turns.run(() =>
          fetchOffer(code, market, { ...lookup, isCombination: learned }, true),
        );
        if (result.status === "ok" && result.offer) learned ??= result.offer.isCombination;
        try {
          onResult?.(result);
        } catch (error) {
          // One failing listener call must not cost the other countries their look-up.
          listenerError ??= error;
        }
        return result;
      }),
    );
    if (listenerError !== undefined) throw listenerError;
    return results;
  }

  async function getOffers(
    path: string,
    market: Market,
    parse: (json: unknown, context: OfferContext) => OfferList,
    signal?: AbortSignal,
  ): Promise<RetailerOffer[]> {
    const outcome = await http.getJson(`${searchBase}${path}`, market.country, signal);
    if (outcome.kind === "not_found") return [];
    if (outcome.kind !== "ok") throw new RetailerRequestError(outcome.kind, outcome.error);
    try {
      return parse(outcome.body, { market, observedAt: new Date(clock.now()) }).offers;
    } catch (error) {
      throw new RetailerRequestError("error", (error as Error).message);
    }
  }

  async function fetchStock(
    code: string,
    market: Market,
    stock: { signal?: AbortSignal } = {},
  ): Promise<StoreStock[]> {
    if (!stockBase) throw new RetailerRequestError("error", "no stock API is configured");
    if (!articleCode.test(code))
      throw new RetailerRequestError("error", `bad article code "${code}"`);
    const url = `${stockBase}${availabilitiesPath(code, market)}`;
    const outcome = await http.getJson(url, market.country, stock.signal, stockHeaders);
    if (outcome.kind === "not_found") return [];
    if (outcome.kind !== "ok") throw new RetailerRequestError(outcome.kind, outcome.error);
    try {
      return parseAvailabilities(outcome.body, code);
    } catch (error) {
      throw new RetailerRequestError("error", (error as Error).message);
    }
  }

  return {
    observe: (listener) => http.observe(listener),
    fetchOffer,
    fanOut,
    fetchStock,
    hasStock: stockBase !== null,
    searchByName: (query, market, search = {}) =>
      getOffers(
        searchPath(query, market, search.size ?? limits.searchSize),
        market,
        parseSearchResponse,
        search.signal,
      ),
    listProducts: (category, market, list = {}) => {
      const start = list.start ?? 0;
      return getOffers(
        productListPath(category, market, { start, end: list.end ?? start + limits.searchSize }),
        market,
        parseProductList,
        list.signal,
      );
    },
    breakerState: (country, api = "product") =>
      http.breaker(country, new URL(api === "search" ? searchBase : productBase).host).state,
    heldUntil: (country, api = "product") =>
      http.heldUntil(country, new URL(api === "search" ? searchBase : productBase).host),
  };
}
