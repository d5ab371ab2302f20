-- The generated sample stores give way to the real store list, seeded at start into countries
-- left without a store.
DELETE FROM "stores" WHERE "is_sample";--> statement-breakpoint
ALTER TABLE "stores" DROP COLUMN "is_sample";
