import { z } from "zod";
import { countryCurrencies, isKnownCountry } from "../countries.ts";
import { alertChannelSchema } from "./alert-channel.ts";
import { countryCodeSchema } from "./country-code.ts";
import { defineEndpoint } from "./endpoint.ts";
import { articleCodeParamSchema, MAX_PODIUM_COUNTRIES } from "./podium.ts";
import { articleCodeSchema } from "./wishlist.ts";

/** Alerts one profile may keep (each is checked against every new observation of its article). */
export const MAX_ALERTS = 100;

const countryCode = countryCodeSchema.refine(isKnownCountry, "a country the retailer sells in");

/** PUT /api/alerts/{code}: watch an article in some countries, for a target price or any drop. */
export const saveAlertSchema = z.object({
  countries: z
    .array(countryCode)
    .min(1, "at least one country")
    .max(MAX_PODIUM_COUNTRIES)
    .transform((codes) => [...new Set(codes)]),
  /** In `currency` minor units; null: any drop. */
  targetPriceMinor: z.number().int().positive().max(100_000_000).nullable(),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, "a three-letter currency code")
    .transform((code) => code.toUpperCase())
    .refine((code) => countryCurrencies.includes(code), "a currency of the compared countries"),
  /** E-mail, push or both (decision 042); left out: e-mail for a new alert, unchanged for one kept. */
  channel: alertChannelSchema.optional(),
});

export type SaveAlertRequest = z.input<typeof saveAlertSchema>;

export const alertSchema = z.object({
  code: z.string(),
  formattedCode: z.string(),
  name: z.string(),
  countries: z.array(z.string()),
  targetPriceMinor: z.number().int().nullable(),
  currency: z.string(),
  createdAt: z.string(),
  lastNotifiedAt: z.string().nullable(),
  channel: alertChannelSchema,
});

export type PriceAlert = z.infer<typeof alertSchema>;

/** GET /api/alerts; `active` is false while the profile has no premium (the alerts wait). */
export const alertsResponseSchema = z.object({ active: z.boolean(), alerts: z.array(alertSchema) });

export type AlertsResponse = z.infer<typeof alertsResponseSchema>;

/** The one-click stop link's token (POST /api/alerts/stop/{token}). */
export const stopAlertParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, "a stop token"),
});

export const stopAlertResponseSchema = z.object({
  status: z.literal("stopped"),
  name: z.string().nullable(),
});

export type StopAlertResponse = z.infer<typeof stopAlertResponseSchema>;

/**
 * NODE_ENV=test only, from this machine only: a price observation recorded as a feed import would
 * record it, then the alert check at once (the browser tests need a lower price to see its mail).
 */
export const testObservationSchema = z.object({
  code: articleCodeSchema,
  country: z.string().regex(/^[A-Z]{2}$/),
  priceMinor: z.number().int().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/),
});

export const testObservationResponseSchema = z.object({ saved: z.literal(true) });

/** The signed-in user's alerts (kept, and `active: false`, while they have no premium). */
export const listAlerts = defineEndpoint({
  method: "GET",
  path: "/api/alerts",
  response: alertsResponseSchema,
  access: "user",
});

/** Watches an article: premium (402 once the input is read), at most MAX_ALERTS. */
export const saveAlert = defineEndpoint({
  method: "PUT",
  path: "/api/alerts/:code",
  params: articleCodeParamSchema,
  body: saveAlertSchema,
  response: alertsResponseSchema,
  access: "premium",
});

/** Without premium too: an alert can always be dropped. */
export const deleteAlert = defineEndpoint({
  method: "DELETE",
  path: "/api/alerts/:code",
  params: articleCodeParamSchema,
  response: alertsResponseSchema,
  access: "user",
});

/**
 * The link of each alert mail and the mail apps' one-click unsubscribe (RFC 8058, posted as a
 * form): the token is its own proof, random and mailed only to the alert's owner.
 */
export const stopAlert = defineEndpoint({
  method: "POST",
  path: "/api/alerts/stop/:token",
  params: stopAlertParamsSchema,
  response: stopAlertResponseSchema,
  access: "anyone",
  publicIds: true,
});

export const recordTestObservation = defineEndpoint({
  method: "POST",
  path: "/api/test/price-observations",
  body: testObservationSchema,
  response: testObservationResponseSchema,
  access: "anyone",
});
