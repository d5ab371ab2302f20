import { resolve } from "node:path";
import type { PaymentMode } from "@frontalier/shared/contracts/billing";
import { z } from "zod";
import { ECB_DAILY_RATES_URL } from "../catalogue/rates/ecb-rates-url.ts";
import { DEFAULT_REQUEST_TIMEOUT_MS } from "../http/request-time-limits.ts";
import { parseKeyList } from "../identity/signing-keys.ts";
import { PDF_IMPORTS_PER_WINDOW } from "../rate-limit/pdf-import-limits.ts";
import { trustProxySchema } from "./trust-proxy.ts";

/** Resolved from this file so that the server finds the web build whatever the cwd. */
const defaultWebDistDir = resolve(import.meta.dirname, "../../../web/dist");

/** PGlite's own scheme for a database that lives only in memory (tests). */
export const MEMORY_DATA_DIR = "memory://";

const url = (protocol: RegExp, what: string) =>
  z.url({ protocol, error: `must be a valid ${what} URL` });

const webUrl = url(/^https?$/, "http:// or https://");

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** A script the browser loads must come over https; plain http only from this machine (tests). */
const scriptUrl = webUrl.refine(
  (value) => value.startsWith("https://") || loopbackHosts.has(new URL(value).hostname),
  { error: "must be a valid https:// URL (http:// only for localhost)" },
);

const port = z
  .string()
  .regex(/^\d{1,5}$/, "must be an integer between 0 and 65535")
  .transform(Number)
  .pipe(z.number().max(65535, "must be an integer between 0 and 65535"));

/**
 * Where the daily rates come from: the ECB's public file unless told otherwise, so that an online
 * installation converts with the day's rates; `off`, or tests by default, never leave the machine
 * (the bundled snapshot serves, flagged once old).
 */
function ecbRatesUrlOf(value: string | undefined, nodeEnv: string): string | undefined {
  if (value === "off") return undefined;
  return value ?? (nodeEnv === "test" ? undefined : ECB_DAILY_RATES_URL);
}

/** Signing keys: one, or several separated by commas, newest first (the others still accepted). */
const keyList = z
  .string()
  .transform(parseKeyList)
  .pipe(
    z
      .array(z.string().min(32, "each key must be at least 32 characters"))
      .min(1, "must name at least one key"),
  );

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** One OpenID Connect provider offered on the sign-in pages (`OIDC_PROVIDERS`, a JSON array). */
const oidcProviderSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,32}$/, "id: lower-case letters, digits and dashes"),
  name: z.string().min(1),
  issuer: webUrl,
  clientId: z.string().min(1),
  clientSecret: z.string().min(1).optional(),
});

export type OidcProviderConfig = z.output<typeof oidcProviderSchema>;

const stripePrice = z.string().regex(/^price_\w+$/, "must be a Stripe price id (price_…)");

/** A price shown to shoppers, `2.99`: kept in minor units (at most 2 decimals). */
const displayPrice = z
  .string()
  .regex(/^\d{1,6}(\.\d{1,2})?$/, "must be an amount such as 2.99")
  .transform((text) => Math.round(Number(text) * 100));

/** Stripe takes over from the sandbox only when it can do the whole job (brief §5). */
const stripeVariables = [
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_MONTHLY",
  "STRIPE_PRICE_YEARLY",
] as const;

/**
 * Who takes the payments: Stripe when it is configured; else the sandbox, which hands out premium
 * for pretend payments, so in production only when BILLING_SANDBOX=true says so (a staging
 * site); else nobody, and premium cannot be bought.
 */
function paymentMode(env: {
  NODE_ENV: string;
  STRIPE_SECRET_KEY?: string;
  BILLING_SANDBOX?: boolean;
}): PaymentMode {
  if (env.STRIPE_SECRET_KEY) return "stripe";
  return (env.BILLING_SANDBOX ?? env.NODE_ENV !== "production") ? "sandbox" : "off";
}

/** The one schema every environment variable goes through at start-up. */
export const envSchema = z
  .object({
    PORT: port.default(3000),
    HOST: z.string().trim().min(1, "must not be blank").default("0.0.0.0"),
    NODE_ENV: z
      .enum(["development", "production", "test"], {
        error: "must be one of development, production, test",
      })
      .default("development"),
    LOG_LEVEL: z
      .enum(logLevels, { error: `must be one of ${logLevels.join(", ")}` })
      .default("info"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: url(/^postgres(ql)?$/, "postgres:// or postgresql://").optional(),
    REDIS_URL: url(/^rediss?$/, "redis:// or rediss://").optional(),
    TRUST_PROXY: trustProxySchema.default(false),
    METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
    SHUTDOWN_DRAIN_MS: z.coerce
      .number({ error: "must be a number of milliseconds" })
      .int("must be a whole number")
      .min(0, "must be 0 or more")
      .max(120_000, "must be at most 120000")
      .default(3000),
    PUBLIC_URL: webUrl.optional(),
    BRAND_NAME: z.string().trim().min(1, "must not be blank").default("Frontalier"),
    CONTACT_EMAIL: z.email({ error: "must be an email address" }).default("contact@frontalier.eu"),
    // GDPR art. 13(2)(d): the privacy policy names the authority a shopper may complain to.
    SUPERVISORY_AUTHORITY: z.string().trim().max(200, "must be at most 200 characters").optional(),
    SOCIAL_FACEBOOK_URL: webUrl.default("https://www.facebook.com/frontalier"),
    SOCIAL_INSTAGRAM_URL: webUrl.default("https://www.instagram.com/frontalier"),
    SOCIAL_PINTEREST_URL: webUrl.default("https://www.pinterest.com/frontalier"),
    SOCIAL_YOUTUBE_URL: webUrl.default("https://www.youtube.com/@frontalier"),
    ANALYTICS_SCRIPT_URL: scriptUrl.optional(),
    ANALYTICS_ID: z.string().trim().min(1).optional(),
    WEB_DIST_DIR: z.string().default(defaultWebDistDir),
    APP_VERSION: z.string().trim().min(1).optional(),
    RETAILER_BASE_URL: webUrl.optional(),
    RETAILER_SEARCH_BASE_URL: webUrl.optional(),
    RETAILER_STOCK_BASE_URL: webUrl.optional(),
    RETAILER_STOCK_CLIENT_ID: z.string().trim().min(1).max(200).optional(),
    RETAILER_TTL_HOURS: z.coerce
      .number({ error: "must be a number of hours" })
      .positive("must be more than 0")
      .max(24 * 365, "must be at most a year")
      .default(24),
    RETAILER_TIMEOUT_MS: z.coerce
      .number({ error: "must be a number of milliseconds" })
      .int("must be a whole number")
      .min(100, "must be at least 100")
      .max(60_000, "must be at most 60000")
      .default(4000),
    RETAILER_LOOKUPS_PER_MINUTE: z.coerce
      .number({ error: "must be a number of look-ups" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(10_000, "must be at most 10000")
      .default(120),
    RETAILER_REFRESH_PER_HOUR: z.coerce
      .number({ error: "must be a number of requests" })
      .int("must be a whole number")
      .min(0, "must be 0 (off) or more")
      .max(36_000, "must be at most 36000")
      .default(500),
    OFFER_INDEX_ARTICLES: z.coerce
      .number({ error: "must be a number of articles" })
      .int("must be a whole number")
      .min(0, "must be 0 (off) or more")
      .max(5_000_000, "must be at most 5000000")
      .default(200_000),
    /** `off`: the bundled snapshot only (an offline installation); unset: the ECB's daily file. */
    ECB_RATES_URL: z.union([z.literal("off"), webUrl]).optional(),
    DEMO_CATALOGUE: z.stringbool({ error: "must be true or false" }).default(true),
    SESSION_SECRET: keyList.optional(),
    MAIL_LINK_SECRET: keyList.optional(),
    SESSION_TTL_DAYS: z.coerce
      .number({ error: "must be a number of days" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(400, "must be at most 400")
      .default(30),
    GUEST_RETENTION_DAYS: z.coerce
      .number({ error: "must be a number of days" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(3650, "must be at most 3650")
      .default(180),
    SMTP_URL: url(/^smtps?$/, "smtp:// or smtps://").optional(),
    MAIL_FROM: z.string().trim().min(3).default("Frontalier <no-reply@frontalier.eu>"),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_… or rk_…)")
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, "must be a Stripe webhook signing secret (whsec_…)")
      .optional(),
    STRIPE_PRICE_MONTHLY: stripePrice.optional(),
    STRIPE_PRICE_YEARLY: stripePrice.optional(),
    BILLING_SANDBOX: z.stringbool({ error: "must be true or false" }).optional(),
    PREMIUM_PRICE_MONTHLY: displayPrice.default(299),
    PREMIUM_PRICE_YEARLY: displayPrice.default(2999),
    PREMIUM_CURRENCY: z
      .string()
      .regex(/^[A-Z]{3}$/, "must be a three-letter currency code (EUR)")
      .default("EUR"),
    ALERTS_CHECK_MINUTES: z.coerce
      .number({ error: "must be a number of minutes" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(1440, "must be at most 1440")
      .default(15),
    REQUEST_TIMEOUT_MS: z.coerce
      .number({ error: "must be a number of milliseconds" })
      .int("must be a whole number")
      .min(1000, "must be at least 1000")
      .max(600_000, "must be at most 600000")
      .default(DEFAULT_REQUEST_TIMEOUT_MS),
    PDF_IMPORTS_PER_10_MINUTES: z.coerce
      .number({ error: "must be a number of uploads" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(100_000, "must be at most 100000")
      .default(PDF_IMPORTS_PER_WINDOW),
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, "must be a base64url P-256 public key (87 characters)")
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, "must be a base64url P-256 private key (43 characters)")
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "must be a mailto: or https:// address")
      .optional(),
    OIDC_PROVIDERS: z
      .string()
      .transform((value, context) => {
        try {
          return JSON.parse(value) as unknown;
        } catch {
          context.addIssue({ code: "custom", message: "must be a JSON array" });
          return z.NEVER;
        }
      })
      .pipe(z.array(oidcProviderSchema, { error: "must be a JSON array of providers" }))
      .optional(),
  })
  .superRefine((env, context) => {
    // A public key without its private key (or the reverse) cannot sign a push: say so at start.
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      context.addIssue({
        code: "custom",
        path: [env.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY"],
        message: "required with the other VAPID key",
      });
    }
    if (!env.STRIPE_SECRET_KEY) return;
    if (env.BILLING_SANDBOX) {
      // Either would be a surprise: real payments believed pretend, or the reverse.
      context.addIssue({
        code: "custom",
        path: ["BILLING_SANDBOX"],
        message: "cannot be true with STRIPE_SECRET_KEY (Stripe takes the payments)",
      });
    }
    for (const name of stripeVariables) {
      if (!env[name]) {
        context.addIssue({
          code: "custom",
          path: [name],
          message: "required with STRIPE_SECRET_KEY",
        });
      }
    }
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    nodeEnv: env.NODE_ENV,
    logLevel: env.LOG_LEVEL,
    dataDir: env.DATA_DIR.startsWith(MEMORY_DATA_DIR) ? MEMORY_DATA_DIR : resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    trustProxy: env.TRUST_PROXY,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    metricsToken: env.METRICS_TOKEN,
    publicUrl: env.PUBLIC_URL,
    brandName: env.BRAND_NAME,
    contactEmail: env.CONTACT_EMAIL,
    supervisoryAuthority: env.SUPERVISORY_AUTHORITY || null,
    social: {
      facebook: env.SOCIAL_FACEBOOK_URL,
      instagram: env.SOCIAL_INSTAGRAM_URL,
      pinterest: env.SOCIAL_PINTEREST_URL,
      youtube: env.SOCIAL_YOUTUBE_URL,
    },
    analytics: env.ANALYTICS_SCRIPT_URL
      ? { scriptUrl: env.ANALYTICS_SCRIPT_URL, id: env.ANALYTICS_ID ?? null }
      : null,
    webDistDir: resolve(env.WEB_DIST_DIR),
    appVersion: env.APP_VERSION,
    retailer: {
      /** Unset: the offline demo starts its own stand-in retailer on loopback. */
      baseUrl: env.RETAILER_BASE_URL,
      /** The search API's host (not the product pages' host); with `baseUrl`, none means no search. */
      searchBaseUrl: env.RETAILER_SEARCH_BASE_URL,
      /** The store-stock API; the stand-in retailer answers it too when `baseUrl` is unset. */
      stockBaseUrl: env.RETAILER_STOCK_BASE_URL,
      stockClientId: env.RETAILER_STOCK_CLIENT_ID,
      ttlMs: env.RETAILER_TTL_HOURS * 3_600_000,
      timeoutMs: env.RETAILER_TIMEOUT_MS,
      /** New look-ups (an article asked in every compared country) all instances may start a minute. */
      lookupsPerMinute: env.RETAILER_LOOKUPS_PER_MINUTE,
      /** Requests per country per hour the scheduled refresh of watched prices spends (0: off). */
      refreshPerHour: env.RETAILER_REFRESH_PER_HOUR,
    },
    /** Articles whose current offers each instance keeps in memory for the podium (0: none). */
    offerIndexArticles: env.OFFER_INDEX_ARTICLES,
    ecbRatesUrl: ecbRatesUrlOf(env.ECB_RATES_URL, env.NODE_ENV),
    demoCatalogue: env.DEMO_CATALOGUE,
    identity: {
      secret: env.SESSION_SECRET,
      mailLinkSecret: env.MAIL_LINK_SECRET,
      sessionTtlMs: env.SESSION_TTL_DAYS * 86_400_000,
      guestRetentionMs: env.GUEST_RETENTION_DAYS * 86_400_000,
      providers: env.OIDC_PROVIDERS ?? [],
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    billing: {
      mode: paymentMode(env),
      /** Null: the sandbox takes the payments (no real money), or nobody does (`mode`). */
      stripe:
        env.STRIPE_SECRET_KEY &&
        env.STRIPE_WEBHOOK_SECRET &&
        env.STRIPE_PRICE_MONTHLY &&
        env.STRIPE_PRICE_YEARLY
          ? {
              secretKey: env.STRIPE_SECRET_KEY,
              webhookSecret: env.STRIPE_WEBHOOK_SECRET,
              prices: { monthly: env.STRIPE_PRICE_MONTHLY, yearly: env.STRIPE_PRICE_YEARLY },
            }
          : null,
      /** What the plans cost, as shown in the app (keep them equal to the Stripe prices). */
      display: {
        monthly: env.PREMIUM_PRICE_MONTHLY,
        yearly: env.PREMIUM_PRICE_YEARLY,
        currency: env.PREMIUM_CURRENCY,
      },
    },
    alerts: { checkEveryMinutes: env.ALERTS_CHECK_MINUTES },
    /**
     * Web Push (decision 042): the VAPID keys configured, else on the embedded database a pair
     * made at the first start and kept in it (`npm start`), else off.
     */
    push: {
      vapid:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : null,
      generateKeys: !env.DATABASE_URL && !(env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY),
      subject: env.VAPID_SUBJECT ?? `mailto:${env.CONTACT_EMAIL}`,
    },
    /** The whole request (headers and body) must have arrived within this; the answer may take longer. */
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    /** PDF uploads one client address may send in ten minutes. */
    pdfImportsPer10Minutes: env.PDF_IMPORTS_PER_10_MINUTES,
  }));

export type Config = z.output<typeof envSchema>;

export type EnvVariable = keyof z.input<typeof envSchema>;

export const envVariables = Object.keys(envSchema.in.shape) as EnvVariable[];
