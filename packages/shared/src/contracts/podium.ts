import { z } from "zod";
import { extractArticleCode } from "../article-code.ts";
import { refundOutcomes } from "../cross-border/refund-outcomes.ts";
import { MAX_TRAVELLERS } from "../cross-border/setting.ts";
import { countryCodeSchema as countryCode } from "./country-code.ts";
import { defineEndpoint } from "./endpoint.ts";

/** The most countries one podium compares (every country the retailer sells in fits). */
export const MAX_PODIUM_COUNTRIES = 40;

/** The most travellers whose allowances a podium counts. */
export { MAX_TRAVELLERS } from "../cross-border/setting.ts";

/**
 * A number of travellers in a query: its decimal digits (or a number, as typed clients hold it).
 * `0x2`, `1e0`, ` 2` and `2.0` are refused, not read as some count.
 */
export const travellersQuerySchema = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^[1-9][0-9]{0,2}$/, "a whole number in digits")
      .transform(Number),
  ])
  .pipe(z.number().int().min(1).max(MAX_TRAVELLERS));

/** `802.758.87`, `80275887`… in the path; anything without 8 digits is refused. */
export const articleCodeParamSchema = z.object({
  code: z
    .string()
    .max(200)
    .transform((text, ctx) => {
      const code = extractArticleCode(text);
      if (!code) ctx.addIssue({ code: "custom", message: "an 8-digit article code" });
      return code ?? "";
    }),
});

export const podiumQuerySchema = z.object({
  /** Comma-separated, in the shopper's order; the default picklist when absent. */
  countries: z
    .string()
    .max(MAX_PODIUM_COUNTRIES * 3)
    .transform((text) => text.split(",").filter(Boolean))
    .pipe(z.array(countryCode).min(1).max(MAX_PODIUM_COUNTRIES))
    .optional(),
  home: countryCode.optional(),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, "a three-letter currency code")
    .transform((code) => code.toUpperCase())
    .optional(),
  /**
   * Issue 25: `1` when the shopper carries purchases home across a border (the default for a home
   * outside the EU with known rules), `0` to compare shelf prices only.
   */
  carry: z.enum(["0", "1"]).optional(),
  /** People crossing the border together, each with an allowance. */
  travellers: travellersQuerySchema.optional(),
  /** Decision 045: `1` when the shopper is an IKEA Family member (ranks on member prices). */
  member: z.enum(["0", "1"]).optional(),
});

const moneySchema = z.object({ amountMinor: z.number().int(), currency: z.string() });

export const podiumEntrySchema = z.object({
  country: z.string(),
  rank: z.number().int().positive().nullable(),
  local: moneySchema.nullable(),
  /** The regular price struck through beside a reduced `local` one (same currency). */
  regular: moneySchema.nullable().optional(),
  /** Decision 045: the member price where lower than the shelf one; `used` when it ranks. */
  member: z
    .object({ price: moneySchema, savingMinor: z.number().int().positive(), used: z.boolean() })
    .optional(),
  converted: moneySchema.extend({ rate: z.number(), rateDate: z.string() }).nullable(),
  /** What the article really costs a shopper carrying it home (in `currency`), when asked. */
  trueCost: z
    .object({
      totalMinor: z.number().int(),
      refundOutcome: z.enum(refundOutcomes),
      refundMinor: z.number().int(),
      /** The shop country's minimum receipt for a refund, in its own currency. */
      refundMinimum: moneySchema.nullable(),
      importVatMinor: z.number().int(),
      dutyMinor: z.number().int().nullable(),
      allowanceMinor: z.number().int(),
      allowanceExceeded: z.boolean(),
    })
    .nullable()
    .optional(),
  vsHome: z.object({ amountMinor: z.number().int(), percent: z.number() }).nullable(),
  isHome: z.boolean(),
  reason: z.enum(["not_sold", "unknown", "no_rate", "pending"]).nullable(),
  availability: z.enum(["online", "in_store", "not_sold", "unknown"]),
  observedAt: z.string().nullable(),
  productUrl: z.string().nullable(),
});

export const articleSummarySchema = z.object({
  code: z.string(),
  formattedCode: z.string(),
  name: z.string(),
  typeName: z.string().nullable(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  dimensions: z
    .object({
      widthCm: z.number().nullable(),
      depthCm: z.number().nullable(),
      heightCm: z.number().nullable(),
    })
    .nullable(),
  isCombination: z.boolean(),
  isDemo: z.boolean(),
});

export const podiumResponseSchema = z.object({
  article: articleSummarySchema,
  home: z.string(),
  currency: z.string(),
  rates: z.object({ date: z.string(), source: z.string() }),
  entries: z.array(podiumEntrySchema),
  /** Set when entries are ranked by their true cost for shoppers carrying purchases home. */
  carryHome: z.object({ travellers: z.number().int() }).nullable().optional(),
  /** Set when entries are ranked on the member prices of an IKEA Family member (decision 045). */
  familyMember: z.boolean().optional(),
  /** Countries being looked up at the retailer now; their prices follow on the stream. */
  pending: z.array(z.string()),
  /**
   * Countries whose price the scheduled refresh is asking the retailer about in its running slot
   * (issue 21): shown as being updated; the page asks again until the new price is in.
   */
  refreshing: z.array(z.string()).optional(),
});

export type PodiumResponse = z.infer<typeof podiumResponseSchema>;
export type PodiumEntryDto = z.infer<typeof podiumEntrySchema>;
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(200),
  limit: z.coerce.number().int().min(1).max(20).default(8),
  /** The shopper's home market: a name our catalogue hardly knows is searched at its retailer. */
  home: countryCode.optional(),
});

export const articleSearchResponseSchema = z.object({
  items: z.array(articleSummarySchema),
});

export type ArticleSearchResponse = z.infer<typeof articleSearchResponseSchema>;

export { FREE_HISTORY_DAYS, HISTORY_DAYS } from "../premium-limits.ts";

export const priceHistoryResponseSchema = z.object({
  /** How many days the series cover: FREE_HISTORY_DAYS, or HISTORY_DAYS with premium. */
  days: z.number().int().positive().optional(),
  series: z.array(
    z.object({
      country: z.string(),
      points: z.array(
        z.object({
          observedAt: z.string(),
          priceMinor: z.number().int().nullable(),
          currency: z.string(),
          /**
           * The regular price the retailer showed beside a reduced `priceMinor` (same currency);
           * absent when the price was not reduced or the observation predates the column.
           */
          regularMinor: z.number().int().optional(),
        }),
      ),
    }),
  ),
});

export type PriceHistoryResponse = z.infer<typeof priceHistoryResponseSchema>;

/** Articles by code or name (brief §4 search). */
export const searchArticles = defineEndpoint({
  method: "GET",
  path: "/api/articles",
  query: articleSearchQuerySchema,
  response: articleSearchResponseSchema,
  access: "anyone",
});

/** The price in each compared country, ranked; `pending` countries follow on the stream. */
export const getPodium = defineEndpoint({
  method: "GET",
  path: "/api/articles/:code/podium",
  params: articleCodeParamSchema,
  query: podiumQuerySchema,
  response: podiumResponseSchema,
  access: "anyone",
});

/**
 * Server-sent events: `update` carries the podium again as countries answer (bursts coalesced),
 * then `done`; with nothing in flight, the current podium and `done` at once.
 */
export const streamPodium = defineEndpoint({
  method: "GET",
  path: "/api/articles/:code/podium/stream",
  params: articleCodeParamSchema,
  query: podiumQuerySchema,
  response: {
    kind: "stream",
    events: { update: podiumResponseSchema, done: z.object({}) },
  },
  access: "anyone",
});

/** FREE_HISTORY_DAYS of prices; HISTORY_DAYS for a premium user (nobody is refused). */
export const getPriceHistory = defineEndpoint({
  method: "GET",
  path: "/api/articles/:code/history",
  params: articleCodeParamSchema,
  query: podiumQuerySchema,
  response: priceHistoryResponseSchema,
  access: "anyone",
});
