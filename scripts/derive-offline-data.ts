import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import {
  type ProductTypeKey,
  type ProductTypeSource,
  productTypeOf,
} from "../packages/shared/src/product-types.ts";

/**
 * Builds the offline data shipped in `data/` (issue 20) from the shared data folder that sits
 * beside the repository (`../shared/data`, described by its SOURCES.md). Only the sources whose
 * licences allow redistribution are read: the Saudi catalogue (MIT), the Norwegian sofas (CC0)
 * and the store list (MIT). The output is sorted and serialised the same way on every run, so a
 * rebuild from the same sources changes no byte.
 *
 * Usage: `npm run derive:data [-- SOURCE_DIR]`.
 */

export const repoRoot = resolve(import.meta.dirname, "..");
export const defaultSourceDir = resolve(repoRoot, "..", "shared", "data");

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

/** RFC 4180: fields separated by commas, quoted with `"` when they hold commas, quotes or newlines. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new Error("empty CSV");
  return rows.map((cells, index) => {
    if (cells.length !== header.length)
      throw new Error(`row ${index + 1}: ${cells.length} fields, the header has ${header.length}`);
    return Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ""]));
  });
}

/** The 8 digits at the end of a product URL (`…-80275887/`, combinations `…-s69305697/`). */
export function codeFromLink(link: string): { code: string; isCombination: boolean } | null {
  const match = /-(s?)(\d{8})\/?$/.exec(link.trim());
  return match ? { code: match[2]!, isCombination: match[1] === "s" } : null;
}

/** `"6.195 NOK"` → 619500: the Norwegian file writes thousands with a dot and no decimals. */
export function parseNokPrice(text: string): number | null {
  const match = /^(\d{1,3}(?:\.\d{3})*) NOK$/.exec(text.trim());
  return match ? Number(match[1]!.replaceAll(".", "")) * 100 : null;
}

/** `"1785.5"` (SAR, a decimal number) → 178550. */
export function parseSarPrice(text: string): number | null {
  if (!/^\d+(\.\d+)?$/.test(text.trim())) return null;
  const minor = Math.round(Number(text) * 100);
  return minor > 0 ? minor : null;
}

/** `"198 cm"`, `"77"`, `"45,5 cm"` → centimetres; empty or anything else → null. */
export function parseCentimetres(text: string): number | null {
  const match = /^(\d+(?:[.,]\d+)?)(?: cm)?$/.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1]!.replace(",", "."));
  return value > 0 ? value : null;
}

/** `"SÖDERHAMN 3-seters sofa - Viarp beige/brun"` with type `3-seters sofa` → `SÖDERHAMN`. */
export function norwegianName(title: string, typeName: string): string | null {
  const at = title.indexOf(` ${typeName}`);
  const head =
    at > 0 ? title.slice(0, at) : (/^[\p{Lu}\d][\p{Lu}\d\s/-]*(?=\s)/u.exec(title)?.[0] ?? "");
  const name = head.trim();
  return name !== "" && name === name.toUpperCase() ? name : null;
}

interface SourceRow {
  link: string;
  name: string | null;
  wording: string;
  price: number | null;
  widthCm: number | null;
  depthCm: number | null;
  heightCm: number | null;
}

function saudiRows(text: string): SourceRow[] {
  return csvRecords(text).map((r) => ({
    link: r.link ?? "",
    name: r.name?.trim() || null,
    // "        Shelving unit,          77x147 cm": the type is what comes before the first comma.
    wording: (r.short_description ?? "").split(",")[0]!.replace(/\s+/g, " ").trim(),
    price: parseSarPrice(r.price ?? ""),
    widthCm: parseCentimetres(r.width ?? ""),
    depthCm: parseCentimetres(r.depth ?? ""),
    heightCm: parseCentimetres(r.height ?? ""),
  }));
}

function norwegianRows(text: string): SourceRow[] {
  return csvRecords(text).map((r) => ({
    link: r.url ?? "",
    name: norwegianName(r.title ?? "", (r.typeName ?? "").trim()),
    wording: (r.typeName ?? "").trim(),
    price: parseNokPrice(r.price ?? ""),
    widthCm: parseCentimetres(r.width ?? ""),
    depthCm: parseCentimetres(r.depth ?? ""),
    heightCm: parseCentimetres(r.height ?? ""),
  }));
}

function selectArticles(
  source: CatalogueSource,
  rows: SourceRow[],
  taken: Map<string, OfflineArticle>,
): SourceReport {
  const report: SourceReport = {
    rows: rows.length,
    distinctCodes: 0,
    repeatedRows: 0,
    untyped: {},
    kept: 0,
    alreadyKept: 0,
  };
  const seen = new Set<string>();
  for (const row of rows) {
    const parsed = codeFromLink(row.link);
    if (!parsed) throw new Error(`${source}: no article code in ${row.link}`);
    if (seen.has(parsed.code)) {
      report.repeatedRows++;
      continue;
    }
    seen.add(parsed.code);
    const type = productTypeOf(source as ProductTypeSource, row.wording);
    if (!type) {
      report.untyped[row.wording] = (report.untyped[row.wording] ?? 0) + 1;
      continue;
    }
    if (taken.has(parsed.code)) {
      report.alreadyKept++;
      continue;
    }
    if (!row.name) throw new Error(`${source}: no product name for ${parsed.code}`);
    if (row.price === null) throw new Error(`${source}: no price for ${parsed.code}`);
    taken.set(parsed.code, {
      code: parsed.code,
      isCombination: parsed.isCombination,
      name: row.name,
      type,
      widthCm: row.widthCm,
      depthCm: row.depthCm,
      heightCm: row.heightCm,
      currency: offlineSources[source].currency,
      priceMinor: row.price,
      source,
    });
    report.kept++;
  }
  report.distinctCodes = seen.size;
  report.untyped = Object.fromEntries(
    Object.entries(report.untyped).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return report;
}

interface StoreEntry {
  buCode?: unknown;
  name?: unknown;
  coordinates?: unknown;
  countryCode?: unknown;
}

function selectStores(entries: StoreEntry[]): {
  stores: OfflineStore[];
  report: DerivedOfflineData["report"]["stores"];
} {
  const exact = new Set<string>();
  const byCode = new Set<string>();
  const report = {
    entries: entries.length,
    exactDuplicates: 0,
    codeDuplicates: [] as string[],
    withoutCoordinates: [] as string[],
    kept: 0,
    countries: 0,
  };
  const stores: OfflineStore[] = [];
  for (const entry of entries) {
    const whole = JSON.stringify(entry);
    if (exact.has(whole)) {
      report.exactDuplicates++;
      continue;
    }
    exact.add(whole);
    const buCode = String(entry.buCode ?? "");
    const name = typeof entry.name === "string" ? entry.name.trim() : "";
    const country = typeof entry.countryCode === "string" ? entry.countryCode.toUpperCase() : "";
    if (!/^\d{3,5}$/.test(buCode) || name === "" || !/^[A-Z]{2}$/.test(country))
      throw new Error(`store entry ${whole} has no code, name or country`);
    if (byCode.has(buCode)) {
      report.codeDuplicates.push(`${buCode} ${name}`);
      continue;
    }
    byCode.add(buCode);
    const pair = Array.isArray(entry.coordinates) ? entry.coordinates : [];
    const [lon, lat] = pair;
    if (typeof lat !== "number" || typeof lon !== "number") {
      report.withoutCoordinates.push(`${buCode} ${name} (${country})`);
      continue;
    }
    stores.push({ buCode, name, country, lat, lon });
  }
  stores.sort((a, b) => compare(a.country, b.country) || compare(a.buCode, b.buCode));
  report.kept = stores.length;
  report.countries = new Set(stores.map((s) => s.country)).size;
  return { stores, report };
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const lineWidth = 100;

/**
 * JSON as Biome formats it (objects one key a line, an array on one line when it fits in the line
 * width), so that `npm run lint` leaves the files as written: one article or store a line.
 */
export function formatJson(value: unknown, indent = "", prefix = "", suffix = ""): string {
  if (Array.isArray(value)) {
    const inline = `[${value.map((item) => JSON.stringify(item)).join(", ")}]`;
    const flat = value.every((item) => item === null || typeof item !== "object");
    if (flat && indent.length + prefix.length + inline.length + suffix.length <= lineWidth)
      return inline;
    if (value.length === 0) return "[]";
    const inner = `${indent}  `;
    const items = value.map(
      (item, i) => `${inner}${formatJson(item, inner, "", i < value.length - 1 ? "," : "")}`,
    );
    return `[\n${items.join(",\n")}\n${indent}]`;
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 0) return "{}";
    const inner = `${indent}  `;
    const lines = entries.map(([key, item], i) => {
      const head = `${JSON.stringify(key)}: `;
      return `${inner}${head}${formatJson(item, inner, head, i < entries.length - 1 ? "," : "")}`;
    });
    return `{\n${lines.join(",\n")}\n${indent}}`;
  }
  return JSON.stringify(value);
}

export function deriveOfflineData(sourceDir: string = defaultSourceDir): DerivedOfflineData {
  const read = (file: string) => readFileSync(join(sourceDir, file), "utf8");
  const taken = new Map<string, OfflineArticle>();
  // The Saudi file first: its names and types are in English and it holds most articles; the
  // Norwegian sofas it does not list are added after it.
  const sa = selectArticles("sa", saudiRows(read(offlineSources.sa.file)), taken);
  const no = selectArticles("no", norwegianRows(read(offlineSources.no.file)), taken);
  const articles = [...taken.values()].sort((a, b) => compare(a.code, b.code));
  const { stores, report: storeReport } = selectStores(
    JSON.parse(read(storeSource.file)) as StoreEntry[],
  );

  const catalogue = formatJson({
    about:
      "Real articles of the retailer, derived from public catalogues by scripts/derive-offline-data.ts; see ATTRIBUTION.md. priceMinor is the source's price in minor units of currency, observed on the source's date: a reference, not today's price.",
    sources: Object.fromEntries(
      Object.entries(offlineSources).map(([id, s]) => [
        id,
        { country: s.country, observed: s.observed, licence: s.licence },
      ]),
    ),
    columns: catalogueColumns,
    articles: articles.map((a) => catalogueColumns.map((column) => a[column])),
  });
  const storeFile = formatJson({
    about:
      "The retailer's stores, derived from a public store list by scripts/derive-offline-data.ts; see ATTRIBUTION.md.",
    licence: storeSource.licence,
    columns: storeColumns,
    stores: stores.map((s) => storeColumns.map((column) => s[column])),
  });

  const report = { sources: { sa, no }, stores: storeReport };
  return {
    articles,
    stores,
    report,
    files: {
      "offline-catalogue.json": `${catalogue}\n`,
      "stores.json": `${storeFile}\n`,
      "ATTRIBUTION.md": attribution(articles, report),
    },
  };
}

function attribution(articles: OfflineArticle[], report: DerivedOfflineData["report"]): string {
  const count = (source: CatalogueSource) => articles.filter((a) => a.source === source).length;
  const types = new Set(articles.map((a) => a.type)).size;
  const s = report.stores;
  const { sa, no } = offlineSources;
  return `# Attribution of the offline data

The files of this folder are derived from public data by \`scripts/derive-offline-data.ts\`
(\`npm run derive:data\`), which reads the copies described in the shared data folder's
SOURCES.md and writes these files sorted, so that a rebuild from the same sources changes
nothing. Do not edit them by hand. Every value is the source's own: no name, code, size or
price is invented.

## offline-catalogue.json

${articles.length} articles (${types} product types), one row per 8-digit article code, sorted
by code: \`${catalogueColumns.join("`, `")}\`.

| source | origin | licence | rows | distinct codes | kept |
| --- | --- | --- | --- | --- | --- |
| \`sa\`: IKEA Saudi Arabia furniture, ${sa.observed} | \`${sa.repository}\`, \`${sa.path}\`, commit \`${sa.commit}\` (TidyTuesday 2020-11-03, from the Kaggle data set \`ahmedkallam/ikea-sa-furniture-web-scraping\`) | ${sa.licence} | ${report.sources.sa.rows} | ${report.sources.sa.distinctCodes} | ${count("sa")} |
| \`no\`: IKEA Norway sofas and seating, ${no.observed} | \`${no.repository}\`, \`${no.path}\`, commit \`${no.commit}\` | ${no.licence} | ${report.sources.no.rows} | ${report.sources.no.distinctCodes} | ${count("no")} |

How each column was derived:
- \`code\`, \`isCombination\`: the 8 digits at the end of the product link (\`…-80275887/\`); an
  \`s\` before them marks a combination (\`…-s69305697/\`). The Saudi \`item_id\` column drops
  leading zeros and is not used.
- \`name\`: the product name, the Saudi \`name\` column, or the upper-case words of the Norwegian
  \`title\` before its type (\`SÖDERHAMN 3-seters sofa - …\` → \`SÖDERHAMN\`).
- \`type\`: a key of \`packages/shared/src/product-types.ts\`, found from the Saudi
  \`short_description\` up to its first comma or the Norwegian \`typeName\`. Articles whose type
  is not in that table are left out (Saudi: ${Object.values(report.sources.sa.untyped).reduce((n, v) => n + v, 0)} codes, Norwegian: ${Object.values(report.sources.no.untyped).reduce((n, v) => n + v, 0)}).
- \`widthCm\`, \`depthCm\`, \`heightCm\`: the source's \`width\`, \`depth\`, \`height\` in cm, null
  when not given.
- \`currency\`, \`priceMinor\`: the source's price in hundredths (SAR \`1785.5\` → 178550, NOK
  \`"6.195 NOK"\` → 619500), a reference from the source's date, not a current price.
- \`source\`: \`sa\` or \`no\`. The Saudi file lists an article once per category: its first row
  is kept. An article in both files is taken from the Saudi one
  (${report.sources.no.alreadyKept} Norwegian articles).

## stores.json

${s.kept} stores in ${s.countries} countries, sorted by country and store code:
\`${storeColumns.join("`, `")}\` (country in upper case, coordinates in degrees).

- Origin: \`${storeSource.repository}\`, \`${storeSource.path}\`, commit \`${storeSource.commit}\`,
  licence ${storeSource.licence}.
- The list has ${s.entries} entries: ${s.exactDuplicates} exact repeats were dropped, then the second
  entry of a store code already seen (${s.codeDuplicates.join(", ") || "none"}), then the
  ${s.withoutCoordinates.length} entries without coordinates (${s.withoutCoordinates.join(", ")}).
- Coordinates are swapped from the source's [longitude, latitude] into \`lat\`, \`lon\`.

## Licences

The Norwegian catalogue is dedicated to the public domain (CC0 1.0 Universal); it is credited
above all the same. The Saudi catalogue and the store list are under the MIT licence, whose
notice follows for each of them:

- ${sa.copyright} (\`${sa.repository}\`)
- ${storeSource.copyright} (\`${storeSource.repository}\`)

> Permission is hereby granted, free of charge, to any person obtaining a copy of this software
> and associated documentation files (the "Software"), to deal in the Software without
> restriction, including without limitation the rights to use, copy, modify, merge, publish,
> distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the
> Software is furnished to do so, subject to the following conditions:
>
> The above copyright notice and this permission notice shall be included in all copies or
> substantial portions of the Software.
>
> THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING
> BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
> NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM,
> DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
> OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sourceDir = resolve(process.argv[2] ?? defaultSourceDir);
  const derived = deriveOfflineData(sourceDir);
  const outDir = join(repoRoot, "data");
  mkdirSync(outDir, { recursive: true });
  for (const [name, text] of Object.entries(derived.files)) {
    writeFileSync(join(outDir, name), text);
    console.log(`data/${name}: ${Buffer.byteLength(text)} bytes`);
  }
  for (const [id, r] of Object.entries(derived.report.sources)) {
    const untyped = Object.values(r.untyped).reduce((n, v) => n + v, 0);
    console.log(
      `${id}: ${r.rows} rows, ${r.distinctCodes} codes, ${r.kept} kept, ${untyped} of a type not in the table, ${r.alreadyKept} already kept`,
    );
  }
  const s = derived.report.stores;
  console.log(
    `stores: ${s.entries} entries, ${s.exactDuplicates} exact repeats, ${s.codeDuplicates.length} repeated codes, ${s.withoutCoordinates.length} without coordinates, ${s.kept} kept in ${s.countries} countries`,
  );
}
