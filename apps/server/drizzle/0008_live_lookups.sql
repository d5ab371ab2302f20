-- Look-ups in flight are worth nothing after a crash (they expire anyway): no WAL for them.
CREATE UNLOGGED TABLE "live_lookups" (
	"article_code" char(8) NOT NULL,
	"country" char(2) NOT NULL,
	"owner" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_lookups_article_code_country_pk" PRIMARY KEY("article_code","country")
);
