import { toMinorUnits } from "@frontalier/shared/money";
import { type FakeCountry, fakeCountry } from "./fake-countries.ts";
import { pick, unitHash } from "./fake-hash.ts";
import {
  FAKE_DESIGNS,
  FAKE_PRODUCT_TYPES,
  type FakeProductType,
  inventName,
} from "./fake-names.ts";
import { FAKE_EUR_RATES } from "./fake-rates.ts";
import { type PriceEnding, toPricePoint } from "./price-points.ts";

export const DEFAULT_FAKE_SEED = "frontalier";
/** Share of codes that exist nowhere, of (code, country) pairs not sold, and so on. */
export const FAKE_MISSING_RATE = 0.1;
export const FAKE_NOT_SOLD_RATE = 0.08;
export const FAKE_COMBINATION_RATE = 0.12;
export const FAKE_DISCOUNT_RATE = 0.06;
export const FAKE_STORE_ONLY_RATE = 0.1;

/** What an article is, wherever it is sold. */
export interface FakeProduct {
  code: string;
  isCombination: boolean;
  name: string;
  type: FakeProductType;
  designText: string;
  measure: string;
  /** The price point in euros before the country's level. */
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
}

/** An article as one country's site shows it. */
export interface FakeOffer extends FakeProduct {
  country: FakeCountry;
  price: FakePrice;
  onlineSellable: boolean;
}

export const fakeArticleExists = (code: string, seed = DEFAULT_FAKE_SEED): boolean =>
  /^\d{8}$/.test(code) && unitHash(seed, "exists", code) >= FAKE_MISSING_RATE;

export const fakeIsCombination = (code: string, seed = DEFAULT_FAKE_SEED): boolean =>
  unitHash(seed, "combination", code) < FAKE_COMBINATION_RATE;

const soldThere = (code: string, country: string, seed: string): boolean =>
  fakeCountry(country) !== undefined && unitHash(seed, "sold", code, country) >= FAKE_NOT_SOLD_RATE;

/** False as well for a code that exists nowhere and for a country the fake does not know. */
export const fakeSoldIn = (code: string, country: string, seed = DEFAULT_FAKE_SEED): boolean =>
  fakeArticleExists(code, seed) && soldThere(code, country, seed);

function measureOf(type: FakeProductType, draw: (slot: string) => number): string {
  const values = type.measure.map(([min, max], i) => {
    const raw = min + draw(`measure${i}`) * (max - min);
    return raw < 50 ? Math.round(raw) : Math.round(raw / 5) * 5;
  });
  return `${values.join("x")} cm`;
}

function inventProduct(code: string, seed: string): FakeProduct | null {
  if (!fakeArticleExists(code, seed)) return null;
  const draw = (slot: string) => unitHash(seed, slot, code);
  const type = pick(FAKE_PRODUCT_TYPES, draw("type"));
  // Log-uniform inside the type's range: many cheap articles, a few dear ones.
  const raw = type.minEur * (type.maxEur / type.minEur) ** draw("price");
  const ending: PriceEnding = draw("ending") < 0.75 ? "charm" : "round";
  return {
    code,
    isCombination: fakeIsCombination(code, seed),
    name: inventName((slot) => draw(`name:${slot}`)),
    type,
    designText: pick(FAKE_DESIGNS, draw("design")),
    measure: measureOf(type, draw),
    baseEur: toPricePoint(raw, "EUR", ending),
    ending,
  };
}

/** Inventing a product takes some thirty hashes; a fan-out asks for the same one 30 times. */
const productCache = new Map<string, FakeProduct | null>();
const PRODUCT_CACHE_SIZE = 10_000;

export function fakeProduct(code: string, seed = DEFAULT_FAKE_SEED): FakeProduct | null {
  const key = `${seed}\u0000${code}`;
  let product = productCache.get(key);
  if (product === undefined) {
    if (productCache.size >= PRODUCT_CACHE_SIZE) productCache.clear();
    product = inventProduct(code, seed);
    productCache.set(key, product);
  }
  return product;
}

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
  return {
    currency,
    numeral,
    priceMinor: toMinorUnits(numeral, currency),
    regularNumeral: discounted ? regular : null,
    regularPriceMinor: discounted ? toMinorUnits(regular, currency) : null,
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
