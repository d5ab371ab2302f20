import type { ProductTypeKey } from "../../packages/shared/src/product-types.ts";

/** The sources of the offline data whose licences allow shipping it (shared data SOURCES.md). */
export const offlineSources = {
  sa: {
    file: "ikea/ikea_sa_2020_tidytuesday.csv",
    repository: "rfordatascience/tidytuesday",
    path: "data/2020/2020-11-03/ikea.csv",
    commit: "2c423bacc57e4632ff8550557e0bc823eefa31ab",
    licence: "MIT",
    copyright: "Copyright (c) 2018 R for Data Science online learning community",
    observed: "2020-04-20",
    country: "SA",
    currency: "SAR",
  },
  no: {
    file: "ikea/ikea_no_sofas_2020_veonua.csv",
    repository: "veonua/norske_sofaer",
    path: "data/ikea.csv",
    commit: "c454f3104a3197b7718e9a61930824407234a5e0",
    licence: "CC0-1.0",
    copyright: null,
    observed: "2020-07-13",
    country: "NO",
    currency: "NOK",
  },
} as const;

export const storeSource = {
  file: "stores/ikea_stores_ephigenia.json",
  repository: "Ephigenia/ikea-availability-checker",
  path: "src/data/stores.json",
  commit: "a226e2b3f2c419dcc466eeb6e3ae073fa89e4e98",
  licence: "MIT",
  copyright: "Copyright (c) 2015 Ephigenia M. Eichner",
} as const;

export type CatalogueSource = keyof typeof offlineSources;

export const catalogueColumns = [
  "code",
  "isCombination",
  "name",
  "type",
  "widthCm",
  "depthCm",
  "heightCm",
  "currency",
  "priceMinor",
  "source",
] as const;

export const storeColumns = ["buCode", "name", "country", "lat", "lon"] as const;

export interface OfflineArticle {
  code: string;
  isCombination: boolean;
  name: string;
  type: ProductTypeKey;
  widthCm: number | null;
  depthCm: number | null;
  heightCm: number | null;
  /** A reference price: the source's own, in its currency's minor units (SAR and NOK: 1/100). */
  currency: string;
  priceMinor: number;
  source: CatalogueSource;
}

export interface OfflineStore {
  buCode: string;
  name: string;
  country: string;
  lat: number;
  lon: number;
}

export interface SourceReport {
  rows: number;
  distinctCodes: number;
  /** Rows repeating an earlier row's code (the Saudi file lists an article under each category). */
  repeatedRows: number;
  /** Distinct codes whose type is not in the table, by wording. */
  untyped: Record<string, number>;
  kept: number;
  /** Codes already taken from a source read before this one. */
  alreadyKept: number;
}

export interface DerivedOfflineData {
  articles: OfflineArticle[];
  stores: OfflineStore[];
  report: {
    sources: Record<CatalogueSource, SourceReport>;
    stores: {
      entries: number;
      exactDuplicates: number;
      /** Second entries of a store code already seen, with other names or coordinates (406, Spain). */
      codeDuplicates: string[];
      withoutCoordinates: string[];
      kept: number;
      countries: number;
    };
  };
  /** The files of `data/`, by name, as they are written. */
  files: Record<string, string>;
}
