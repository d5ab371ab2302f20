-- Trigram indexes serve the accent-insensitive name search (search_name).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."availability" AS ENUM('online', 'in_store', 'not_sold', 'unknown');--> statement-breakpoint
CREATE TYPE "public"."price_source" AS ENUM('retailer', 'feed', 'demo');--> statement-breakpoint
CREATE TABLE "articles" (
	"code" char(8) PRIMARY KEY NOT NULL,
	"is_combination" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"type_name" text,
	"description" text,
	"image_url" text,
	"width_cm" real,
	"depth_cm" real,
	"height_cm" real,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" char(2) PRIMARY KEY NOT NULL,
	"currency" char(3) NOT NULL,
	"retailer_locale" text NOT NULL,
	"sells_online" boolean DEFAULT true NOT NULL,
	"in_europe" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" char(3) PRIMARY KEY NOT NULL,
	"minor_units" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" char(3) NOT NULL,
	"rate_date" date NOT NULL,
	"per_euro" numeric(18, 6) NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_rate_date_pk" PRIMARY KEY("currency","rate_date")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"article_code" char(8) NOT NULL,
	"country" char(2) NOT NULL,
	"price_minor" integer,
	"currency" char(3) NOT NULL,
	"regular_price_minor" integer,
	"member_price_minor" integer,
	"availability" "availability" NOT NULL,
	"product_url" text,
	"source" "price_source" NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_article_code_country_pk" PRIMARY KEY("article_code","country")
);
--> statement-breakpoint
CREATE TABLE "price_observations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"article_code" char(8) NOT NULL,
	"country" char(2) NOT NULL,
	"price_minor" integer,
	"currency" char(3) NOT NULL,
	"availability" "availability" NOT NULL,
	"source" "price_source" NOT NULL,
	"observed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" text PRIMARY KEY NOT NULL,
	"country" char(2) NOT NULL,
	"name" text NOT NULL,
	"latitude" real,
	"longitude" real
);
--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_article_code_articles_code_fk" FOREIGN KEY ("article_code") REFERENCES "public"."articles"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_country_countries_code_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_observations" ADD CONSTRAINT "price_observations_article_code_articles_code_fk" FOREIGN KEY ("article_code") REFERENCES "public"."articles"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_observations" ADD CONSTRAINT "price_observations_country_countries_code_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_search_name_trgm" ON "articles" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "price_observations_unique" ON "price_observations" USING btree ("article_code","country","observed_at","source");--> statement-breakpoint
CREATE INDEX "stores_country" ON "stores" USING btree ("country");