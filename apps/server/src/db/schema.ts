import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
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
  },
  (t) => [index("stores_country").on(t.country)],
);
