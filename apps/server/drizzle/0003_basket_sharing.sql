ALTER TABLE "baskets" ADD COLUMN "share_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "baskets_share_token" ON "baskets" USING btree ("share_token");