import { alertCheckOptions } from "./alerts/alert-check-options.ts";
import { checkPriceAlerts } from "./alerts/check-price-alerts.ts";
import { scheduleAlertChecks } from "./alerts/schedule-alert-checks.ts";
import { buildApp } from "./app.ts";
import { seedDemoCatalogue } from "./catalogue/demo/seed-demo-catalogue.ts";
import { scheduleDailyRatesRefresh } from "./catalogue/rates/schedule-daily-rates-refresh.ts";
import { seedReferenceData } from "./catalogue/reference/seed-reference-data.ts";
import { type Config, ConfigError, loadConfig } from "./config/load-config.ts";
import { openDatabase } from "./db/open-database.ts";
import { startFakeRetailer } from "./fake-retailer/index.ts";
import { scheduleRetention } from "./identity/retention.ts";
import { createRetailerClient } from "./retailer/index.ts";
import { seedSampleStores } from "./stores/seed-sample-stores.ts";
import { seedFaq } from "./support/faq.ts";
import { scheduleSupportRetention } from "./support/support-retention.ts";

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
  await database.migrate();
  await seedReferenceData(database.db);
  await seedFaq(database.db);
  // A fresh install gets sample prices so that every screen works offline at once.
  if (config.demoCatalogue) {
    await seedDemoCatalogue(database.db);
    await seedSampleStores(database.db);
  }
  // Offline demo: without a retailer address, a stand-in retailer answers on loopback.
  const fake = config.retailer.baseUrl
    ? null
    : await startFakeRetailer({ latencyMs: 120, jitterMs: 80 });
  const client = createRetailerClient({
    baseUrl: config.retailer.baseUrl ?? fake!.url,
    searchBaseUrl: config.retailer.baseUrl ? undefined : fake!.url,
    limits: { requestTimeoutMs: config.retailer.timeoutMs },
  });
  const app = await buildApp(config, { database, retailer: { client, demo: fake !== null } });
  // Without a rates address the bundled ECB snapshot serves (offline demo, tests).
  const ratesJob = config.ecbRatesUrl
    ? scheduleDailyRatesRefresh({
        db: database.db,
        url: config.ecbRatesUrl,
        runNow: true,
        onError: (error) => app.log.warn({ err: error }, "ECB rates refresh failed"),
        onRefreshed: (result) => app.log.info(result, "ECB rates refreshed"),
      })
    : null;

  const retentionJob = scheduleRetention({
    db: database.db,
    guestRetentionMs: config.identity.guestRetentionMs,
    onDone: (result) => app.log.info(result, "retention applied"),
    onError: (error) => app.log.warn({ err: error }, "retention clean-up failed"),
  });

  const supportRetentionJob = scheduleSupportRetention({
    db: database.db,
    onDone: (result) => app.log.info(result, "newsletter and contact retention applied"),
    onError: (error) => app.log.warn({ err: error }, "newsletter and contact clean-up failed"),
  });

  // Price-drop alerts: in-process on an interval (pg-boss is not used yet; see decision 016).
  const alertsJob = scheduleAlertChecks({
    everyMs: config.alerts.checkEveryMs,
    run: async () => {
      const result = await checkPriceAlerts(
        alertCheckOptions(app.identity, (error) =>
          app.log.warn({ err: error }, "alert mail failed"),
        ),
      );
      if (result.mailed > 0 || result.failed > 0) app.log.info(result, "price alerts checked");
    },
    onError: (error) => app.log.warn({ err: error }, "price alert check failed"),
  });

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    ratesJob?.stop();
    retentionJob.stop();
    supportRetentionJob.stop();
    alertsJob.stop();
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
