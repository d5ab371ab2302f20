-- When each article's podium was last opened: the scheduled refresh keeps these fresh for a while.
CREATE TABLE "article_views" (
	"article_code" char(8) PRIMARY KEY NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "article_views_viewed_at" ON "article_views" USING btree ("viewed_at");
