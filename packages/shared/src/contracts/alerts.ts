import { z } from "zod";
import { countryCurrencies, isKnownCountry } from "../countries.ts";
import { countryCodeSchema } from "./country-code.ts";
import { MAX_PODIUM_COUNTRIES } from "./podium.ts";

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
