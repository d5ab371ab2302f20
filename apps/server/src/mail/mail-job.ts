import type { JobDefinition } from "../jobs/job-definition.ts";
import { JOB } from "../jobs/job-names.ts";
import type { QueuedMailer } from "./mail-queue.ts";

interface MailJobLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error?(object: object, message: string): void;
}

/**
 * Sends the queued mails: right after one is queued (a trigger), and every minute for the retries
 * and for what a stopped instance left behind.
 */
export function mailJob(mailer: QueuedMailer, log: MailJobLog): JobDefinition {
  return {
    name: JOB.mail,
    timing: { everyMinutes: 1 },
    runAtStart: true,
    run: async () => {
      const report = await mailer.deliverDue();
      if (report.sent > 0 || report.failed > 0) {
        log.info({ sent: report.sent, failed: report.failed }, "queued mails delivered");
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
