import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { MEMORY_DATA_DIR } from "../config/env-schema.ts";
import type { Config } from "../config/load-config.ts";
import { createMailer, type Mailer } from "./mailer.ts";

/** The app's mail transport: SMTP when configured, with copies in the outbox outside production. */
export function createAppMailer(config: Config, log: FastifyBaseLogger): Mailer {
  return createMailer({
    from: config.mail.from,
    smtpUrl: config.mail.smtpUrl,
    keepSmtpCopies: config.nodeEnv !== "production",
    outboxDir: config.dataDir === MEMORY_DATA_DIR ? undefined : join(config.dataDir, "outbox"),
    log: (mail) => log.info({ to: mail.to, subject: mail.subject }, "mail written to the outbox"),
  });
}
