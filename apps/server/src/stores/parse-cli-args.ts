import { parseArgs } from "node:util";
import { europeanCountries } from "@frontalier/shared/countries";
import { UsageError } from "../cli/cli-errors.ts";

export const usage = `Usage: npm run import:stores -- FILE [--country CC] [--dry-run]
       npm run import:stores -- --refresh [--countries CC,CC…] [--dry-run]

Loads the retailer's stores into the database the server uses (DATABASE_URL, else PGlite in
DATA_DIR). FILE is a JSON store list: an array of {buCode, name, coordinates: [lon, lat],
countryCode}, or one country's stores-detailed.json from the retailer (then give --country).
Each country in the list is replaced as a whole: its stores missing from the list (closed ones,
the shipped list's) are removed; other countries are left alone.

  --country CC        the country of a stores-detailed.json list (also keeps only CC from a list)
  --refresh           fetch each country's list from the retailer (RETAILER_BASE_URL)
  --countries CC,…    with --refresh: these countries only (default: the 30 European markets)
  --dry-run           report what would change without writing

Exit status: 0 when the list was read (even with rejected entries), 1 when it could not be, 2 on
a usage error.`;

export { UsageError };

export type StoresCommand =
  | { kind: "help" }
  | { kind: "import"; file: string; country?: string; dryRun: boolean }
  | { kind: "refresh"; countries: string[]; dryRun: boolean };

const country = /^[A-Za-z]{2}$/;

export function parseStoresCliArgs(argv: readonly string[]): StoresCommand {
  let parsed: ReturnType<typeof parseArgsStrict>;
  try {
    parsed = parseArgsStrict(argv);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: "help" };
  const dryRun = values["dry-run"] === true;
  if (values.refresh) {
    if (positionals.length > 0) throw new UsageError("--refresh takes no FILE");
    const countries = values.countries
      ? values.countries.split(",").map((code) => code.trim().toUpperCase())
      : europeanCountries.map((c) => c.code);
    const bad = countries.find((code) => !country.test(code));
    if (bad !== undefined) throw new UsageError(`--countries: "${bad}" is not a country code`);
    return { kind: "refresh", countries, dryRun };
  }
  if (values.countries !== undefined) throw new UsageError("--countries goes with --refresh");
  if (positionals.length !== 1) {
    throw new UsageError(positionals.length === 0 ? "FILE is missing" : "give one FILE only");
  }
  if (values.country !== undefined && !country.test(values.country)) {
    throw new UsageError(`--country: "${values.country}" is not a two-letter country code`);
  }
  return {
    kind: "import",
    file: positionals[0] ?? "",
    country: values.country?.toUpperCase(),
    dryRun,
  };
}

const parseArgsStrict = (argv: readonly string[]) =>
  parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      country: { type: "string" },
      countries: { type: "string" },
      refresh: { type: "boolean" },
      "dry-run": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
