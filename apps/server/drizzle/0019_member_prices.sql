-- Decision 045: each observed price keeps the member (IKEA Family) price the retailer showed beside
-- it, as 0013 did for the regular price (offers have had the column since 0001); null when none was
-- shown or the observation predates this column.
ALTER TABLE "price_observations" ADD COLUMN "member_price_minor" integer;
--> statement-breakpoint
-- The shopper says they are an IKEA Family member, kept with the profile (guest or account) like
-- the cross-border setting; null means never chosen, read as not a member.
ALTER TABLE "profiles" ADD COLUMN "family_member" boolean;
