import type { AlertChannel } from "@frontalier/shared/contracts/alert-channel";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** Small runtime settings an operator can change without a deploy. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow(),
});

/** ISO 4217 currencies with the number of decimals their minor unit has. */
export const currencies = pgTable("currencies", {
  code: char("code", { length: 3 }).primaryKey(),
  minorUnits: smallint("minor_units").notNull(),
});

/** Countries where the retailer sells, with the locale of its site there (`fr/fr`, `be/nl`). */
export const countries = pgTable("countries", {
  code: char("code", { length: 2 }).primaryKey(),
  currency: char("currency", { length: 3 })
    .notNull()
    .references(() => currencies.code),
  retailerLocale: text("retailer_locale").notNull(),
  sellsOnline: boolean("sells_online").notNull().default(true),
  /** The comparison is European; other markets exist for feeds recorded there (SA, AE, US…). */
  inEurope: boolean("in_europe").notNull().default(true),
});

/** ECB euro reference rates: how many units of `currency` one euro buys on `rate_date`. */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    currency: char("currency", { length: 3 }).notNull(),
    rateDate: date("rate_date").notNull(),
    perEuro: numeric("per_euro", { precision: 18, scale: 6 }).notNull(),
    source: text("source").notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.rateDate] })],
);

/** An article by its 8-digit code; combinations carry an `s` in retailer URLs. */
export const articles = pgTable(
  "articles",
  {
    code: char("code", { length: 8 }).primaryKey(),
    isCombination: boolean("is_combination").notNull().default(false),
    name: text("name").notNull(),
    /** Lower case, accents removed: what the name search matches against. */
    searchName: text("search_name").notNull(),
    typeName: text("type_name"),
    description: text("description"),
    imageUrl: text("image_url"),
    widthCm: real("width_cm"),
    depthCm: real("depth_cm"),
    heightCm: real("height_cm"),
    /** Generated sample data, labelled as such in the UI. */
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("articles_search_name_trgm").using("gin", sql`${t.searchName} gin_trgm_ops`)],
);

export const availability = pgEnum("availability", ["online", "in_store", "not_sold", "unknown"]);

export const priceSource = pgEnum("price_source", ["retailer", "feed", "demo"]);

/** The latest known price of an article in a country (one row per pair). */
export const offers = pgTable(
  "offers",
  {
    articleCode: char("article_code", { length: 8 })
      .notNull()
      .references(() => articles.code, { onDelete: "cascade" }),
    country: char("country", { length: 2 })
      .notNull()
      .references(() => countries.code),
    /** Integer minor units of `currency`; null when the article is not sold there. */
    priceMinor: integer("price_minor"),
    currency: char("currency", { length: 3 }).notNull(),
    regularPriceMinor: integer("regular_price_minor"),
    memberPriceMinor: integer("member_price_minor"),
    availability: availability("availability").notNull(),
    productUrl: text("product_url"),
    source: priceSource("source").notNull(),
    observedAt: timestamp("observed_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleCode, t.country] })],
);

/** Every price ever observed: the history behind the charts and the alerts. */
export const priceObservations = pgTable(
  "price_observations",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    articleCode: char("article_code", { length: 8 })
      .notNull()
      .references(() => articles.code, { onDelete: "cascade" }),
    country: char("country", { length: 2 })
      .notNull()
      .references(() => countries.code),
    priceMinor: integer("price_minor"),
    currency: char("currency", { length: 3 }).notNull(),
    /** The regular price shown beside a reduced `priceMinor`; null when not reduced or unknown. */
    regularPriceMinor: integer("regular_price_minor"),
    /** The member (IKEA Family) price shown beside `priceMinor`; null when none (decision 045). */
    memberPriceMinor: integer("member_price_minor"),
    availability: availability("availability").notNull(),
    source: priceSource("source").notNull(),
    observedAt: timestamp("observed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    // Re-importing the same feed, or the same answer of the retailer, adds nothing.
    uniqueIndex("price_observations_unique").on(t.articleCode, t.country, t.observedAt, t.source),
  ],
);

/** Retailer stores with their coordinates (for the map and travel costs). */
export const stores = pgTable(
  "stores",
  {
    id: text("id").primaryKey(),
    country: char("country", { length: 2 }).notNull(),
    name: text("name").notNull(),
    latitude: real("latitude"),
    longitude: real("longitude"),
    city: text("city"),
  },
  (t) => [index("stores_country").on(t.country)],
);

/**
 * A shopper: a guest (created on the first visit, known by a signed cookie) or an account. When a
 * guest signs up or signs in, their baskets move to the account (see identity/merge-guest.ts).
 */
export const profileKind = pgEnum("profile_kind", ["guest", "user"]);

export const profiles = pgTable(
  "profiles",
  {
    id: serial("id").primaryKey(),
    kind: profileKind("kind").notNull(),
    /** Lower case; unique among accounts. */
    email: text("email"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** argon2id; null for accounts that only sign in with a provider. */
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    /** How the account was created: EMAIL or the id of an OpenID Connect provider (spec §3). */
    accountType: text("account_type").notNull().default("EMAIL"),
    /** Spec §3 `sPaysLangue`, `CC/LL` as chosen (`FR/FR`; `EN/EN` after a language change). */
    countryLanguage: text("country_language"),
    /** Spec §3 `sPaysFav`: the home country the shopper compares from. */
    homeCountry: char("home_country", { length: 2 }),
    /** Spec §7 `sListPays`: the countries a new basket starts with. */
    favouriteCountries: text("favourite_countries").array(),
    /** The basket the header's wishlist and picklist links open (a basket of this profile). */
    currentBasketId: integer("current_basket_id"),
    /** A guest whose account is waiting for its e-mail check; merged when the link is opened. */
    pendingGuestId: integer("pending_guest_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Guests idle for the retention period are deleted (see identity/retention.ts). */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Premium until then (billing/apply-billing-event.ts keeps it from the payment provider). */
    premiumUntil: timestamp("premium_until", { withTimezone: true }),
    /** An account that may open the admin page, since then (granted by `npm run admin`). */
    adminSince: timestamp("admin_since", { withTimezone: true }),
    /**
     * Issue 25, the cross-border setting; null where never chosen (the default then follows the
     * home: `cross-border/setting.ts`). Whether the shopper carries purchases home themselves.
     */
    carryHome: boolean("carry_home"),
    /** People crossing the border together (1–9, a check constraint), each with an allowance. */
    travellers: smallint("travellers"),
    /** Whether purchases may be split across days or receipts to fit more allowances. */
    splitPurchases: boolean("split_purchases"),
    /** Decision 045: says they are an IKEA Family member; null when never chosen (not a member). */
    familyMember: boolean("family_member"),
  },
  (t) => [
    uniqueIndex("profiles_email").on(t.email),
    index("profiles_guest_last_seen").on(t.lastSeenAt).where(sql`kind = 'guest'`),
  ],
);

/** Raw bytes (drizzle has no bytea column of its own). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/** The profile photo (spec §3 `sPhoto`), a small image the browser has already resized. */
export const profilePhotos = pgTable("profile_photos", {
  profileId: integer("profile_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  contentType: text("content_type").notNull(),
  /** Part of the photo's address, so that it can be cached for ever and changes with the photo. */
  digest: text("digest").notNull(),
  bytes: bytea("bytes").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A signed-in browser: the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_profile").on(t.profileId), index("sessions_expires").on(t.expiresAt)],
);

export const emailTokenPurpose = pgEnum("email_token_purpose", ["verify_email", "reset_password"]);

/** Single-use links sent by e-mail; only their SHA-256 is stored. */
export const emailTokens = pgTable(
  "email_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    purpose: emailTokenPurpose("purpose").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_tokens_profile").on(t.profileId)],
);

/** An account's sign-in with an OpenID Connect provider. */
export const providerIdentities = pgTable(
  "provider_identities",
  {
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index("provider_identities_profile").on(t.profileId),
  ],
);

/**
 * What a profile is comparing (spec §3 Basket): the picklist of countries, in order, and the
 * wishlist of articles. `position` is `sIndex`.
 */
export const baskets = pgTable(
  "baskets",
  {
    id: serial("id").primaryKey(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    name: text("name").notNull().default(""),
    countries: text("countries").array().notNull(),
    /** Bumped on every change, so that two tabs cannot overwrite each other unknowingly. */
    version: integer("version").notNull().default(1),
    /** The read-only share link's unguessable token; null when not shared (or revoked). */
    shareToken: text("share_token"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("baskets_profile_position").on(t.profileId, t.position),
    uniqueIndex("baskets_share_token").on(t.shareToken),
  ],
);

/** The articles of a basket's wishlist. */
export const basketItems = pgTable(
  "basket_items",
  {
    basketId: integer("basket_id")
      .notNull()
      .references(() => baskets.id, { onDelete: "cascade" }),
    articleCode: char("article_code", { length: 8 }).notNull(),
    quantity: integer("quantity").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
    /** In the trolley since then (decision 043); null: not ticked. */
    tickedAt: timestamp("ticked_at", { withTimezone: true }),
    /** The client's time of the write that last set the tick, and the quantity: older ones lose. */
    tickWrittenAt: timestamp("tick_written_at", { withTimezone: true }),
    quantityWrittenAt: timestamp("quantity_written_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.basketId, t.articleCode] })],
);

/**
 * Writes sent with a client-made id (decision 043): what each one did, answered again when the
 * same id comes back (a replay after a lost answer), kept a week.
 */
export const appliedWrites = pgTable(
  "applied_writes",
  {
    writeId: uuid("write_id").primaryKey(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** What was asked (kind, basket, article, value): the same id for another write is refused. */
    request: text("request").notNull(),
    outcome: text("outcome").$type<"applied" | "superseded" | "not_found">().notNull(),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("applied_writes_applied_at").on(t.appliedAt),
    check("applied_writes_outcome", sql`${t.outcome} in ('applied', 'superseded', 'not_found')`),
  ],
);

/**
 * Newsletter addresses (double opt-in). `pending` until the mailed link is opened; `bounced`
 * when the mail server refused the address; `blocked` when its owner, who never confirmed, asked
 * for no more mail. Unsubscribing a confirmed address deletes its row.
 */
export const newsletterStatus = pgEnum("newsletter_status", [
  "pending",
  "subscribed",
  "bounced",
  "blocked",
]);

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serial("id").primaryKey(),
    /** Lower case. */
    email: text("email").notNull(),
    status: newsletterStatus("status").notNull(),
    /** The language the mails are written in: the page's when the address was given. */
    locale: text("locale").notNull(),
    /** SHA-256 of the confirmation link's token; null once confirmed. */
    confirmTokenHash: text("confirm_token_hash"),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the owner opened the confirmation link: the consent. */
    consentedAt: timestamp("consented_at", { withTimezone: true }),
    /** When the address bounced or was blocked. */
    blockedAt: timestamp("blocked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_email").on(t.email),
    uniqueIndex("newsletter_subscriptions_confirm").on(t.confirmTokenHash),
  ],
);

/** Messages of the contact form, mailed to the team (CONTACT_EMAIL) and kept for a year. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull().default(""),
    message: text("message").notNull(),
    locale: text("locale").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Null while the mail to the team has not gone out (the message is kept either way). */
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
  },
  (t) => [index("contact_messages_created").on(t.createdAt)],
);

/**
 * FAQ questions and answers, one row per question and language. Seeded at start-up from
 * support/faq-content; a row an operator edited (`customised`) is left as it is.
 */
export const faqEntries = pgTable(
  "faq_entries",
  {
    slug: text("slug").notNull(),
    locale: text("locale").notNull(),
    category: text("category").notNull(),
    position: smallint("position").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    customised: boolean("customised").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.locale] })],
);

/**
 * A profile's premium subscription at the payment provider (Stripe, or the sandbox), as the last
 * applied event described it. The entitlement itself is `profiles.premium_until`.
 */
export const billingSubscriptions = pgTable(
  "billing_subscriptions",
  {
    profileId: integer("profile_id")
      .primaryKey()
      .references(() => profiles.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    customerId: text("customer_id"),
    subscriptionId: text("subscription_id"),
    plan: text("plan").notNull(),
    /** The provider's status: active, trialing, past_due, canceled, incomplete… */
    status: text("status").notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** When the provider created the last event applied: older events arriving late are ignored. */
    lastEventAt: timestamp("last_event_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("billing_subscriptions_subscription").on(t.subscriptionId),
    index("billing_subscriptions_customer").on(t.customerId),
  ],
);

/** Provider events already applied: a replayed webhook changes nothing. */
export const billingEvents = pgTable("billing_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Checkouts of the sandbox provider (the local stand-in for Stripe Checkout). */
export const sandboxCheckouts = pgTable("sandbox_checkouts", {
  /** Random, in the checkout page's address. */
  id: text("id").primaryKey(),
  profileId: integer("profile_id")
    .notNull()
    .references(() => profiles.id, { onDelete: "cascade" }),
  plan: text("plan").notNull(),
  /** open, completed or canceled. */
  status: text("status").notNull().default("open"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Price-drop alerts (premium): an article watched in some countries, for a target price in
 * `currency` or (target null) any drop. Observations with an id up to `checked_through_id` have
 * been looked at.
 */
export const priceAlerts = pgTable(
  "price_alerts",
  {
    id: serial("id").primaryKey(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    articleCode: char("article_code", { length: 8 })
      .notNull()
      .references(() => articles.code, { onDelete: "cascade" }),
    countries: text("countries").array().notNull(),
    targetPriceMinor: integer("target_price_minor"),
    currency: char("currency", { length: 3 }).notNull(),
    /** The one-click stop link's random token (it can only stop this alert). */
    stopToken: text("stop_token").notNull(),
    checkedThroughId: bigint("checked_through_id", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastNotifiedAt: timestamp("last_notified_at", { withTimezone: true }),
    /** Where the alert goes: `email`, `push` or `both` (decision 042). */
    channel: text("channel").$type<AlertChannel>().notNull().default("email"),
  },
  (t) => [
    uniqueIndex("price_alerts_profile_article").on(t.profileId, t.articleCode),
    uniqueIndex("price_alerts_stop_token").on(t.stopToken),
    index("price_alerts_article").on(t.articleCode),
    check("price_alerts_channel", sql`${t.channel} in ('email', 'push', 'both')`),
  ],
);

/**
 * Spread alerts (issue 25, decision 040): mail when one of a basket's countries is at least
 * `percent` % or `amountMinor` of `currency` (the home currency when saved) cheaper than home,
 * for one article or, without `articleCode`, for the basket's whole wishlist. `met` is the
 * condition as last seen: a mail goes when it turns true, none while it stays true.
 */
export const spreadAlerts = pgTable(
  "spread_alerts",
  {
    id: serial("id").primaryKey(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    basketId: integer("basket_id")
      .notNull()
      .references(() => baskets.id, { onDelete: "cascade" }),
    articleCode: char("article_code", { length: 8 }).references(() => articles.code, {
      onDelete: "cascade",
    }),
    percent: smallint("percent"),
    amountMinor: integer("amount_minor"),
    currency: char("currency", { length: 3 }),
    /** The one-click stop link's random token (it can only stop this alert). */
    stopToken: text("stop_token").notNull(),
    met: boolean("met").notNull().default(false),
    /** The newest observation of its articles already looked at. */
    checkedThroughId: bigint("checked_through_id", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastNotifiedAt: timestamp("last_notified_at", { withTimezone: true }),
    /** Where the alert goes: `email`, `push` or `both` (decision 042). */
    channel: text("channel").$type<AlertChannel>().notNull().default("email"),
  },
  (t) => [
    // One alert per basket and article, and one per basket's wishlist (a null code).
    unique("spread_alerts_basket_article")
      .on(t.profileId, t.basketId, t.articleCode)
      .nullsNotDistinct(),
    uniqueIndex("spread_alerts_stop_token").on(t.stopToken),
    index("spread_alerts_article").on(t.articleCode),
    index("spread_alerts_basket").on(t.basketId),
    check(
      "spread_alerts_threshold",
      sql`(${t.percent} between 1 and 90 and ${t.amountMinor} is null and ${t.currency} is null) or (${t.percent} is null and ${t.amountMinor} > 0 and ${t.currency} is not null)`,
    ),
    check("spread_alerts_channel", sql`${t.channel} in ('email', 'push', 'both')`),
  ],
);

/**
 * A browser's Web Push subscription (decision 042): the push service's address (RFC 8030) and the
 * browser's keys for the payload's encryption (RFC 8291). The push service's 404 or 410 deletes it.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
  },
  (t) => [unique("push_subscriptions_profile_endpoint").on(t.profileId, t.endpoint)],
);

/**
 * Retailer look-ups in flight, one row per article and country, so that every instance knows
 * what another is asking the retailer: it does not ask again, and its podium streams wait for
 * those countries (decision 022). A row whose instance died expires.
 */
export const liveLookups = pgTable(
  "live_lookups",
  {
    articleCode: char("article_code", { length: 8 }).notNull(),
    country: char("country", { length: 2 }).notNull(),
    /** The instance that asks the retailer (a random id per process). */
    owner: text("owner").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleCode, t.country] })],
);

/**
 * When an article's podium was last opened (written in batches, not on every view): an article
 * opened in the last days is kept fresh by the scheduled refresh (refresh/watched-articles.ts).
 */
export const articleViews = pgTable(
  "article_views",
  {
    articleCode: char("article_code", { length: 8 }).primaryKey(),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("article_views_viewed_at").on(t.viewedAt)],
);

/**
 * Mails waiting for the SMTP server (mail/mail-queue.ts): written in the request, sent by the job
 * runner with retries, deleted once the server took them. A delivery claims its rows by moving
 * `next_attempt_at` past its own time limit, so that two deliverers never send one twice.
 */
export const queuedMails = pgTable(
  "queued_mails",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("queued_mails_next_attempt_at").on(t.nextAttemptAt)],
);

/**
 * Feed imports (`npm run import`), newest kept (admin/operations-log.ts trims the rest): their
 * counts, the first rejected lines with their reasons, or the error that stopped them.
 */
export const feedImports = pgTable(
  "feed_imports",
  {
    id: serial("id").primaryKey(),
    source: text("source").notNull(),
    format: text("format"),
    dryRun: boolean("dry_run").notNull().default(false),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull().defaultNow(),
    elapsedMs: integer("elapsed_ms").notNull().default(0),
    rowsRead: integer("rows_read").notNull().default(0),
    inserted: integer("inserted").notNull().default(0),
    unchanged: integer("unchanged").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    rejected: integer("rejected").notNull().default(0),
    rejectedByCode: jsonb("rejected_by_code").$type<Record<string, number>>().notNull().default({}),
    rejections: jsonb("rejections")
      .$type<{ line: number; code: string; reason: string }[]>()
      .notNull()
      .default([]),
    error: text("error"),
  },
  (t) => [index("feed_imports_finished_at").on(t.finishedAt)],
);

/** Each country's store-list refresh from the retailer (job or command), newest kept. */
export const storeRefreshes = pgTable(
  "store_refreshes",
  {
    id: serial("id").primaryKey(),
    country: char("country", { length: 2 }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull().defaultNow(),
    ok: boolean("ok").notNull(),
    /** Stores the list held (inserted, updated or unchanged). */
    stores: integer("stores"),
    rejected: integer("rejected"),
    error: text("error"),
  },
  (t) => [index("store_refreshes_finished_at").on(t.finishedAt)],
);

/**
 * Each job's last run, whichever instance ran it (pg-boss on PostgreSQL, timers on PGlite): the
 * admin page's jobs table. One row per job, counts since the table was made.
 */
export const jobRuns = pgTable("job_runs", {
  job: text("job").primaryKey(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  /** `ok` or `failed`; null while the first run is under way. */
  outcome: text("outcome"),
  error: text("error"),
  durationMs: integer("duration_ms"),
  lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  runs: integer("runs").notNull().default(0),
  failures: integer("failures").notNull().default(0),
});
