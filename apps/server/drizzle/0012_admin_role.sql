-- Issue 27, the admin page: the role (granted and revoked by `npm run admin`), and what the page
-- shows that nothing kept before: feed imports with their first rejected rows, each store-list
-- refresh by country, and each job's last run. The logs keep their newest rows only (the code
-- trims them as it writes).
ALTER TABLE "profiles" ADD COLUMN "admin_since" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "feed_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"format" text,
	"dry_run" boolean DEFAULT false NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"elapsed_ms" integer DEFAULT 0 NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"inserted" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"rejected_by_code" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rejections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "feed_imports_finished_at" ON "feed_imports" USING btree ("finished_at");
--> statement-breakpoint
CREATE TABLE "store_refreshes" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" char(2) NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ok" boolean NOT NULL,
	"stores" integer,
	"rejected" integer,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "store_refreshes_finished_at" ON "store_refreshes" USING btree ("finished_at");
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text,
	"error" text,
	"duration_ms" integer,
	"last_success_at" timestamp with time zone,
	"runs" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL
);
