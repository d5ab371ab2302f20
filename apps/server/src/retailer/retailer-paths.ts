import { localeSegments, type Market } from "./market.ts";

/**
 * The paths of the retailer's public endpoints, below a configurable base URL. The fake retailer
 * matches requests with `matchRetailerPath`, so both sides always agree.
 *
 * - product JSON (www.ikea.com): `/{cc}/{lang}/products/{last 3 digits}/{s?}{code}.json`, the
 *   `s` marking a combination (SPR) article;
 * - search (sik.search.blue.cdtapps.com): `/{cc}/{lang}/search-result-page?q=…&types=PRODUCT&size=N`,
 *   the JSON API the site's search box calls; `/{cc}/{lang}/search/?q=` is an HTML page;
 * - store stock (api.ingka.ikea.com): `/cia/availabilities/ru/{cc}?itemNos={code}&expand=StoresList,Restocks`;
 * - product list (same host as search):
 *   `/{cc}/{lang}/product-list-page/more-products?category=…&start=…&end=…` (end exclusive).
 */
export function productJsonPath(code: string, market: Market, isCombination: boolean): string {
  const { cc, lang } = localeSegments(market);
  return `/${cc}/${lang}/products/${code.slice(-3)}/${isCombination ? "s" : ""}${code}.json`;
}

export function searchPath(query: string, market: Market, size: number): string {
  const { cc, lang } = localeSegments(market);
  const params = new URLSearchParams({ q: query, types: "PRODUCT", size: String(size) });
  return `/${cc}/${lang}/search-result-page?${params}`;
}

export function productListPath(
  category: string,
  market: Market,
  range: { start: number; end: number },
): string {
  const { cc, lang } = localeSegments(market);
  const params = new URLSearchParams({
    category,
    start: String(range.start),
    end: String(range.end),
  });
  return `/${cc}/${lang}/product-list-page/more-products?${params}`;
}

export function availabilitiesPath(code: string, market: Market): string {
  const { cc } = localeSegments(market);
  const params = new URLSearchParams({ itemNos: code, expand: "StoresList,Restocks" });
  return `/cia/availabilities/ru/${cc}?${params}`;
}

export type RetailerRoute =
  | { kind: "product_json"; cc: string; lang: string; code: string; isCombination: boolean }
  | { kind: "search"; cc: string; lang: string; query: string; size: number | null }
  | { kind: "availabilities"; cc: string; code: string }
  | {
      kind: "product_list";
      cc: string;
      lang: string;
      category: string;
      start: number;
      end: number;
    };

const productJson = /^\/([a-z]{2})\/([a-z]{2})\/products\/(\d{3})\/(s?)(\d{8})\.json$/;
const search = /^\/([a-z]{2})\/([a-z]{2})\/search-result-page\/?$/;
const availabilities = /^\/cia\/availabilities\/ru\/([a-z]{2})\/?$/;
const productList = /^\/([a-z]{2})\/([a-z]{2})\/product-list-page\/more-products\/?$/;

const intParam = (params: URLSearchParams, name: string): number | null => {
  const value = params.get(name);
  return value !== null && /^\d{1,6}$/.test(value) ? Number(value) : null;
};

/** The inverse of the builders above; null for any other path (and a mismatched `{last3}`). */
export function matchRetailerPath(pathname: string, params: URLSearchParams): RetailerRoute | null {
  const product = productJson.exec(pathname);
  if (product) {
    const [, cc, lang, last3, s, code] = product as unknown as string[];
    if (code!.slice(-3) !== last3) return null;
    return { kind: "product_json", cc: cc!, lang: lang!, code: code!, isCombination: s === "s" };
  }
  const searchMatch = search.exec(pathname);
  if (searchMatch) {
    const query = params.get("q");
    if (query === null) return null;
    return {
      kind: "search",
      cc: searchMatch[1]!,
      lang: searchMatch[2]!,
      query,
      size: intParam(params, "size"),
    };
  }
  const stock = availabilities.exec(pathname);
  if (stock) {
    const code = params.get("itemNos");
    if (!code || !/^\d{8}$/.test(code)) return null;
    return { kind: "availabilities", cc: stock[1]!, code };
  }
  const list = productList.exec(pathname);
  if (list) {
    const category = params.get("category");
    if (!category) return null;
    const start = intParam(params, "start") ?? 0;
    const end = intParam(params, "end") ?? start + 24;
    return { kind: "product_list", cc: list[1]!, lang: list[2]!, category, start, end };
  }
  return null;
}
