import { resolve } from "node:path";
import { seedReferenceData } from "../catalogue/reference/seed-reference-data.ts";
import { ConfigError, loadConfig } from "../config/load-config.ts";
import { openDatabase } from "../db/open-database.ts";
import { JOB } from "../jobs/job-names.ts";
import { openJobSender } from "../jobs/pg-boss-jobs.ts";
import { FeedImportError } from "./feed-import-error.ts";
import { formatReport } from "./format-report.ts";
import { importFeed } from "./import-feed.ts";
import type { ImportProgress } from "./import-report.ts";
import { type CliCommand, parseCliArgs, UsageError, usage } from "./parse-cli-args.ts";

const EXIT_OK = 0;
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;

async function main(argv: readonly string[]): Promise<number> {
  let command: CliCommand;
  try {
    command = parseCliArgs(argv);
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
  // was typed, which npm passes as INIT_CWD (as `npm start` does for the server).
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return EXIT_FAILED;
  }
  const database = await openDatabase(config);
  try {
    await database.migrate();
    // As the server does at every start: a fresh DATA_DIR then knows the countries feeds name.
    await seedReferenceData(database.db);
    const report = await importFeed({
      db: database.db,
      path: resolve(command.file),
      options: {
        country: command.country,
        observedAt: command.observedAt,
        dryRun: command.dryRun,
      },
      onProgress: process.stderr.isTTY ? showProgress : undefined,
    });
    if (process.stderr.isTTY) process.stderr.write("\r\x1b[K");
    console.log(formatReport(report));
    if (!report.dryRun && report.inserted > 0) await askForAlertCheck(config.databaseUrl);
    return EXIT_OK;
  } catch (error) {
    if (!(error instanceof FeedImportError)) throw error;
    console.error(error.message);
    return EXIT_FAILED;
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

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = EXIT_FAILED;
  },
);
