import { toMinorUnits } from "@frontalier/shared/money";
import {
  type OfflineArticle,
  offlineArticle,
  offlineArticles,
  offlineMeasure,
} from "../catalogue/offline/offline-catalogue.ts";
import { type FakeCountry, fakeCountry } from "./fake-countries.ts";
import { unitHash } from "./fake-hash.ts";
import { FAKE_EUR_RATES } from "./fake-rates.ts";
import { type PriceEnding, toPricePoint } from "./price-points.ts";

export const DEFAULT_FAKE_SEED = "frontalier";
/** Share of (code, country) pairs not sold, on a price cut, and sold in store only. */
export const FAKE_NOT_SOLD_RATE = 0.08;
export const FAKE_DISCOUNT_RATE = 0.06;
export const FAKE_STORE_ONLY_RATE = 0.1;
/** Share of pairs, among those not on a price cut, with a lower member (IKEA Family) price. */
export const FAKE_MEMBER_RATE = 0.12;

/** A real article's type: its key in the product-types table, English name and list category. */
export interface FakeProductType {
  key: string;
  name: string;
  category: string;
}

/** What an article is, wherever it is sold: the real article of the offline catalogue. */
export interface FakeProduct {
  code: string;
  isCombination: boolean;
  name: string;
  type: FakeProductType;
  /** The colour or finish; the offline catalogue does not give one, so it is empty. */
  designText: string;
  /** `77x39x147 cm`, or empty when the source gives no size. */
  measure: string;
  /** The sample price point in euros before the country's level, from the source's price. */
  baseEur: number;
  ending: PriceEnding;
}

export interface FakePrice {
  currency: string;
  /** Major units, as the retailer's `priceNumeral`. */
  numeral: number;
  priceMinor: number;
  /** The price before a cut, or null. */
  regularNumeral: number | null;
  regularPriceMinor: number | null;
  /** The member (IKEA Family) price, below `numeral`, or null (decision 045). */
  memberNumeral: number | null;
  memberPriceMinor: number | null;
}

/** An article as one country's site shows it. */
export interface FakeOffer extends FakeProduct {
  country: FakeCountry;
  price: FakePrice;
  onlineSellable: boolean;
}

/** Only the offline catalogue's real articles exist: any other code is not found, as live. */
export const fakeArticleExists = (code: string, _seed = DEFAULT_FAKE_SEED): boolean =>
  offlineArticle(code) !== undefined;

export const fakeIsCombination = (code: string, _seed = DEFAULT_FAKE_SEED): boolean =>
  offlineArticle(code)?.isCombination === true;

const soldThere = (code: string, country: string, seed: string): boolean =>
  fakeCountry(country) !== undefined && unitHash(seed, "sold", code, country) >= FAKE_NOT_SOLD_RATE;

/** False as well for a code that exists nowhere and for a country the fake does not know. */
export const fakeSoldIn = (code: string, country: string, seed = DEFAULT_FAKE_SEED): boolean =>
  fakeArticleExists(code, seed) && soldThere(code, country, seed);

function productOf(article: OfflineArticle, seed: string): FakeProduct {
  // Most of the retailer's prices end just under a round figure.
  const ending: PriceEnding = unitHash(seed, "ending", article.code) < 0.75 ? "charm" : "round";
  return {
    code: article.code,
    isCombination: article.isCombination,
    name: article.name,
    type: { key: article.type, name: article.typeName, category: article.type },
    designText: "",
    measure: offlineMeasure(article),
    baseEur: toPricePoint(article.referenceEur, "EUR", ending),
    ending,
  };
}

const productCache = new Map<string, FakeProduct | null>();
const PRODUCT_CACHE_SIZE = 10_000;

/** The real article of this code as the fake sells it, or null: no such article. */
export function fakeProduct(code: string, seed = DEFAULT_FAKE_SEED): FakeProduct | null {
  const key = `${seed}\u0000${code}`;
  let product = productCache.get(key);
  if (product === undefined) {
    if (productCache.size >= PRODUCT_CACHE_SIZE) productCache.clear();
    const article = offlineArticle(code);
    product = article ? productOf(article, seed) : null;
    productCache.set(key, product);
  }
  return product;
}

/** Every article the fake knows (the offline catalogue), in code order. */
export const fakeProducts = (seed = DEFAULT_FAKE_SEED): FakeProduct[] =>
  offlineArticles().map((article) => fakeProduct(article.code, seed)!);

function priceIn(product: FakeProduct, country: FakeCountry, seed: string): FakePrice {
  const { currency } = country;
  const draw = (slot: string) => unitHash(seed, slot, product.code, country.code);
  // Each country also prices each article a little on its own (±4 %).
  const noise = 0.96 + 0.08 * draw("noise");
  const local = product.baseEur * country.level * noise * FAKE_EUR_RATES[currency]!;
  const regular = toPricePoint(local, currency, product.ending);
  const cut = draw("discount") < FAKE_DISCOUNT_RATE;
  const numeral = cut
    ? toPricePoint(regular * (0.7 + 0.2 * draw("cut")), currency, "charm")
    : regular;
  const discounted = cut && numeral < regular;
  // A member price on some of the others, 5 to 15 % below the shelf price.
  const member =
    !cut && draw("member") < FAKE_MEMBER_RATE
      ? toPricePoint(numeral * (0.85 + 0.1 * draw("member-cut")), currency, "charm")
      : null;
  const memberNumeral = member !== null && member < numeral ? member : null;
  return {
    currency,
    numeral,
    priceMinor: toMinorUnits(numeral, currency),
    regularNumeral: discounted ? regular : null,
    regularPriceMinor: discounted ? toMinorUnits(regular, currency) : null,
    memberNumeral,
    memberPriceMinor: memberNumeral === null ? null : toMinorUnits(memberNumeral, currency),
  };
}

/** A product as one country's site shows it, or null where it is not sold. */
export function offerOf(
  product: FakeProduct,
  country: string,
  seed = DEFAULT_FAKE_SEED,
): FakeOffer | null {
  const place = fakeCountry(country);
  if (!place || !soldThere(product.code, country, seed)) return null;
  return {
    ...product,
    country: place,
    price: priceIn(product, place, seed),
    onlineSellable: unitHash(seed, "online", product.code, country) >= FAKE_STORE_ONLY_RATE,
  };
}

export function fakeOffer(
  code: string,
  country: string,
  seed = DEFAULT_FAKE_SEED,
): FakeOffer | null {
  const product = fakeProduct(code, seed);
  return product && offerOf(product, country, seed);
}

/** The price of an article in a country, or null where it is not sold. */
export const fakePrice = (
  code: string,
  country: string,
  seed = DEFAULT_FAKE_SEED,
): FakePrice | null => fakeOffer(code, country, seed)?.price ?? null;
