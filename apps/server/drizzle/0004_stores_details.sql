ALTER TABLE "stores" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;