import { z } from "zod";
import { rateRefreshModes } from "../rate-freshness.ts";
import { paymentModes } from "./billing.ts";

/**
 * The public allow-list of server configuration, embedded by the server in index.html as
 * `<script type="application/json" id="app-config">` so the app needs no request to read it.
 */
export const APP_CONFIG_ELEMENT_ID = "app-config";

/** The comment in index.html that the server replaces with the app-config script. */
export const APP_CONFIG_PLACEHOLDER = "<!--app-config-->";

export const appConfigSchema = z.object({
  brandName: z.string(),
  contactEmail: z.string(),
  /**
   * The data protection authority the privacy policy names for complaints (SUPERVISORY_AUTHORITY);
   * null: the policy points to the authority of the country where the shopper lives or works.
   */
  supervisoryAuthority: z.string().nullable(),
  social: z.object({
    facebook: z.string(),
    instagram: z.string(),
    pinterest: z.string(),
    youtube: z.string(),
  }),
  analytics: z.object({ scriptUrl: z.string(), id: z.string().nullable() }).nullable(),
  /** What the privacy policy states: how long idle guests and sessions are kept (days). */
  retention: z.object({ guestDays: z.number(), sessionDays: z.number() }),
  /** Whether the podium can show store stock (a stock API is configured, or the stand-in). */
  storeStock: z.boolean(),
  /** Who takes the payments; `off`: the plans are shown as unavailable. */
  payments: z.enum(paymentModes),
  /**
   * Whether the server refreshes the ECB rates daily (a rate source is configured) or converts
   * with the bundled snapshot: with the rate date, why a page says its rates are old.
   */
  rateRefresh: z.enum(rateRefreshModes),
});

export type AppConfig = z.infer<typeof appConfigSchema>;
