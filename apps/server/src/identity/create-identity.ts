import type { Config } from "../config/load-config.ts";
import type { AppDb } from "../db/open-database.ts";
import { Identity } from "./identity.ts";
import { loadServerSecret } from "./server-secret.ts";
import { type KeyInput, signingKeys } from "./signing-keys.ts";

/** The identity service as configured: its cookie-signing secret, cookies and sessions. */
export function createIdentity(config: Config, db: AppDb): Identity {
  let secret: Promise<KeyInput> | undefined;
  const configured = config.identity.secret;
  const cookieKeys = () => {
    // Configured: a list, newest first. Unset: one generated at the first start, kept in the database.
    secret ??= configured
      ? Promise.resolve(signingKeys(configured))
      : loadServerSecret(db, undefined).catch((error: unknown) => {
          secret = undefined;
          throw error;
        });
    return secret;
  };
  const mailLinkKeys = config.identity.mailLinkSecret;
  return new Identity({
    db,
    secret: cookieKeys,
    mailKeys: mailLinkKeys ? async () => signingKeys(mailLinkKeys) : cookieKeys,
    cookies: { secure: config.nodeEnv === "production" },
    sessionTtlMs: config.identity.sessionTtlMs,
  });
}
