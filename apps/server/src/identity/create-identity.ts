import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import { MEMORY_DATA_DIR } from "../config/env-schema.ts";
import type { Config } from "../config/load-config.ts";
import type { AppDb } from "../db/open-database.ts";
import { createMailer, type Mailer } from "../mail/mailer.ts";
import { memoryRateStore, RateLimiter, redisRateStore } from "../rate-limit/rate-limiter.ts";
import { Identity } from "./identity.ts";
import { loadServerSecret } from "./server-secret.ts";

/** The identity service as configured: its secret, mail transport and rate-limit store. */
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
  const store = config.redisUrl
    ? redisRateStore(
        // Commands wait for the connection at start; a Redis that stops answering costs 500 ms
        // once per command before the memory fallback counts it.
        new Redis(config.redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 500 }),
        (error) =>
          options.log.warn({ err: error }, "rate limits: Redis unavailable, counting in memory"),
      )
    : memoryRateStore();
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
    limiter: new RateLimiter(store),
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    brandName: config.brandName,
  });
}
