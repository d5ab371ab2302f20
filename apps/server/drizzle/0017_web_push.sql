-- Issue 26, decision 042: alerts on the phone. A browser's Web Push subscription (RFC 8030 endpoint,
-- RFC 8291 keys) belongs to one profile; the push service's 404 or 410 deletes it. Each drop or
-- spread alert says where it goes: e-mail, push, or both.
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_profile_endpoint" UNIQUE("profile_id","endpoint")
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "price_alerts" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;
--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_channel" CHECK ("channel" in ('email', 'push', 'both'));
--> statement-breakpoint
ALTER TABLE "spread_alerts" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;
--> statement-breakpoint
ALTER TABLE "spread_alerts" ADD CONSTRAINT "spread_alerts_channel" CHECK ("channel" in ('email', 'push', 'both'));
