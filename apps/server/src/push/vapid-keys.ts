import { eq, sql } from "drizzle-orm";
import webPush from "web-push";
import type { Config } from "../config/load-config.ts";
import type { AppDb } from "../db/open-database.ts";
import { appSettings } from "../db/schema.ts";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** RFC 8292 §2.1: a contact for the push service, mailto: or https:. */
  subject: string;
}

const SETTING = "vapid_keys";

/** The keys, read when first needed: null when push is off. */
export type VapidKeysSource = () => Promise<VapidKeys>;

/**
 * Push's keys without touching the database at start: an instance that starts while the database
 * is down still starts (its health says so) and reads the keys at the first push or key request.
 * A failed read is tried again at the next one; a successful one is kept.
 */
export function vapidKeysSource(db: AppDb, push: Config["push"]): VapidKeysSource | null {
  if (!push.vapid && !push.generateKeys) return null;
  let kept: Promise<VapidKeys> | null = null;
  return () => {
    kept ??= loadVapidKeys(db, push).then((keys) => {
      if (!keys) throw new Error("push is off");
      return keys;
    });
    kept.catch(() => {
      kept = null;
    });
    return kept;
  };
}

/**
 * The keys pushes are signed with: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when configured; on the
 * embedded database (`npm start` with nothing configured) a pair made at the first start and kept
 * in it, like the cookie secret, so that subscriptions survive restarts; else none, and push is off.
 */
export async function loadVapidKeys(db: AppDb, push: Config["push"]): Promise<VapidKeys | null> {
  if (push.vapid) return { ...push.vapid, subject: push.subject };
  if (!push.generateKeys) return null;
  const made = webPush.generateVAPIDKeys();
  await db
    .insert(appSettings)
    .values({ key: SETTING, value: sql`${JSON.stringify(made)}::jsonb` })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING));
  const kept = row?.value as Partial<VapidKeys> | undefined;
  if (typeof kept?.publicKey !== "string" || typeof kept.privateKey !== "string") {
    throw new Error("the VAPID keys could not be stored");
  }
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject: push.subject };
}
