import { recordJobRuns } from "./admin/job-runs.ts";
import { buildApp } from "./app.ts";
import { seedDemoCatalogue } from "./catalogue/demo/seed-demo-catalogue.ts";
import { seedReferenceData } from "./catalogue/reference/seed-reference-data.ts";
import { type Config, ConfigError, loadConfig } from "./config/load-config.ts";
import { openDatabase } from "./db/open-database.ts";
import { startFakeRetailer } from "./fake-retailer/index.ts";
import { appJobs, JOB } from "./jobs/app-jobs.ts";
import { startJobs } from "./jobs/start-jobs.ts";
import { createRetailerClient } from "./retailer/index.ts";
import { seedStores } from "./stores/seed-stores.ts";
import { seedFaq } from "./support/faq.ts";

function configOrExit(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function main() {
  // `npm start` runs this from apps/server; relative paths (DATA_DIR=./data) are meant from where
  // the user typed the command, which npm passes as INIT_CWD.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = configOrExit();
  const database = await openDatabase(config);
  // Instances starting together on a new database take turns: migrations and seeds collide.
  await database.exclusively(async () => {
    await database.migrate();
    await seedReferenceData(database.db);
    await seedFaq(database.db);
    // The real store list, for countries without stores (a fresh install: all of them).
    await seedStores(database.db);
    // A fresh install gets sample prices so that every screen works offline at once.
    if (config.demoCatalogue) await seedDemoCatalogue(database.db);
  });
  // Offline demo: without a retailer address, a stand-in retailer answers on loopback.
  const fake = config.retailer.baseUrl
    ? null
    : await startFakeRetailer({ latencyMs: 120, jitterMs: 80 });
  const client = createRetailerClient({
    baseUrl: config.retailer.baseUrl ?? fake!.url,
    searchBaseUrl: config.retailer.baseUrl ? config.retailer.searchBaseUrl : fake!.url,
    stockBaseUrl: config.retailer.baseUrl ? config.retailer.stockBaseUrl : fake!.url,
    stockClientId: config.retailer.stockClientId,
    limits: { requestTimeoutMs: config.retailer.timeoutMs },
  });
  // New prices (a look-up's answers) ask for an alert check; set once the jobs have started.
  let onPriceObservations = () => {};
  // A mail queued for SMTP asks for the mail job at once; set once the jobs have started.
  let onMailQueued = () => {};
  const app = await buildApp(config, {
    database,
    retailer: {
      client,
      stock: client.hasStock ? client : undefined,
      // The real search host is not the product pages' one: without its setting, no search.
      search: fake || config.retailer.searchBaseUrl ? client : undefined,
      demo: fake !== null,
    },
    onPriceObservations: () => onPriceObservations(),
    onMailQueued: () => onMailQueued(),
  });
  // Daily clean-ups, rates and price alerts: pg-boss on PostgreSQL, timers on the embedded one.
  // pg-boss creates its queues at its first start: two at once can deadlock.
  const shutdown = new AbortController();
  const definitions = appJobs({
    config,
    db: database.db,
    mailer: app.mailer,
    log: app.log,
    retailer: { client, demo: fake !== null },
    onPriceObservations: () => onPriceObservations(),
    signal: shutdown.signal,
    push: app.push ?? undefined,
  });
  const jobs = await database.exclusively(() =>
    startJobs(
      // Each run counted and timed when the metrics are on, and its last run kept for /admin.
      recordJobRuns(database.db, app.metrics?.watchJobs(definitions) ?? definitions, (error) =>
        app.log.warn({ err: error }, "job run not recorded"),
      ),
      {
        databaseUrl: config.databaseUrl,
        onError: (error) => app.log.warn({ err: error }, "job queue error"),
      },
    ),
  );
  onMailQueued = () =>
    void jobs
      .trigger(JOB.mail, 0)
      .catch((error: unknown) => app.log.warn({ err: error }, "mail trigger failed"));
  onPriceObservations = () =>
    void jobs
      .trigger(JOB.priceAlerts)
      .catch((error: unknown) => app.log.warn({ err: error }, "price alert trigger failed"));

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, "shutting down");
    // Not ready any more, still serving: the proxy or orchestrator moves traffic away first.
    app.startDraining();
    if (config.shutdownDrainMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    shutdown.abort();
    await jobs.stop().catch((error: unknown) => app.log.warn({ err: error }, "jobs stop failed"));
    await app.close();
    await database.close();
    await fake?.close();
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);

  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { url: config.publicUrl ?? address, database: database.kind },
    `${config.brandName} ready`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
