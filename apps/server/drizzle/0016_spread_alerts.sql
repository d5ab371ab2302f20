-- Issue 25, decision 040: spread alerts. A mail when one of a basket's countries is at least a
-- percentage, or an amount of the home currency, cheaper than home, for one article or (a null
-- article) for the basket's whole wishlist. `met` keeps the condition as last seen, so that a
-- mail goes once when it becomes true and again only after it was false.
CREATE TABLE "spread_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"basket_id" integer NOT NULL,
	"article_code" char(8),
	"percent" smallint,
	"amount_minor" integer,
	"currency" char(3),
	"stop_token" text NOT NULL,
	"met" boolean DEFAULT false NOT NULL,
	"checked_through_id" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_notified_at" timestamp with time zone,
	CONSTRAINT "spread_alerts_basket_article" UNIQUE NULLS NOT DISTINCT("profile_id","basket_id","article_code"),
	CONSTRAINT "spread_alerts_threshold" CHECK (("percent" between 1 and 90 and "amount_minor" is null and "currency" is null) or ("percent" is null and "amount_minor" > 0 and "currency" is not null))
);
--> statement-breakpoint
ALTER TABLE "spread_alerts" ADD CONSTRAINT "spread_alerts_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "spread_alerts" ADD CONSTRAINT "spread_alerts_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "spread_alerts" ADD CONSTRAINT "spread_alerts_article_code_articles_code_fk" FOREIGN KEY ("article_code") REFERENCES "public"."articles"("code") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "spread_alerts_stop_token" ON "spread_alerts" USING btree ("stop_token");
--> statement-breakpoint
CREATE INDEX "spread_alerts_article" ON "spread_alerts" USING btree ("article_code");
--> statement-breakpoint
CREATE INDEX "spread_alerts_basket" ON "spread_alerts" USING btree ("basket_id");
