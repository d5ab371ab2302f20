/**
 * Writes each language's country names into its `common` texts (`countryNames`), from the CLDR
 * data of Node's full ICU: `node --import tsx scripts/country-names.ts`. The web reads them there
 * rather than building an `Intl.DisplayNames`, whose first construction costs a phone about
 * 250 ms of main thread (issue 19). A test holds the files to this output.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { allCountries } from "../packages/shared/src/countries.ts";
import { locales } from "../packages/shared/src/locales.ts";

const root = resolve(import.meta.dirname, "..");

export function cldrCountryNames(locale: string): Record<string, string> {
  const names = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
  return Object.fromEntries(
    allCountries.map((country) => [country.code, names.of(country.code) ?? country.code]),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const locale of locales) {
    const file = join(root, "packages/shared/locales", locale, "common.json");
    const texts = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    texts.countryNames = cldrCountryNames(locale);
    writeFileSync(file, `${JSON.stringify(texts, null, 2)}\n`);
  }
}
