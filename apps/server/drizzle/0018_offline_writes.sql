-- Issue 26, decision 043: ticking articles off in the store, and writes sent again after a time
-- offline. A line's tick (null: not in the trolley) and, for each of its two fields, the client's
-- time of the write that set it, so that an older write arriving late never undoes a newer one.
-- Each write sent with a client-made id is recorded once (its outcome answered again on a replay)
-- and forgotten after a week.
ALTER TABLE "basket_items" ADD COLUMN "ticked_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "basket_items" ADD COLUMN "tick_written_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "basket_items" ADD COLUMN "quantity_written_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "applied_writes" (
	"write_id" uuid PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"request" text NOT NULL,
	"outcome" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applied_writes_outcome" CHECK ("outcome" in ('applied', 'superseded', 'not_found'))
);
--> statement-breakpoint
ALTER TABLE "applied_writes" ADD CONSTRAINT "applied_writes_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "applied_writes_applied_at" ON "applied_writes" USING btree ("applied_at");
