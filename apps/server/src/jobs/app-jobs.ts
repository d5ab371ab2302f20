import { alertCheckOptions } from "../alerts/alert-check-options.ts";
import { checkAlerts } from "../alerts/check-alerts.ts";
import { DEFAULT_RATES_REFRESH_AT, refreshRates } from "../catalogue/rates/refresh-rates.ts";
import type { Config } from "../config/load-config.ts";
import type { AppDb } from "../db/open-database.ts";
import { applyRetention } from "../identity/retention.ts";
import { linksFor } from "../links/links.ts";
import { mailJob } from "../mail/mail-job.ts";
import { isQueuedMailer } from "../mail/mail-queue.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { PushSender } from "../push/push-sender.ts";
import { refreshJob } from "../refresh/refresh-job.ts";
import type { RefreshRetailer } from "../refresh/refresh-slot.ts";
import { storeRefreshJob } from "../stores/store-refresh-job.ts";
import { applySupportRetention } from "../support/support-retention.ts";
import { forgetAppliedWrites } from "../wishlist/client-writes.ts";
import type { JobDefinition } from "./job-definition.ts";
import { JOB } from "./job-names.ts";

export { JOB };

export interface AppJobsContext {
  config: Config;
  db: AppDb;
  mailer: Mailer;
  log: {
    info(object: object, message: string): void;
    warn(object: object, message: string): void;
  };
  /** The retailer connector: with it, watched prices are refreshed on a schedule. */
  retailer?: { client: RefreshRetailer; demo: boolean };
  /** New prices were saved (the scheduled refresh): main.ts asks for a price-alert check. */
  onPriceObservations?: () => void;
  /** Aborted at shutdown: the refresh in progress stops sending. */
  signal?: AbortSignal;
  /** Web Push, when the server has VAPID keys: alerts that ask for it are pushed too. */
  push?: PushSender | undefined;
}

/** Every job the server runs: what, when, and where its outcome is logged. */
export function appJobs(context: AppJobsContext): JobDefinition[] {
  const { config, db, mailer, log } = context;
  const failed = (what: string) => (error: unknown) => log.warn({ err: error }, what);
  const jobs: JobDefinition[] = [
    {
      name: JOB.retention,
      timing: { dailyAt: "03:30 CET" },
      runAtStart: true,
      run: async () =>
        log.info(
          {
            ...(await applyRetention(db, config.identity.guestRetentionMs)),
            writeIds: await forgetAppliedWrites(db),
          },
          "retention applied",
        ),
      onError: failed("retention clean-up failed"),
    },
    {
      name: JOB.supportRetention,
      timing: { dailyAt: "03:40 CET" },
      runAtStart: true,
      run: async () =>
        log.info(await applySupportRetention(db), "newsletter and contact retention applied"),
      onError: failed("newsletter and contact clean-up failed"),
    },
    {
      name: JOB.priceAlerts,
      timing: { everyMinutes: config.alerts.checkEveryMinutes },
      // Prices a feed import saved while the server was stopped are checked at its start.
      runAtStart: true,
      run: async () => {
        const result = await checkAlerts(
          alertCheckOptions(
            {
              db,
              mailer,
              link: linksFor(config),
              brandName: config.brandName,
              push: context.push,
            },
            failed("alert mail failed"),
          ),
        );
        if (result.mailed > 0 || result.failed > 0) log.info(result, "price alerts checked");
      },
      onError: failed("price alert check failed"),
    },
  ];
  if (context.retailer && config.retailer.refreshPerHour > 0) {
    jobs.push({
      ...refreshJob({
        db,
        retailer: context.retailer.client,
        demo: context.retailer.demo,
        perHour: config.retailer.refreshPerHour,
        ttlMs: config.retailer.ttlMs,
        onObservations: () => context.onPriceObservations?.(),
        onReport: (report) => {
          const requests = Object.values(report.requests).reduce((sum, n) => sum + n, 0);
          if (requests > 0 || report.waiting.length > 0) {
            log.info({ ...report, requests }, "watched prices refreshed");
          }
        },
        ...(context.signal ? { signal: context.signal } : {}),
      }),
      onError: failed("watched price refresh failed"),
    });
  }
  if (isQueuedMailer(mailer)) jobs.push(mailJob(mailer, db, log));
  const storeLists = storeRefreshJob({ config, db, log });
  if (storeLists) jobs.push(storeLists);
  // Without a rates address the bundled ECB snapshot serves (offline demo, tests).
  const ratesUrl = config.ecbRatesUrl;
  if (ratesUrl) {
    jobs.push({
      name: JOB.rates,
      timing: { dailyAt: DEFAULT_RATES_REFRESH_AT },
      runAtStart: true,
      run: async () => log.info(await refreshRates({ db, url: ratesUrl }), "ECB rates refreshed"),
      onError: failed("ECB rates refresh failed"),
    });
  }
  return jobs;
}
