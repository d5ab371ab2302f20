import type { Config } from "../config/load-config.ts";
import type { AppDb } from "../db/open-database.ts";
import { Identity } from "./identity.ts";
import { loadServerSecret } from "./server-secret.ts";

/** The identity service as configured: its cookie-signing secret, cookies and sessions. */
export function createIdentity(config: Config, db: AppDb): Identity {
  let secret: Promise<string> | undefined;
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
  });
}
