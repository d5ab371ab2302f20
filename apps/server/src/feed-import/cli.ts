import { basename, resolve } from "node:path";
import { recordFeedImport } from "../admin/operations-log.ts";
import { seedReferenceData } from "../catalogue/reference/seed-reference-data.ts";
import { EXIT_OK, runCli } from "../cli/run-cli.ts";
import type { Config } from "../config/load-config.ts";
import { openDatabase } from "../db/open-database.ts";
import { JOB } from "../jobs/job-names.ts";
import { openJobSender } from "../jobs/pg-boss-jobs.ts";
import { FeedImportError } from "./feed-import-error.ts";
import { formatReport } from "./format-report.ts";
import { importFeed } from "./import-feed.ts";
import type { ImportProgress } from "./import-report.ts";
import { type CliCommand, parseCliArgs, usage } from "./parse-cli-args.ts";

runCli<CliCommand>({
  usage,
  parse: parseCliArgs,
  isFailure: (error) => error instanceof FeedImportError,
  run: importCommand,
});

async function importCommand(
  command: Exclude<CliCommand, { kind: "help" }>,
  config: Config,
): Promise<number> {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    // As the server does at every start: a fresh DATA_DIR then knows the countries feeds name.
    await seedReferenceData(database.db);
    const path = resolve(command.file);
    const report = await importFeed({
      db: database.db,
      path,
      options: {
        country: command.country,
        observedAt: command.observedAt,
        dryRun: command.dryRun,
      },
      onProgress: process.stderr.isTTY ? showProgress : undefined,
    }).catch(async (error: unknown) => {
      // The admin page lists failed imports too, with what stopped them.
      if (error instanceof FeedImportError) {
        await recordFeedImport(database.db, { source: basename(path), error: error.message });
      }
      throw error;
    });
    if (process.stderr.isTTY) process.stderr.write("\r\x1b[K");
    await recordFeedImport(database.db, report);
    console.log(formatReport(report));
    if (!report.dryRun && report.inserted > 0) await askForAlertCheck(config.databaseUrl);
    return EXIT_OK;
  } finally {
    await database.close();
  }
}

/**
 * New prices may cross shoppers' alert thresholds: on PostgreSQL the running servers' job queue
 * (pg-boss) gets a price-alert check. The embedded database has no server running beside this
 * command (one process opens it at a time): its next start checks the alerts.
 */
async function askForAlertCheck(databaseUrl: string | undefined) {
  if (!databaseUrl) return;
  try {
    const sender = await openJobSender(databaseUrl, () => {});
    try {
      await sender.send(JOB.priceAlerts);
    } finally {
      await sender.close();
    }
  } catch (error) {
    console.error(`The price alerts could not be asked for a check: ${String(error)}`);
  }
}

function showProgress(progress: ImportProgress) {
  process.stderr.write(
    `\r${progress.rowsRead.toLocaleString("en-US")} rows read, ` +
      `${progress.inserted.toLocaleString("en-US")} inserted, ` +
      `${progress.rejected.toLocaleString("en-US")} rejected`,
  );
}
