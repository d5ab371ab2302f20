import { z } from "zod";
import { extractArticleCode } from "../article-code.ts";
import { refundOutcomes } from "../cross-border/refund-outcomes.ts";
import { MULTI_ARTICLE_MAX_TEXT } from "../scanner/multi-article-limits.ts";
import { defineEndpoint } from "./endpoint.ts";
import { basketSummarySchema } from "./identity.ts";
import { travellersQuerySchema } from "./podium.ts";
import { recordIdSchema } from "./record-id.ts";

/** A wishlist line holds 1 to 999 of an article (0 removes it; 10,000 is a typo). */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 999;
/** Articles one bulk add (scanner, PDF import) may carry. */
export const BULK_MAX_ITEMS = 500;
export { BASKET_MAX_ITEMS, FREE_BASKETS } from "../premium-limits.ts";

const id = recordIdSchema;

/** The secret of a shared list's address. */
const shareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, "invalid link");

export const quantitySchema = z.coerce
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(QUANTITY_MIN, `must be at least ${QUANTITY_MIN}`)
  .max(QUANTITY_MAX, `must be at most ${QUANTITY_MAX}`);

/** Any form of a code (`80275887`, `802.758.87`, a retailer URL) → the 8 digits. */
export const articleCodeSchema = z
  .string()
  .max(500)
  .transform((value, context) => {
    const code = extractArticleCode(value);
    if (!code) {
      context.addIssue({ code: "custom", message: "must contain an 8-digit article code" });
      return z.NEVER;
    }
    return code;
  });

/** `?iBasket=`: one of the requester's baskets; their current one when absent. */
export const basketSelectorSchema = z.object({ iBasket: id.optional() });
export const basketIdParamsSchema = z.object({ id });
export const itemParamsSchema = z.object({ code: articleCodeSchema });

export const addItemSchema = z.object({
  code: articleCodeSchema,
  quantity: quantitySchema.default(1),
});
/**
 * A write the browser may send again (decision 043): its own id (a UUID it made), and when the
 * shopper made the change (milliseconds since 1970, the browser's clock), so that an older write
 * arriving late never undoes a newer one.
 */
export const clientWriteSchema = z.strictObject({
  id: z.uuid("must be a UUID"),
  at: z.number().int("must be a whole number").min(0).max(8_640_000_000_000_000),
});
export type ClientWrite = z.infer<typeof clientWriteSchema>;

/** Without `write`, as before: applied at once, never answered from a record. */
export const setQuantitySchema = z.object({
  quantity: quantitySchema,
  write: clientWriteSchema.optional(),
});
export const tickItemSchema = z.object({ ticked: z.boolean(), write: clientWriteSchema });
export const clearTicksSchema = z.object({ write: clientWriteSchema });

/**
 * Where a bulk add goes: the current basket, a new one, or one of the requester's by id (a number
 * or its digits as text). Parsed on its own first, so that the id's owner is checked before the
 * items are read.
 */
/**
 * Where a bulk add goes: the current basket, a new one (premium past FREE_BASKETS: 402), a new one
 * when the profile may make one and else the current one (a shared list's copy, issue 19), or a
 * basket by id.
 */
export const bulkTargetSchema = z.object({
  basket: z
    .union([z.literal("current"), z.literal("new"), z.literal("newOrCurrent"), id])
    .default("current"),
});

/**
 * Many articles at once, from one of three sources the server can tell apart: `items` listed by
 * the client (the PDF import: over FREE_IMPORT_MAX_LINES needs premium), a scanned multi-article
 * `label` the server reads itself, or the `share` token of a list to copy (both free).
 */
export const bulkAddSchema = bulkTargetSchema
  .extend({
    items: z
      .array(z.object({ code: articleCodeSchema, quantity: quantitySchema.default(1) }))
      .min(1)
      .max(BULK_MAX_ITEMS)
      .optional(),
    label: z.string().min(1).max(MULTI_ARTICLE_MAX_TEXT).optional(),
    share: shareTokenSchema.optional(),
  })
  .refine(
    (body) =>
      [body.items, body.label, body.share].filter((from) => from !== undefined).length === 1,
    { error: "give exactly one of items, label or share" },
  );
export type BulkAddRequest = z.input<typeof bulkAddSchema>;

export const bulkAddResponseSchema = z.object({
  iBasket: z.number().int(),
  sIndex: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  /** Codes no retailer country knows: not added. */
  unknown: z.array(z.string()),
  /**
   * Codes of a shared list left out because the basket already holds BASKET_MAX_ITEMS articles
   * (the copy takes what fits); always empty for an import or a label, refused whole instead.
   */
  noRoom: z.array(z.string()),
});
export type BulkAddResponse = z.infer<typeof bulkAddResponseSchema>;

export const wishlistItemSchema = z.object({
  code: z.string(),
  formattedCode: z.string(),
  name: z.string(),
  typeName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  isDemo: z.boolean(),
  quantity: z.number().int(),
  addedAt: z.string(),
  /** In the trolley since then; null when not ticked; absent on a shared list (the owner's). */
  tickedAt: z.string().nullable().optional(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistResponseSchema = z.object({
  basket: z.object({
    iBasket: z.number().int(),
    sIndex: z.number().int(),
    sName: z.string(),
    countries: z.array(z.string()),
    home: z.string(),
    /** The read-only share link's token, when the basket is shared. */
    shareToken: z.string().nullable(),
  }),
  items: z.array(wishlistItemSchema),
  baskets: z.array(basketSummarySchema),
});
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

/**
 * A write's answer: the wishlist as it now is, and what the write did: `applied`, or
 * `superseded` when a newer write had already set that field (nothing changed). `replayed`: the
 * id had been seen, so this is the first answer's outcome and nothing was applied again.
 */
export const wishlistWriteResponseSchema = wishlistResponseSchema.extend({
  write: z
    .object({
      id: z.string(),
      outcome: z.enum(["applied", "superseded"]),
      replayed: z.boolean(),
    })
    .optional(),
});
export type WishlistWriteResponse = z.infer<typeof wishlistWriteResponseSchema>;

export const basketNameSchema = z.object({ name: z.string().trim().max(60).default("") });

export const shareResponseSchema = z.object({ token: z.string(), url: z.string() });
export const shareTokenParamsSchema = z.object({
  token: shareTokenSchema,
});

/** How a comparison is asked: k countries at most, and how a trip is costed. */
export const comparisonSettingsSchema = z.object({
  k: z.coerce.number().int().min(1).max(4).default(2),
  travel: z.enum(["none", "fixed", "distance"]).default("none"),
  /** Fixed cost of one trip abroad, in the home currency's minor units. */
  perTrip: z.coerce.number().int().min(0).max(10_000_000).default(0),
  /** Cost of one km, in minor units (e.g. 25 = 0.25 €/km). */
  perKm: z.coerce.number().int().min(0).max(100_000).default(0),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lon: z.coerce.number().min(-180).max(180).optional(),
  /**
   * Issue 25, as the podium: `1` when the shopper carries purchases home across a border (the
   * default for a home with import rules), `0` to compare shelf prices only.
   */
  carry: z.enum(["0", "1"]).optional(),
  /** People crossing the border together, each with an allowance. */
  travellers: travellersQuerySchema.optional(),
  /** Decision 045: `1` when the shopper is an IKEA Family member (member prices count). */
  member: z.enum(["0", "1"]).optional(),
});
export type ComparisonSettings = z.input<typeof comparisonSettingsSchema>;

/** `GET /api/wishlist/comparison`: one of the requester's baskets, the current one when absent. */
export const comparisonQuerySchema = comparisonSettingsSchema.extend({ iBasket: id.optional() });
export type ComparisonQuery = z.input<typeof comparisonQuerySchema>;

const saving = z.object({ amountMinor: z.number(), percent: z.number() }).nullable();
const moneySchema = z.object({ amountMinor: z.number().int(), currency: z.string() });

/** What one trip (one shop country, one receipt) really costs a shopper carrying it home. */
const tripTrueCostSchema = z.object({
  shelfMinor: z.number().int(),
  refundOutcome: z.enum(refundOutcomes),
  /** The shop country's VAT refunded after the operator's fee. */
  refundMinor: z.number().int(),
  /** The shop country's minimum receipt for a refund, in its own currency. */
  refundMinimum: moneySchema.nullable(),
  importVatMinor: z.number().int(),
  /** Null when the home country's duty is not known. */
  dutyMinor: z.number().int().nullable(),
  /** The travellers' allowances together, and what this trip's goods use of them. */
  allowanceMinor: z.number().int(),
  allowanceUsedMinor: z.number().int(),
  allowanceExceeded: z.boolean(),
  totalMinor: z.number().int(),
});
export type TripTrueCostDto = z.infer<typeof tripTrueCostSchema>;

const plan = z.object({
  stops: z.array(
    z.object({
      country: z.string(),
      /** The articles' shelf prices. */
      itemsMinor: z.number(),
      tripMinor: z.number(),
      /** The trip's true cost, when the shopper carries purchases home (over all its days). */
      trueCost: tripTrueCostSchema.optional(),
      /**
       * The stop's purchases split across days (at least two), each its own trip, receipt and
       * allowances, when the shopper allows it and it is cheaper so (issue 25).
       */
      days: z
        .array(
          z.object({
            lines: z.array(z.object({ code: z.string(), quantity: z.number().int() })),
            trueCost: tripTrueCostSchema,
            tripMinor: z.number(),
          }),
        )
        .optional(),
    }),
  ),
  lines: z.array(
    z.object({
      code: z.string(),
      quantity: z.number(),
      country: z.string(),
      unitMinor: z.number(),
      lineMinor: z.number(),
    }),
  ),
  itemsMinor: z.number(),
  /** The trips' true costs together (then `totalMinor` is it plus travel), when carried home. */
  trueCostMinor: z.number().optional(),
  travelMinor: z.number(),
  totalMinor: z.number(),
  saving,
});
export type PlanDto = z.infer<typeof plan>;

export const planChoiceSchema = z.enum(["bestSingle", "bestPlan", "cheapestSplit"]);
export type PlanChoiceDto = z.infer<typeof planChoiceSchema>;

export const comparisonResponseSchema = z.object({
  currency: z.string(),
  rates: z.object({
    date: z.string(),
    source: z.string(),
    /**
     * The day's table (units per euro), sent with a carried-home comparison only: with the
     * prices, quantities and `travel` below, the answer holds all its plans are made of, so the
     * browser can cost the plans again for quantities changed offline (decision 048).
     */
    perEuro: z.record(z.string(), z.number()).optional(),
  }),
  home: z.string(),
  /** One-way distance from the shopper to the nearest store of each country, when asked. */
  distancesKm: z.record(z.string(), z.number()),
  /** How each trip was costed (the query's settings, as the plans used them). */
  travel: z
    .object({
      kind: z.enum(["none", "fixed", "distance"]),
      perTripMinor: z.number().int(),
      perKmMinor: z.number().int(),
    })
    .optional(),
  /** The nearest store of each country to the place given (lat, lon), whatever the travel mode. */
  stores: z.record(
    z.string(),
    z.object({ name: z.string(), city: z.string().nullable(), km: z.number() }),
  ),
  /**
   * Set when every plan is optimised on the true cost per trip for a shopper carrying purchases
   * home (issue 25); absent for a home inside the EU or with `carry=0`.
   */
  carryHome: z
    .object({
      travellers: z.number().int(),
      /** The list owner allows a country's purchases to be split across days (issue 25). */
      splitPurchases: z.boolean().optional(),
    })
    .nullable()
    .optional(),
  /** The compared countries, in the order of each article's prices below. */
  priceCountries: z.array(z.string()),
  /** Each compared country's currency, in the same order: the currency of its `local` prices. */
  localCurrencies: z.array(z.string()),
  /**
   * Each article's unit price per compared country, in `priceCountries` order (null: no price):
   * converted to the home currency, and as shown there (in that country's currency).
   */
  prices: z.array(
    z.object({
      code: z.string(),
      /** The quantity the plans were made for. */
      quantity: z.number().int().optional(),
      converted: z.array(z.number().nullable()),
      local: z.array(z.number().nullable()),
      /** The regular price, converted as `converted`, where the price is a reduced one. */
      regular: z.array(z.number().nullable()).optional(),
    }),
  ),
  comparison: z.object({
    countries: z.array(
      z.object({
        country: z.string(),
        totalMinor: z.number().nullable(),
        pricedMinor: z.number(),
        missing: z.array(z.string()),
        tripMinor: z.number().nullable(),
        /** The whole list bought here on one trip, in true cost, when carried home. */
        trueCostMinor: z.number().nullable().optional(),
      }),
    ),
    unavailable: z.array(z.string()),
    unreachable: z.array(z.string()),
    home: z.object({
      country: z.string(),
      itemsMinor: z.number(),
      travelMinor: z.number().nullable(),
      totalMinor: z.number().nullable(),
      missing: z.array(z.string()),
    }),
    bestSingle: plan.nullable(),
    cheapestSplit: plan,
    bestPlan: plan.nullable(),
    maxCountries: z.number(),
    /** False: no trip is costed, every total is before travel. */
    travelCounted: z.boolean(),
    /** The plan to follow (the cheapest, travel included, when travel counts). */
    recommended: planChoiceSchema.nullable(),
  }),
});
export type ComparisonResponse = z.infer<typeof comparisonResponseSchema>;

const ownBasket = [{ in: "query", name: "iBasket", kind: "basket" }] as const;

/** The articles of basket `?iBasket=` (the current one when absent) and the profile's baskets. */
export const getWishlist = defineEndpoint({
  method: "GET",
  path: "/api/wishlist",
  query: basketSelectorSchema,
  response: wishlistResponseSchema,
  access: "profile",
  owned: ownBasket,
});

/** Adds an article (asked of the retailer when the catalogue has never seen it). */
export const addWishlistItem = defineEndpoint({
  method: "POST",
  path: "/api/wishlist/items",
  query: basketSelectorSchema,
  body: addItemSchema,
  response: wishlistResponseSchema,
  access: "profile",
  owned: ownBasket,
});

/** With `write`, idempotent by its id and ordered by its time (decision 043). */
export const setWishlistQuantity = defineEndpoint({
  method: "PATCH",
  path: "/api/wishlist/items/:code",
  params: itemParamsSchema,
  query: basketSelectorSchema,
  body: setQuantitySchema,
  response: wishlistWriteResponseSchema,
  access: "profile",
  owned: ownBasket,
});

/** Ticks an article off ("in the trolley") or unticks it; idempotent by the write's id. */
export const tickWishlistItem = defineEndpoint({
  method: "PUT",
  path: "/api/wishlist/items/:code/tick",
  params: itemParamsSchema,
  query: basketSelectorSchema,
  body: tickItemSchema,
  response: wishlistWriteResponseSchema,
  access: "profile",
  owned: ownBasket,
});

/** A new shopping trip: every article unticked (those ticked after the write's time stay). */
export const clearWishlistTicks = defineEndpoint({
  method: "POST",
  path: "/api/wishlist/ticks/clear",
  query: basketSelectorSchema,
  body: clearTicksSchema,
  response: wishlistWriteResponseSchema,
  access: "profile",
  owned: ownBasket,
});

/** Removing what is not there succeeds too (two tabs removing the same article). */
export const removeWishlistItem = defineEndpoint({
  method: "DELETE",
  path: "/api/wishlist/items/:code",
  params: itemParamsSchema,
  query: basketSelectorSchema,
  response: wishlistResponseSchema,
  access: "profile",
  owned: ownBasket,
});

/** The scanner's multi-article codes and the PDF import: many articles into one basket. */
export const addWishlistItems = defineEndpoint({
  method: "POST",
  path: "/api/wishlist/items/bulk",
  body: bulkAddSchema,
  response: bulkAddResponseSchema,
  access: "profile",
  owned: [{ in: "body", name: "basket", kind: "basket" }],
});

/** Brief §4: the basket in each country, the best single country, the split, the k-country plan. */
export const compareWishlist = defineEndpoint({
  method: "GET",
  path: "/api/wishlist/comparison",
  query: comparisonQuerySchema,
  response: comparisonResponseSchema,
  access: "profile",
  owned: ownBasket,
});
