import * as endpoints from "@frontalier/shared/contracts/push";
import { PUSH_BODY_LIMIT_BYTES } from "@frontalier/shared/contracts/push";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../../http/app-error.ts";
import { route } from "../../../http/route.ts";
import type { Identity } from "../../../identity/identity.ts";
import { isAllowedPushEndpoint } from "../../../push/push-endpoint.ts";
import type { PushSender } from "../../../push/push-sender.ts";
import { removePushSubscription, savePushSubscription } from "../../../push/push-subscriptions.ts";
import type { RateLimiter } from "../../../rate-limit/rate-limiter.ts";

const HOUR = 3_600_000;

/** A browser subscribes once, again when its subscription changes: 30 an hour is generous. */
export const pushLimits = {
  subscriptionPerProfile: { name: "push-subscription-profile", limit: 30, windowMs: HOUR },
  subscriptionPerIp: { name: "push-subscription-ip", limit: 60, windowMs: HOUR },
} as const;

/**
 * Web Push (issue 26, decision 042): the public key, and the signed-in user's own subscriptions.
 * Without VAPID keys push is off: the key answers `available: false` and saving is refused.
 */
export async function pushRoutes(
  app: FastifyInstance,
  options: {
    identity: Identity;
    limiter: RateLimiter;
    push: PushSender | null;
    production: boolean;
  },
) {
  const { identity, limiter, push, production } = options;
  const { db } = identity;

  route(app, endpoints.pushKey, async ({ reply }) => {
    reply.header("cache-control", "no-cache");
    return { available: push !== null, publicKey: push ? await push.publicKey() : null };
  });

  const limit = (request: { ip: string }, reply: Parameters<RateLimiter["limit"]>[0], id: number) =>
    limiter.limit(reply, [
      { rule: pushLimits.subscriptionPerProfile, key: String(id) },
      { rule: pushLimits.subscriptionPerIp, key: request.ip },
    ]);

  route(
    app,
    endpoints.savePushSubscription,
    { bodyLimit: PUSH_BODY_LIMIT_BYTES },
    async ({ request, reply, actor: { profile }, body }) => {
      await limit(request, reply, profile.id);
      if (!push)
        throw new AppError("service_unavailable", { message: "push is off (no VAPID keys)" });
      if (!isAllowedPushEndpoint(body.endpoint, production)) {
        throw new AppError("validation_failed", {
          message: "push endpoint refused",
          issues: [{ path: "endpoint", message: "a push service's https address" }],
        });
      }
      const subscriptions = await savePushSubscription(db, {
        profileId: profile.id,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
      });
      return { subscriptions };
    },
  );

  route(
    app,
    endpoints.removePushSubscription,
    { bodyLimit: PUSH_BODY_LIMIT_BYTES },
    async ({ request, reply, actor: { profile }, body }) => {
      await limit(request, reply, profile.id);
      return { subscriptions: await removePushSubscription(db, profile.id, body.endpoint) };
    },
  );
}
