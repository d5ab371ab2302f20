import * as endpoints from "@frontalier/shared/contracts/spread-alerts";
import type { RateTable } from "@frontalier/shared/money";
import type { FastifyInstance } from "fastify";
import {
  deleteSpreadAlert,
  listSpreadAlerts,
  saveSpreadAlert,
} from "../../../alerts/spread-alerts.ts";
import { isPremium } from "../../../billing/premium.ts";
import { route } from "../../../http/route.ts";
import type { Identity } from "../../../identity/identity.ts";
import { ALERT_BODY_LIMIT_BYTES } from "./alert-body-limit.ts";

/**
 * Spread alerts (issue 25, decision 040, premium): the signed-in user's own, one per basket and
 * article or wishlist. Stopping from a mail goes through the drop alerts' stop route (one link).
 */
export async function spreadAlertRoutes(
  app: FastifyInstance,
  { identity, loadRates }: { identity: Identity; loadRates: () => Promise<RateTable> },
) {
  const { db } = identity;

  route(app, endpoints.listSpreadAlerts, async ({ reply, actor: { profile } }) => {
    reply.header("cache-control", "no-store");
    return { active: isPremium(profile), alerts: await listSpreadAlerts(db, profile.id) };
  });

  route(
    app,
    endpoints.saveSpreadAlert,
    { bodyLimit: ALERT_BODY_LIMIT_BYTES },
    async ({ actor: { profile }, body }) => {
      await saveSpreadAlert(db, { profile, ...body, rates: await loadRates() });
      return { active: true, alerts: await listSpreadAlerts(db, profile.id) };
    },
  );

  route(app, endpoints.deleteSpreadAlert, async ({ actor: { profile }, params: { id } }) => {
    await deleteSpreadAlert(db, profile.id, id);
    return { active: isPremium(profile), alerts: await listSpreadAlerts(db, profile.id) };
  });
}
