import { eq, sql } from "drizzle-orm";
import webPush from "web-push";
import type { AppDb } from "../db/open-database.ts";
import { pushSubscriptions } from "../db/schema.ts";
import { isAllowedPushEndpoint } from "./push-endpoint.ts";
import { listPushSubscriptions } from "./push-subscriptions.ts";
import type { VapidKeys, VapidKeysSource } from "./vapid-keys.ts";

/** What an alert's notification carries (the service worker shows it, decision 042). */
export interface PushPayload {
  title: string;
  body: string;
  /** The page to open, on this site. */
  url: string;
  /** `drop:<id>` or `spread:<id>`: one notification per alert (its tag), the newest replacing. */
  alertId: string;
  /** The one-tap stop: the mail's one-click stop route with the alert's token, on this site. */
  stopUrl: string;
  /** The stop action's label, in the shopper's language. */
  stopLabel: string;
}

export interface PushReport {
  subscriptions: number;
  delivered: number;
  /** Gone for good (404, 410): deleted. */
  expired: number;
  /** Refused or unanswered, worth another try later (timeouts, 429, 5xx). */
  failed: number;
}

export interface PushSender {
  /** Our VAPID public key (base64url), which browsers subscribe with. */
  publicKey(): Promise<string>;
  sendToProfile(profileId: number, payload: PushPayload): Promise<PushReport>;
}

export interface PushSenderOptions {
  db: AppDb;
  /** The keys, or how to read them when first needed (`vapidKeysSource`). */
  keys: VapidKeys | VapidKeysSource;
  production: boolean;
  /** Each push service request must be answered within this (all of one profile's at once). */
  timeoutMs?: number;
  /** How long the push service keeps a push for a phone that is off (RFC 8030 §5.2). */
  ttlSeconds?: number;
  onError?: (error: unknown, endpoint: string) => void;
}

export const PUSH_TIMEOUT_MS = 10_000;
/** No subscription, nothing to sign: the keys are not read. */
const EMPTY_KEYS: VapidKeys = { subject: "", publicKey: "", privateKey: "" };
const DAY_S = 86_400;

/**
 * Sends Web Push messages (RFC 8030) to a profile's subscriptions: the payload encrypted for each
 * browser (RFC 8291, aes128gcm) and signed with our VAPID key (RFC 8292) by `web-push`, then
 * posted with our own fetch, so that the whole exchange has a deadline (web-push's own timeout
 * is an idle socket's) and redirects are not followed.
 */
export function createPushSender(options: PushSenderOptions): PushSender {
  const { db } = options;
  const keys = options.keys;
  const readKeys: VapidKeysSource = typeof keys === "function" ? keys : async () => keys;
  const timeoutMs = options.timeoutMs ?? PUSH_TIMEOUT_MS;

  async function sendOne(
    row: { id: number; endpoint: string; p256dh: string; auth: string },
    payload: string,
    vapidDetails: { subject: string; publicKey: string; privateKey: string },
  ): Promise<"delivered" | "expired" | "failed"> {
    if (!isAllowedPushEndpoint(row.endpoint, options.production)) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.id));
      return "expired";
    }
    try {
      const request = webPush.generateRequestDetails(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        payload,
        { vapidDetails, TTL: options.ttlSeconds ?? DAY_S, urgency: "normal" },
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ?? null,
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (response.status >= 200 && response.status < 300) {
        await db
          .update(pushSubscriptions)
          .set({ lastSentAt: sql`now()` })
          .where(eq(pushSubscriptions.id, row.id));
        return "delivered";
      }
      // RFC 8030 §7.3: the subscription is gone; the browser revoked it or was reset.
      if (response.status === 404 || response.status === 410) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.id));
        return "expired";
      }
      options.onError?.(new Error(`push service answered ${response.status}`), row.endpoint);
      return "failed";
    } catch (error) {
      options.onError?.(error, row.endpoint);
      return "failed";
    }
  }

  return {
    publicKey: async () => (await readKeys()).publicKey,
    async sendToProfile(profileId, payload) {
      const rows = await listPushSubscriptions(db, profileId);
      const text = JSON.stringify(payload);
      const { subject, publicKey, privateKey } = rows.length > 0 ? await readKeys() : EMPTY_KEYS;
      const vapidDetails = { subject, publicKey, privateKey };
      const outcomes = await Promise.all(rows.map((row) => sendOne(row, text, vapidDetails)));
      const counted = (what: string) => outcomes.filter((outcome) => outcome === what).length;
      return {
        subscriptions: rows.length,
        delivered: counted("delivered"),
        expired: counted("expired"),
        failed: counted("failed"),
      };
    },
  };
}
