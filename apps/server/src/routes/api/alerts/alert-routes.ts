import * as endpoints from "@frontalier/shared/contracts/alerts";
import type { FastifyInstance } from "fastify";
import { deleteAlert, listAlerts, saveAlert, stopAlert } from "../../../alerts/alerts.ts";
import { isPremium } from "../../../billing/premium.ts";
import { route } from "../../../http/route.ts";
import type { Identity } from "../../../identity/identity.ts";
import { ALERT_BODY_LIMIT_BYTES } from "./alert-body-limit.ts";

/** Price-drop alerts (brief §4, premium): the signed-in user's own, by article code. */
export async function alertRoutes(app: FastifyInstance, { identity }: { identity: Identity }) {
  const { db } = identity;
  // RFC 8058: mail apps post `List-Unsubscribe=One-Click` as a form; the token says it all.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );

  route(app, endpoints.listAlerts, async ({ reply, actor: { profile } }) => {
    reply.header("cache-control", "no-store");
    return { active: isPremium(profile), alerts: await listAlerts(db, profile.id) };
  });

  route(
    app,
    endpoints.saveAlert,
    { bodyLimit: ALERT_BODY_LIMIT_BYTES },
    async ({ actor: { profile }, params: { code }, body }) => {
      await saveAlert(db, { profileId: profile.id, code, ...body });
      return { active: true, alerts: await listAlerts(db, profile.id) };
    },
  );

  route(app, endpoints.deleteAlert, async ({ actor: { profile }, params: { code } }) => {
    await deleteAlert(db, profile.id, code);
    return { active: isPremium(profile), alerts: await listAlerts(db, profile.id) };
  });

  // The link in each alert mail, and the mail apps' one-click unsubscribe (no session needed).
  route(app, endpoints.stopAlert, async ({ params: { token } }) => {
    const { name } = await stopAlert(db, token);
    return { status: "stopped" as const, name };
  });
}
