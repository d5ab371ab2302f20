import type { AppDb } from "../db/open-database.ts";
import type { JobDefinition } from "../jobs/job-definition.ts";
import { JOB } from "../jobs/job-names.ts";
import { markBounced } from "../newsletter/subscriptions.ts";
import type { QueuedMailer } from "./mail-queue.ts";

interface MailJobLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error?(object: object, message: string): void;
}

/**
 * Sends the queued mails: right after one is queued (a trigger), and every minute for the retries
 * and for what a stopped instance left behind. An address the server refuses for good is marked
 * bounced, so that the newsletter stops writing to it (as when the mail was sent in the request).
 */
export function mailJob(mailer: QueuedMailer, db: AppDb, log: MailJobLog): JobDefinition {
  return {
    name: JOB.mail,
    timing: { everyMinutes: 1 },
    runAtStart: true,
    run: async () => {
      const report = await mailer.deliverDue();
      if (report.sent > 0 || report.failed > 0) {
        log.info({ sent: report.sent, failed: report.failed }, "queued mails delivered");
      }
      for (const refused of report.rejected) {
        log.info(refused, "mail refused for good by the mail server");
        await markBounced({ db, email: refused.to });
      }
      for (const lost of report.givenUp) {
        (log.error ?? log.warn).call(
          log,
          lost,
          "mail given up: the SMTP server refused it for 3 days",
        );
      }
    },
    onError: (error) => log.warn({ err: error }, "queued mail delivery failed"),
  };
}
