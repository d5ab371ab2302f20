import {
  type AlertsResponse,
  type StopAlertResponse,
  saveAlertSchema,
  stopAlertParamsSchema,
} from "@frontalier/shared/contracts/alerts";
import { articleCodeParamSchema } from "@frontalier/shared/contracts/podium";
import type { FastifyInstance } from "fastify";
import { deleteAlert, listAlerts, saveAlert, stopAlert } from "../../../alerts/alerts.ts";
import { AppError } from "../../../http/app-error.ts";
import { parseInput } from "../../../http/parse-input.ts";
import type { Identity } from "../../../identity/identity.ts";
import { isPremium } from "../../../wishlist/premium.ts";

/** Price-drop alerts (brief §4, premium): the signed-in user's own, by article code. */
export async function alertRoutes(app: FastifyInstance, { identity }: { identity: Identity }) {
  const { db } = identity;
  // RFC 8058: mail apps post `List-Unsubscribe=One-Click` as a form; the token says it all.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );

  app.get("/api/alerts", async (request, reply): Promise<AlertsResponse> => {
    const { profile } = await identity.requireUser(request);
    reply.header("cache-control", "no-store");
    return { active: isPremium(profile), alerts: await listAlerts(db, profile.id) };
  });

  app.put("/api/alerts/:code", async (request): Promise<AlertsResponse> => {
    const { profile } = await identity.requireUser(request);
    const { code } = parseInput(articleCodeParamSchema, request.params);
    const input = parseInput(saveAlertSchema, request.body ?? {});
    if (!isPremium(profile)) throw new AppError("premium_required", { message: "alerts" });
    await saveAlert(db, { profileId: profile.id, code, ...input });
    return { active: true, alerts: await listAlerts(db, profile.id) };
  });

  app.delete("/api/alerts/:code", async (request): Promise<AlertsResponse> => {
    const { profile } = await identity.requireUser(request);
    const { code } = parseInput(articleCodeParamSchema, request.params);
    await deleteAlert(db, profile.id, code);
    return { active: isPremium(profile), alerts: await listAlerts(db, profile.id) };
  });

  // The link in each alert mail, and the mail apps' one-click unsubscribe (no session needed).
  app.post(
    "/api/alerts/stop/:token",
    // The token is its own proof: random, mailed only to the alert's owner, it can only stop it.
    { config: { publicIds: true } },
    async (request): Promise<StopAlertResponse> => {
      const { token } = parseInput(stopAlertParamsSchema, request.params);
      const { name } = await stopAlert(db, token);
      return { status: "stopped", name };
    },
  );
}
