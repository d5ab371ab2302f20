-- Issue 25: the cross-border setting kept with the profile (guest or account), read by the podium
-- and the wishlist. Null means "never chosen": the default follows the home country (carrying
-- home where the home has import rules, one traveller, no splitting), and a guest merged into an
-- account keeps the account's choice where it made one.
ALTER TABLE "profiles" ADD COLUMN "carry_home" boolean;
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "travellers" smallint;
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "split_purchases" boolean;
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_travellers_range" CHECK ("travellers" BETWEEN 1 AND 9);
