import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";

/** Subscriptions one profile keeps (its phones and browsers); a new one beyond replaces the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/** Push services' addresses run to about 200 characters (FCM, Mozilla, Apple, Windows). */
export const PUSH_ENDPOINT_MAX_LENGTH = 1024;

/** The largest body a subscription save reads: an endpoint and two keys. */
export const PUSH_BODY_LIMIT_BYTES = 2048;

const base64url = (bytes: number) =>
  // Unpadded base64url of `bytes` bytes, as PushSubscription.toJSON() writes it.
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`), "base64url key");

/** RFC 8291 §3.2: the browser's P-256 public key, uncompressed (65 bytes starting 0x04). */
const p256dhSchema = base64url(65).refine(
  (key) => key.startsWith("B"),
  "an uncompressed P-256 point",
);

/** RFC 8291 §3.2: the 16-byte authentication secret. */
const authSchema = base64url(16);

export const pushEndpointSchema = z
  .url({ protocol: /^https?$/, error: "a push service's http(s) address" })
  .max(PUSH_ENDPOINT_MAX_LENGTH);

/** PUT /api/push/subscription: what `PushSubscription.toJSON()` gives, without expirationTime. */
export const savePushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object({ p256dh: p256dhSchema, auth: authSchema }),
});

export type SavePushSubscriptionRequest = z.input<typeof savePushSubscriptionSchema>;

export const removePushSubscriptionSchema = z.object({ endpoint: pushEndpointSchema });

export const pushKeyResponseSchema = z.object({
  /** False when the server has no VAPID keys: the app then offers e-mail only. */
  available: z.boolean(),
  /** The VAPID public key (RFC 8292), base64url, for PushManager.subscribe's applicationServerKey. */
  publicKey: z.string().nullable(),
});

export type PushKeyResponse = z.infer<typeof pushKeyResponseSchema>;

export const pushSubscriptionResponseSchema = z.object({ subscriptions: z.number().int() });

/** Whether push is on, and the key a browser subscribes with. */
export const pushKey = defineEndpoint({
  method: "GET",
  path: "/api/push/key",
  response: pushKeyResponseSchema,
  access: "anyone",
});

/** Saves this browser's subscription for the signed-in user (at most MAX_PUSH_SUBSCRIPTIONS). */
export const savePushSubscription = defineEndpoint({
  method: "PUT",
  path: "/api/push/subscription",
  body: savePushSubscriptionSchema,
  response: pushSubscriptionResponseSchema,
  access: "user",
});

/** Forgets this browser's subscription (the user's own; another's endpoint changes nothing). */
export const removePushSubscription = defineEndpoint({
  method: "POST",
  path: "/api/push/subscription/remove",
  body: removePushSubscriptionSchema,
  response: pushSubscriptionResponseSchema,
  access: "user",
});
