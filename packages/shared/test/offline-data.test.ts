import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  defaultSourceDir,
  deriveOfflineData,
  repoRoot,
} from "../../../scripts/derive-offline-data.ts";
import { formatJson } from "../../../scripts/offline-data/format-json.ts";
import {
  codeFromLink,
  norwegianName,
  parseCentimetres,
  parseCsv,
  parseNokPrice,
  parseSarPrice,
} from "../../../scripts/offline-data/source-fields.ts";
import {
  catalogueColumns,
  offlineSources,
  storeColumns,
  storeSource,
} from "../../../scripts/offline-data/sources.ts";
import { europeanCountries } from "../src/countries.ts";
import { locales } from "../src/locales.ts";
import { isProductTypeKey, type ProductTypeWordings, productTypes } from "../src/product-types.ts";

// The offline data shipped in data/ (issue 20) and the script that derives it from ../shared/data.

const dataDir = join(repoRoot, "data");
const readData = (name: string) => readFileSync(join(dataDir, name), "utf8");

interface Catalogue {
  columns: string[];
  sources: Record<string, { country: string; observed: string; licence: string }>;
  articles: unknown[][];
}
interface Stores {
  columns: string[];
  stores: unknown[][];
}

const catalogue = JSON.parse(readData("offline-catalogue.json")) as Catalogue;
const stores = JSON.parse(readData("stores.json")) as Stores;
const record = (columns: readonly string[], row: unknown[]) =>
  Object.fromEntries(columns.map((column, i) => [column, row[i]]));
const articles = catalogue.articles.map((row) => record(catalogue.columns, row));
const storeRows = stores.stores.map((row) => record(stores.columns, row));

const typeLabels = Object.fromEntries(
  locales.map((locale) => [
    locale,
    JSON.parse(
      readFileSync(
        join(repoRoot, "packages", "shared", "locales", locale, "product-types.json"),
        "utf8",
      ),
    ) as Record<string, string>,
  ]),
);

const hasSources = existsSync(join(defaultSourceDir, offlineSources.sa.file));
const sourceNote = hasSources
  ? "(against ../shared/data)"
  : "SKIPPED: ../shared/data is absent beside the repository, so the data cannot be compared with its sources";
if (!hasSources) console.warn(`data/ re-derived from its sources: ${sourceNote}`);

describe("the script's parsers", () => {
  it("reads quoted fields, doubled quotes, commas and newlines inside quotes", () => {
    expect(parseCsv('a,"b, c","say ""hi""","two\nlines"\n1,,3,4\n')).toEqual([
      ["a", "b, c", 'say "hi"', "two\nlines"],
      ["1", "", "3", "4"],
    ]);
    expect(parseCsv("x,y\r\n1,2")).toEqual([
      ["x", "y"],
      ["1", "2"],
    ]);
  });

  it("takes the 8 digits of a product link, an s before them marking a combination", () => {
    expect(
      codeFromLink("https://www.ikea.com/sa/en/p/nordviken-bar-table-black-00368814/"),
    ).toEqual({ code: "00368814", isCombination: false });
    expect(
      codeFromLink("https://www.ikea.com/no/no/p/soederhamn-3-seters-sofa-s69305697/"),
    ).toEqual({ code: "69305697", isCombination: true });
    expect(codeFromLink("https://www.ikea.com/sa/en/p/kallax-368814/")).toBeNull();
  });

  it("reads prices into minor units and sizes into centimetres", () => {
    expect(parseNokPrice("6.195 NOK")).toBe(619500);
    expect(parseNokPrice("799 NOK")).toBe(79900);
    expect(parseNokPrice("12.098 NOK")).toBe(1209800);
    expect(parseNokPrice("6,195 NOK")).toBeNull();
    expect(parseSarPrice("1785.5")).toBe(178550);
    expect(parseSarPrice("265.0")).toBe(26500);
    expect(parseSarPrice("SR 2,375")).toBeNull();
    expect(parseCentimetres("198 cm")).toBe(198);
    expect(parseCentimetres("45,5 cm")).toBe(45.5);
    expect(parseCentimetres("")).toBeNull();
    expect(parseCentimetres("NA")).toBeNull();
  });

  it("takes the product name from a Norwegian title", () => {
    expect(norwegianName("SÖDERHAMN 3-seters sofa - Viarp beige/brun", "3-seters sofa")).toBe(
      "SÖDERHAMN",
    );
    expect(norwegianName("KIVIK Hjørnesofa, 6-seters - Skiftebo", "Hjørnesofa, 6-seters")).toBe(
      "KIVIK",
    );
    expect(norwegianName("lowercase title", "Sofa")).toBeNull();
  });

  it("writes JSON as Biome formats it: short arrays on one line, long ones broken", () => {
    expect(formatJson({ a: [1, "b", null], o: { k: true } })).toBe(
      '{\n  "a": [1, "b", null],\n  "o": {\n    "k": true\n  }\n}',
    );
    const long = Array.from({ length: 30 }, (_, i) => `item${i}`);
    expect(formatJson({ long }).split("\n")).toHaveLength(30 + 4);
  });
});

describe("data/offline-catalogue.json", () => {
  it("has the documented columns and a few thousand articles, small enough to ship", () => {
    expect(catalogue.columns).toEqual([...catalogueColumns]);
    expect(articles.length).toBeGreaterThan(2000);
    expect(Buffer.byteLength(readData("offline-catalogue.json"))).toBeLessThanOrEqual(300_000);
    expect(Object.keys(catalogue.sources).sort()).toEqual(["no", "sa"]);
  });

  it("holds real 8-digit codes, each once, sorted", () => {
    const codes = articles.map((a) => a.code as string);
    for (const code of codes) expect(code).toMatch(/^\d{8}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual([...codes].sort());
  });

  it("gives every article a product name in capitals (that it is the source's: see below)", () => {
    const odd = articles.filter((a) => !/^\p{Lu}[\p{Lu}\d .&'/-]*$/u.test(a.name as string));
    expect(odd).toEqual([]);
  });

  it("gives every article a type of the table, named in each of the 7 languages", () => {
    for (const a of articles) {
      expect(isProductTypeKey(a.type), `${a.code}: ${a.type}`).toBe(true);
      for (const locale of locales)
        expect(typeLabels[locale]?.[a.type as string]?.trim(), `${locale}: ${a.type}`).toBeTruthy();
    }
  });

  it("gives sizes in centimetres or none, and a positive reference price in the source's currency", () => {
    for (const a of articles) {
      for (const size of [a.widthCm, a.depthCm, a.heightCm])
        if (size !== null) expect(size).toBeGreaterThan(0);
      expect(typeof a.isCombination).toBe("boolean");
      const source = offlineSources[a.source as keyof typeof offlineSources];
      expect(source, a.code as string).toBeDefined();
      expect(a.currency).toBe(source.currency);
      expect(Number.isInteger(a.priceMinor) && (a.priceMinor as number) > 0).toBe(true);
    }
  });

  it("holds the articles the examples can use: KALLAX 802.758.87 (issue 20) and BILLY 002.638.50", () => {
    const byCode = new Map(articles.map((a) => [a.code, a]));
    expect(byCode.get("80275887")).toMatchObject({
      name: "KALLAX",
      type: "shelving-unit",
      isCombination: false,
      widthCm: 77,
      heightCm: 147,
      source: "sa",
    });
    expect(byCode.get("00263850")).toMatchObject({ name: "BILLY", type: "bookcase" });
    expect(byCode.get("69305697")).toMatchObject({
      name: "SÖDERHAMN",
      type: "3-seat-sofa",
      isCombination: true,
      currency: "NOK",
      priceMinor: 619500,
    });
    for (const name of [
      "KALLAX",
      "BILLY",
      "LACK",
      "POÄNG",
      "MALM",
      "HEMNES",
      "EKTORP",
      "SÖDERHAMN",
    ])
      expect(
        articles.some((a) => a.name === name),
        name,
      ).toBe(true);
  });

  it("includes the Norwegian sofas the Saudi file does not list", () => {
    const norwegian = articles.filter((a) => a.source === "no");
    expect(norwegian.length).toBeGreaterThan(250);
    expect(norwegian.every((a) => a.currency === "NOK")).toBe(true);
  });
});

describe("data/stores.json", () => {
  it("has the documented columns and no duplicate store code", () => {
    expect(stores.columns).toEqual([...storeColumns]);
    const codes = storeRows.map((s) => s.buCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^\d{3,5}$/);
  });

  it("holds the real stores of 36 countries, none of them a sample", () => {
    expect(storeRows.length).toBeGreaterThan(390);
    expect(new Set(storeRows.map((s) => s.country)).size).toBe(36);
    for (const s of storeRows) {
      expect(Object.keys(s)).not.toContain("isSample");
      expect(s.name as string).not.toMatch(/sample|exemple|example|demo|test/i);
      expect(s.country as string).toMatch(/^[A-Z]{2}$/);
    }
    // The one store whose position IKEA's own documentation gives as an example (SOURCES.md §4).
    expect(storeRows.find((s) => s.buCode === "421")).toEqual({
      buCode: "421",
      name: "Berlin-Tempelhof",
      country: "DE",
      lat: 52.46958147,
      lon: 13.36625688,
    });
  });

  it("places every store on the globe and the European ones in Europe", () => {
    const europe = new Set(europeanCountries.map((c) => c.code));
    for (const s of storeRows) {
      const lat = s.lat as number;
      const lon = s.lon as number;
      expect(Math.abs(lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(lon)).toBeLessThanOrEqual(180);
      if (europe.has(s.country as string)) {
        expect(lat, `${s.buCode} ${s.name}`).toBeGreaterThan(34);
        expect(lat, `${s.buCode} ${s.name}`).toBeLessThan(72);
        expect(lon, `${s.buCode} ${s.name}`).toBeGreaterThan(-25);
        expect(lon, `${s.buCode} ${s.name}`).toBeLessThan(45);
      }
    }
    expect(storeRows.filter((s) => europe.has(s.country as string)).length).toBeGreaterThan(250);
  });
});

describe.skipIf(!hasSources)(`data/ re-derived from its sources ${sourceNote}`, () => {
  const derived = hasSources ? deriveOfflineData(defaultSourceDir) : null;
  const source = (file: string) => readFileSync(join(defaultSourceDir, file), "utf8");

  it("is byte for byte what the script writes: data/ was not edited by hand", () => {
    for (const [name, text] of Object.entries(derived!.files))
      expect(readData(name) === text, `data/${name} differs: run npm run derive:data`).toBe(true);
  });

  it("takes every name and code from its source file, never from the Saudi item_id", () => {
    // The source's rows by the code in their link: the article must be there, under its name.
    const rowsByCode = (file: string, linkColumn: string, nameColumn: string) => {
      const [header, ...rows] = parseCsv(source(file));
      const link = header!.indexOf(linkColumn);
      const name = header!.indexOf(nameColumn);
      const byCode = new Map<string, string[]>();
      for (const row of rows.filter((r) => r.length > 1)) {
        const code = codeFromLink(row[link]!)!.code;
        byCode.set(code, [...(byCode.get(code) ?? []), row[name]!]);
      }
      return byCode;
    };
    const sa = rowsByCode(offlineSources.sa.file, "link", "name");
    const no = rowsByCode(offlineSources.no.file, "url", "title");
    const wrong = articles.filter((a) => {
      const code = a.code as string;
      const name = a.name as string;
      return a.source === "sa"
        ? !sa.get(code)?.includes(name)
        : !no.get(code)?.some((title) => title.startsWith(`${name} `));
    });
    expect(wrong).toEqual([]);
    // The Saudi item_id drops leading zeros: its link keeps them.
    const [header, ...rows] = parseCsv(source(offlineSources.sa.file));
    const id = header!.indexOf("item_id");
    const link = header!.indexOf("link");
    const mismatched = rows
      .filter((r) => r.length > 1)
      .filter((r) => codeFromLink(r[link]!)?.code !== r[id]!.padStart(8, "0"));
    expect(mismatched).toEqual([]);
  });

  it("has a type in the table for the most frequent wordings of both catalogues", () => {
    const frequent = (
      rows: string[][],
      column: string,
      cut: (s: string) => string,
      top: number,
    ) => {
      const [header, ...body] = rows;
      const at = header!.indexOf(column);
      const counts = new Map<string, number>();
      for (const row of body)
        if (row.length > 1) counts.set(cut(row[at]!), (counts.get(cut(row[at]!)) ?? 0) + 1);
      return [...counts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([wording]) => wording);
    };
    const known = (source: "sa" | "no") =>
      new Set(
        Object.values(productTypes).flatMap((w) =>
          (w as ProductTypeWordings)[source].map((x) => x.toLowerCase()),
        ),
      );
    const saFirst = (s: string) => s.split(",")[0]!.replace(/\s+/g, " ").trim().toLowerCase();
    const sa = frequent(
      parseCsv(source(offlineSources.sa.file)),
      "short_description",
      saFirst,
      120,
    );
    const no = frequent(
      parseCsv(source(offlineSources.no.file)),
      "typeName",
      (s) => s.trim().toLowerCase(),
      60,
    );
    expect(sa.filter((w) => !known("sa").has(w))).toEqual([]);
    expect(no.filter((w) => !known("no").has(w))).toEqual([]);
  });

  it("uses only wordings that appear in the sources", () => {
    const texts = { sa: source(offlineSources.sa.file), no: source(offlineSources.no.file) };
    for (const wordings of Object.values(productTypes) as ProductTypeWordings[])
      for (const source of ["sa", "no"] as const)
        for (const wording of wordings[source])
          expect(texts[source].includes(wording), `${source}: ${wording}`).toBe(true);
  });

  it("keeps each store of the list once, and drops only those without coordinates", () => {
    const entries = JSON.parse(source(storeSource.file)) as {
      buCode: string;
      coordinates?: unknown;
    }[];
    const report = derived!.report.stores;
    expect(report.entries).toBe(431);
    expect(report.withoutCoordinates).toHaveLength(
      new Set(entries.filter((e) => !Array.isArray(e.coordinates)).map((e) => e.buCode)).size,
    );
    expect(report.kept).toBe(
      new Set(entries.filter((e) => Array.isArray(e.coordinates)).map((e) => e.buCode)).size,
    );
  });
});
