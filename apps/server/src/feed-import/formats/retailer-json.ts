import { toMajorUnits } from "@frontalier/shared/money";
import { parseProductJson } from "../../retailer/parse-product-json.ts";
import { parseSearchItem } from "../../retailer/parse-search-item.ts";
import type { RetailerOffer } from "../../retailer/retailer-offer.ts";
import type { ParsedRow } from "../feed-row.ts";
import { quote, type Rejection, reject } from "../rejection.ts";
import { missingName } from "./cells.ts";
import type { RowDefaults } from "./feed-format.ts";

/**
 * JSON price feeds are the retailer's own answers, recorded (SOURCES.md §3): a search answer, a
 * product-list answer, one search item or one product JSON, or an array of items of either kind.
 * Each item is one row of the report, numbered from 1 in the order of the file.
 */
export interface JsonFeed {
  shape: JsonFeedShape;
  items: readonly unknown[];
}

export type JsonFeedShape =
  | "search-answer"
  | "product-list"
  | "search-item"
  | "product-json"
  | "item-array";

export const jsonShapeLabels: Record<JsonFeedShape, string> = {
  "search-answer": "retailer JSON, search answer (searchResultPage.products.main.items)",
  "product-list":
    "retailer JSON, product-list answer (moreProducts / productListPage .productWindow, results[].items)",
  "search-item": "retailer JSON, one search item (itemNo, price)",
  "product-json": "retailer JSON, one product JSON (id, priceNumeral / revampPrice)",
  "item-array": "retailer JSON, an array of search items or product JSONs",
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const arrayAt = (value: unknown, ...path: string[]): unknown[] | null => {
  let at = value;
  for (const key of path) at = isObject(at) ? at[key] : undefined;
  return Array.isArray(at) ? at : null;
};

type ItemKind = "search-item" | "product-json";

/** Search items carry `itemNo` or an object `price`; product JSONs a string `price` or `revampPrice`. */
function itemKind(item: unknown): ItemKind | null {
  if (!isObject(item)) return null;
  if ("itemNo" in item || "salesPrice" in item || isObject(item.price)) return "search-item";
  if ("revampPrice" in item || typeof item.price === "string") return "product-json";
  if (typeof item.id === "string" && "priceNumeral" in item) return "product-json";
  return null;
}

/** The items of a recorded answer, or null when the JSON has none of the shapes above. */
export function jsonFeedItems(json: unknown): JsonFeed | null {
  if (Array.isArray(json)) {
    return json.some((item) => itemKind(item) !== null)
      ? { shape: "item-array", items: json }
      : null;
  }
  if (!isObject(json)) return null;
  if ("searchResultPage" in json) {
    const items = arrayAt(json, "searchResultPage", "products", "main", "items") ?? [];
    return {
      shape: "search-answer",
      items: items
        .filter((item) => !isObject(item) || (item.type ?? "PRODUCT") === "PRODUCT")
        .map((item) => (isObject(item) ? item.product : item)),
    };
  }
  const window =
    arrayAt(json, "moreProducts", "productWindow") ??
    arrayAt(json, "productListPage", "productWindow");
  if (window) return { shape: "product-list", items: window };
  const results = arrayAt(json, "results");
  if (results) {
    return {
      shape: "product-list",
      items: results.flatMap((result) =>
        (arrayAt(result, "items") ?? []).map((item) => (isObject(item) ? item.product : item)),
      ),
    };
  }
  const kind = itemKind(json);
  return kind ? { shape: kind, items: [json] } : null;
}

/** `https://www.ikea.com/nl/en/p/billy-…-00263850/` → `NL`. */
const countryOfUrl = (url: unknown): string | null => {
  if (typeof url !== "string") return null;
  const match = /^https?:\/\/[^/]+\/([a-z]{2})\/[a-z]{2}\//i.exec(url.trim());
  return match?.[1] ? match[1].toUpperCase() : null;
};

const articleCodeOf = (item: Record<string, unknown>): string | null => {
  for (const value of [item.itemNo, item.id]) {
    if (typeof value === "string" && /^[sS]?\d{8}$/.test(value)) return value.replace(/^s/i, "");
  }
  return null;
};

/** Reads one item into a row, the country and date settled as for a CSV row. */
export function createJsonItemParser(
  defaults: RowDefaults,
): (item: unknown) => ParsedRow | Rejection {
  return (item) => {
    const kind = itemKind(item);
    if (!kind || !isObject(item)) {
      const keys = isObject(item) ? Object.keys(item).slice(0, 6).join(", ") : typeof item;
      return reject("unrecognised-item", `neither a search item nor a product JSON (${keys})`);
    }
    const articleCode = articleCodeOf(item);
    if (!articleCode) {
      return reject(
        "no-article-code",
        `no 8-digit article code in itemNo/id ${quote(String(item.itemNo ?? item.id ?? ""))}`,
      );
    }
    if (typeof item.name !== "string" || item.name.trim() === "") return missingName();
    const country = defaults.country ?? countryOfUrl(item.pipUrl);
    if (!country) {
      return reject("unknown-country", "no country: the item has no pipUrl (give --country)");
    }
    if (!defaults.observedAt) {
      return reject("missing-date", "no observation date (give --observed-at)");
    }
    const context = {
      market: { country, locale: "" },
      observedAt: new Date(defaults.observedAt),
    };
    let offer: RetailerOffer | null;
    try {
      offer =
        kind === "search-item"
          ? parseSearchItem(item, context)
          : parseProductJson(item, { ...context, articleCode, isCombination: false });
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return reject("unrecognised-item", detail.replace(/\s+/g, " ").slice(0, 200));
    }
    if (!offer) return reject("unrecognised-item", "an empty product JSON (not sold there)");
    return toParsedRow(offer, defaults.observedAt);
  };
}

function toParsedRow(offer: RetailerOffer, observedAt: string): ParsedRow | Rejection {
  if (offer.priceMinor === null || offer.currency === null) {
    return reject("unparsable-price", "no price (priceNumeral, price or salesPrice)");
  }
  return {
    articleCode: offer.articleCode,
    isCombination: offer.isCombination,
    name: offer.name,
    typeName: offer.typeName,
    description: null,
    imageUrl: offer.imageUrl,
    widthCm: null,
    depthCm: null,
    heightCm: null,
    country: offer.country,
    currency: offer.currency,
    price: toMajorUnits(offer.priceMinor, offer.currency),
    regularPrice:
      offer.regularPriceMinor === null
        ? null
        : toMajorUnits(offer.regularPriceMinor, offer.currency),
    availability: offer.availability,
    productUrl: offer.productUrl,
    observedAt,
  };
}
