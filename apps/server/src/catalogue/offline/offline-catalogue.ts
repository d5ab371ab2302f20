import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { ecbSnapshot, withUsdPegs } from "@frontalier/shared/ecb-rates";
import { locales } from "@frontalier/shared/locales";
import { toMajorUnits } from "@frontalier/shared/money";
import { isProductTypeKey, type ProductTypeKey } from "@frontalier/shared/product-types";

/** The real articles that ship in the repo (data/ATTRIBUTION.md says where they come from). */
export const OFFLINE_CATALOGUE_FILE = resolve(
  import.meta.dirname,
  "../../../../../data/offline-catalogue.json",
);
const ENGLISH_TYPE_NAMES_FILE = resolve(
  import.meta.dirname,
  "../../../../../packages/shared/locales/en/product-types.json",
);

/** One real article: the source's code, name, type and sizes, and a dated reference price. */
export interface OfflineArticle {
  code: string;
  isCombination: boolean;
  name: string;
  type: ProductTypeKey;
  /** The type in English, as the retailer's international site words it (`Shelving unit`). */
  typeName: string;
  widthCm: number | null;
  depthCm: number | null;
  heightCm: number | null;
  /** The source's price, in minor units of its currency (SAR, NOK), on the source's date. */
  currency: string;
  priceMinor: number;
  /** That price in euros at the bundled ECB rates: the base of every sample price. */
  referenceEur: number;
}

let catalogue: { list: OfflineArticle[]; byCode: Map<string, OfflineArticle> } | null = null;

/**
 * Reads the shipped catalogue once: `columns` names each row's order, so a column moved by a new
 * derivation is still read right, and a missing column or an unknown type fails loudly.
 */
function load(file = OFFLINE_CATALOGUE_FILE) {
  if (catalogue) return catalogue;
  const data = JSON.parse(readFileSync(file, "utf8")) as {
    columns: string[];
    articles: unknown[][];
  };
  const typeNames = JSON.parse(readFileSync(ENGLISH_TYPE_NAMES_FILE, "utf8")) as Record<
    string,
    string
  >;
  const at = (column: string) => {
    const index = data.columns.indexOf(column);
    if (index < 0) throw new Error(`${file}: no ${column} column`);
    return index;
  };
  const [code, combination, name, type, width, depth, height, currency, price] = [
    "code",
    "isCombination",
    "name",
    "type",
    "widthCm",
    "depthCm",
    "heightCm",
    "currency",
    "priceMinor",
  ].map(at) as number[] as [number, number, number, number, number, number, number, number, number];
  const rates = withUsdPegs(ecbSnapshot);
  const size = (value: unknown) => (typeof value === "number" ? value : null);
  const list = data.articles.map((row): OfflineArticle => {
    const key = row[type];
    if (!isProductTypeKey(key)) throw new Error(`${file}: ${String(row[code])} has type ${key}`);
    const money = String(row[currency]);
    const perEuro = rates.perEuro[money];
    if (!perEuro) throw new Error(`${file}: no rate for ${money}`);
    const priceMinor = Number(row[price]);
    return {
      code: String(row[code]),
      isCombination: row[combination] === true,
      name: String(row[name]),
      type: key,
      typeName: typeNames[key] ?? key,
      widthCm: size(row[width]),
      depthCm: size(row[depth]),
      heightCm: size(row[height]),
      currency: money,
      priceMinor,
      referenceEur: toMajorUnits(priceMinor, money) / perEuro,
    };
  });
  catalogue = { list, byCode: new Map(list.map((article) => [article.code, article])) };
  return catalogue;
}

/** Every real article, sorted by code. */
export const offlineArticles = (): readonly OfflineArticle[] => load().list;

/** The real article of this 8-digit code, or undefined: the catalogue does not know it. */
export const offlineArticle = (code: string): OfflineArticle | undefined => load().byCode.get(code);

/** `77x39x147 cm`: the sizes the source gives, in its order; empty when it gives none. */
export function offlineMeasure(article: OfflineArticle): string {
  const sizes = [article.widthCm, article.depthCm, article.heightCm].filter(
    (value): value is number => value !== null,
  );
  return sizes.length > 0 ? `${sizes.join("x")} cm` : "";
}

/**
 * Real codes the examples, tests and benches use (each checked to be in the catalogue by
 * offline-catalogue.test.ts): KALLAX shelving unit, BILLY bookcase, SÖDERHAMN sofa (a
 * combination), MALM chest of drawers, HEMNES bookcase, LACK side table.
 */
export const EXAMPLE_CODES = {
  kallax: "80275887",
  billy: "00263850",
  soderhamn: "69305697",
  malm: "20403562",
  hemnes: "60413502",
  lack: "30449908",
} as const;

const typeNamesByLang = new Map<string, Record<string, string> | null>();

/** A type's name in one of the app's languages (`fr` → `Étagère`), or undefined. */
export function typeNameIn(lang: string, key: string): string | undefined {
  let names = typeNamesByLang.get(lang);
  if (names === undefined) {
    names = (locales as readonly string[]).includes(lang)
      ? (JSON.parse(
          readFileSync(
            resolve(ENGLISH_TYPE_NAMES_FILE, "../..", lang, "product-types.json"),
            "utf8",
          ),
        ) as Record<string, string>)
      : null;
    typeNamesByLang.set(lang, names);
  }
  return names?.[key];
}
