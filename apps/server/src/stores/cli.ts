import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { recordStoreRefreshes } from "../admin/operations-log.ts";
import { CliFailure } from "../cli/cli-errors.ts";
import { EXIT_FAILED, EXIT_OK, runCli } from "../cli/run-cli.ts";
import type { Config } from "../config/load-config.ts";
import { openDatabase } from "../db/open-database.ts";
import { formatImportReport, formatRefreshReport } from "./format-stores-report.ts";
import { importStores } from "./import-stores.ts";
import { parseStoresCliArgs, type StoresCommand, usage } from "./parse-cli-args.ts";
import { parseStoreList, StoreListError } from "./parse-store-list.ts";
import { refreshStores } from "./refresh-stores.ts";

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

runCli<StoresCommand>({
  usage,
  parse: parseStoresCliArgs,
  isFailure: (error) => error instanceof StoreListError,
  run: storesCommand,
});

async function storesCommand(
  command: Exclude<StoresCommand, { kind: "help" }>,
  config: Config,
): Promise<number> {
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
      if (!command.dryRun) await recordStoreRefreshes(database.db, results);
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
}
