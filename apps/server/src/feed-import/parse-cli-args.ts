import { parseArgs } from "node:util";
import { UsageError } from "../cli/cli-errors.ts";
import { parseObservedAt } from "./parse-observed-at.ts";

export const usage = `Usage: npm run import -- FILE [--country CC] [--observed-at YYYY-MM-DD] [--dry-run]

Imports a CSV or JSON price feed into the database the server uses (DATABASE_URL, else PGlite in
DATA_DIR). A CSV format is recognised from the header row: the multi-country long format, the
commerce.txt US sample, the TidyTuesday SA catalogue, the Norwegian sofas scrape or the ikea-csv AE
scrape. A JSON feed is a recorded retailer answer: a search answer, a product-list answer, one search
item or product JSON, or an array of items; each item's market comes from its pipUrl.

  --country CC               country of every row of a single-country file (default: the file's)
  --observed-at YYYY-MM-DD   date of rows that carry none (default: the file's snapshot date;
                             a JSON feed has none, so give it)
  --dry-run                  import in a transaction that is rolled back; print what would happen

Exit status: 0 when the file was read (even with rejected rows), 1 when it could not be
(unreadable, unknown format, database unavailable), 2 on a usage error.`;

export { UsageError };

export type CliCommand =
  | { kind: "help" }
  | { kind: "import"; file: string; country?: string; observedAt?: string; dryRun: boolean };

export function parseCliArgs(argv: readonly string[]): CliCommand {
  let parsed: ReturnType<typeof parseArgsStrict>;
  try {
    parsed = parseArgsStrict(argv);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: "help" };
  if (positionals.length !== 1) {
    throw new UsageError(positionals.length === 0 ? "FILE is missing" : "give one FILE only");
  }
  const [file = ""] = positionals;
  const command: CliCommand = { kind: "import", file, dryRun: values["dry-run"] === true };
  if (values.country !== undefined) {
    if (!/^[A-Za-z]{2}$/.test(values.country)) {
      throw new UsageError(`--country must be a two-letter country code, not "${values.country}"`);
    }
    command.country = values.country.toUpperCase();
  }
  const observedAt = values["observed-at"];
  if (observedAt !== undefined) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(observedAt) || !parseObservedAt(observedAt)) {
      throw new UsageError(`--observed-at must be a date YYYY-MM-DD, not "${observedAt}"`);
    }
    command.observedAt = observedAt;
  }
  return command;
}

const parseArgsStrict = (argv: readonly string[]) =>
  parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      country: { type: "string" },
      "observed-at": { type: "string" },
      "dry-run": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
