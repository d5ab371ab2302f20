import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { MEMORY_DATA_DIR } from "../config/env-schema.ts";
import type { Config } from "../config/load-config.ts";
import type { AppDb } from "../db/open-database.ts";
import { createMailer, type Mailer } from "../mail/mailer.ts";
import { Identity } from "./identity.ts";
import { loadServerSecret } from "./server-secret.ts";

/** The identity service as configured: its secret and mail transport. */
export async function createIdentity(
  config: Config,
  db: AppDb,
  options: { mailer?: Mailer | undefined; log: FastifyBaseLogger },
): Promise<Identity> {
  let secret: Promise<string> | undefined;
  const mailer =
    options.mailer ??
    createMailer({
      from: config.mail.from,
      smtpUrl: config.mail.smtpUrl,
      keepSmtpCopies: config.nodeEnv !== "production",
      outboxDir: config.dataDir === MEMORY_DATA_DIR ? undefined : join(config.dataDir, "outbox"),
      log: (mail) =>
        options.log.info({ to: mail.to, subject: mail.subject }, "mail written to the outbox"),
    });
  return new Identity({
    db,
    secret: () => {
      secret ??= loadServerSecret(db, config.identity.secret).catch((error: unknown) => {
        secret = undefined;
        throw error;
      });
      return secret;
    },
    cookies: { secure: config.nodeEnv === "production" },
    sessionTtlMs: config.identity.sessionTtlMs,
    mailer,
    brandName: config.brandName,
  });
}
