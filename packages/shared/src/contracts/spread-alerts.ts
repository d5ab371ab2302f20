import { z } from "zod";
import { SPREAD_PERCENT_MAX, SPREAD_PERCENT_MIN } from "../spread.ts";
import { alertChannelSchema } from "./alert-channel.ts";
import { defineEndpoint } from "./endpoint.ts";
import { recordIdSchema } from "./record-id.ts";
import { articleCodeSchema } from "./wishlist.ts";

/**
 * PUT /api/spread-alerts (issue 25): tell me when one of my basket's countries is at least a
 * percentage, or an amount of my home currency, cheaper than home, for one article or for the
 * basket's whole wishlist. The amount is in the home currency's minor units: the server reads
 * the currency from the profile's home, so a client cannot name another one.
 */
export const saveSpreadAlertSchema = z.object({
  /** The basket whose picklist (and, without `code`, whose wishlist) is compared. */
  basketId: recordIdSchema,
  /** One article; null: the basket's whole wishlist. */
  code: articleCodeSchema.nullable(),
  threshold: z.discriminatedUnion("kind", [
    z.object({
      kind: z.literal("percent"),
      percent: z.number().int().min(SPREAD_PERCENT_MIN).max(SPREAD_PERCENT_MAX),
    }),
    z.object({
      kind: z.literal("amount"),
      amountMinor: z.number().int().positive().max(100_000_000),
    }),
  ]),
  /** E-mail, push or both (decision 042); left out: e-mail for a new alert, unchanged for one kept. */
  channel: alertChannelSchema.optional(),
});

export type SaveSpreadAlertRequest = z.input<typeof saveSpreadAlertSchema>;

export const spreadAlertSchema = z.object({
  id: z.number().int(),
  basketId: z.number().int(),
  /** The basket's name ("" when unnamed) and position (its wishlist's address). */
  basketName: z.string(),
  basketPosition: z.number().int(),
  code: z.string().nullable(),
  formattedCode: z.string().nullable(),
  /** The article's name; null for a wishlist alert. */
  name: z.string().nullable(),
  threshold: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("percent"), percent: z.number().int() }),
    z.object({ kind: z.literal("amount"), amountMinor: z.number().int(), currency: z.string() }),
  ]),
  createdAt: z.string(),
  lastNotifiedAt: z.string().nullable(),
  channel: alertChannelSchema,
});

export type SpreadAlert = z.infer<typeof spreadAlertSchema>;

/** `active` is false while the profile has no premium (the alerts wait), as for drop alerts. */
export const spreadAlertsResponseSchema = z.object({
  active: z.boolean(),
  alerts: z.array(spreadAlertSchema),
});

export type SpreadAlertsResponse = z.infer<typeof spreadAlertsResponseSchema>;

export const spreadAlertParamsSchema = z.object({ id: recordIdSchema });

/** The signed-in user's spread alerts. */
export const listSpreadAlerts = defineEndpoint({
  method: "GET",
  path: "/api/spread-alerts",
  response: spreadAlertsResponseSchema,
  access: "user",
});

/**
 * Creates or changes the alert of a basket and article (or wishlist): premium (402 once the input
 * is read); drop and spread alerts together at most MAX_ALERTS; another profile's basket is a 404.
 */
export const saveSpreadAlert = defineEndpoint({
  method: "PUT",
  path: "/api/spread-alerts",
  body: saveSpreadAlertSchema,
  response: spreadAlertsResponseSchema,
  access: "premium",
});

/** Without premium too: an alert can always be dropped. Another profile's alert is a 404. */
export const deleteSpreadAlert = defineEndpoint({
  method: "DELETE",
  path: "/api/spread-alerts/:id",
  params: spreadAlertParamsSchema,
  response: spreadAlertsResponseSchema,
  access: "profile",
  owned: [{ in: "params", name: "id", kind: "spreadAlert" }],
});
