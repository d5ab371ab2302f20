-- Mails waiting for the SMTP server (sign-up, reset, contact…): written in the request, sent by the
-- job runner, retried until the server takes them; a row is deleted once sent.
CREATE TABLE "queued_mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"headers" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "queued_mails_next_attempt_at" ON "queued_mails" USING btree ("next_attempt_at");
