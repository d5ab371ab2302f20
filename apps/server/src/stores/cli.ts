import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { ConfigError, loadConfig } from "../config/load-config.ts";
import { openDatabase } from "../db/open-database.ts";
import { formatImportReport, formatRefreshReport } from "./format-stores-report.ts";
import { importStores } from "./import-stores.ts";
import { parseStoresCliArgs, type StoresCommand, UsageError, usage } from "./parse-cli-args.ts";
import { parseStoreList, StoreListError } from "./parse-store-list.ts";
import { refreshStores } from "./refresh-stores.ts";

const EXIT_OK = 0;
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;

class CliFailure extends Error {}

async function readList(file: string): Promise<unknown> {
  let body: string;
  try {
    body = await readFile(resolve(file), "utf8");
  } catch (error) {
    throw new CliFailure(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
  try {
    return JSON.parse(body);
  } catch {
    throw new CliFailure(`${file} is not JSON`);
  }
}

async function main(argv: readonly string[]): Promise<number> {
  let command: StoresCommand;
  try {
    command = parseStoresCliArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${usage}`);
    return EXIT_USAGE;
  }
  if (command.kind === "help") {
    console.log(usage);
    return EXIT_OK;
  }
  // `npm run` starts in the repository root; FILE and DATA_DIR are meant from where the command
  // was typed, which npm passes as INIT_CWD.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return EXIT_FAILED;
  }
  try {
    if (command.kind === "refresh" && !config.retailer.baseUrl) {
      throw new CliFailure("--refresh needs RETAILER_BASE_URL (the offline demo has no retailer)");
    }
    const list = command.kind === "import" ? await readList(command.file) : null;
    const parsed =
      list === null
        ? null
        : parseStoreList(list, {
            country: command.kind === "import" ? command.country : undefined,
          });
    const database = await openDatabase(config);
    try {
      await database.migrate();
      if (command.kind === "refresh") {
        const results = await refreshStores({
          db: database.db,
          baseUrl: config.retailer.baseUrl ?? "",
          countries: command.countries,
          timeoutMs: config.retailer.timeoutMs,
          dryRun: command.dryRun,
        });
        console.log(formatRefreshReport(results));
        return results.some((result) => result.ok) ? EXIT_OK : EXIT_FAILED;
      }
      if (!parsed) return EXIT_FAILED;
      const report = await importStores(database.db, parsed.stores, { dryRun: command.dryRun });
      console.log(
        formatImportReport({
          ...report,
          format: parsed.format,
          read: parsed.stores.length + parsed.rejected.length,
          rejected: parsed.rejected,
        }),
      );
      return EXIT_OK;
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof CliFailure || error instanceof StoreListError)) throw error;
    console.error(error.message);
    return EXIT_FAILED;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = EXIT_FAILED;
  },
);
