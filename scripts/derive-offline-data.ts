import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { type ProductTypeSource, productTypeOf } from "../packages/shared/src/product-types.ts";
import { attribution } from "./offline-data/attribution.ts";
import { formatJson } from "./offline-data/format-json.ts";
import {
  codeFromLink,
  csvRecords,
  norwegianName,
  parseCentimetres,
  parseNokPrice,
  parseSarPrice,
} from "./offline-data/source-fields.ts";
import {
  type CatalogueSource,
  catalogueColumns,
  type DerivedOfflineData,
  type OfflineArticle,
  type OfflineStore,
  offlineSources,
  type SourceReport,
  storeColumns,
  storeSource,
} from "./offline-data/sources.ts";

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
