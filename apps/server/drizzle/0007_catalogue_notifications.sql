-- Every change to articles or offers, whoever makes it (the app, the feed import, another
-- instance, psql), is announced on the channel `catalogue_changed` when its transaction commits:
-- the codes of the articles it touched, comma-separated, at most 800 a notification (a payload
-- holds under 8,000 bytes); '*' after a TRUNCATE. The servers' in-memory offer index
-- (apps/server/src/catalogue/podium/offer-index.ts) listens and forgets those articles.
-- Statement-level triggers with transition tables: one notification per statement and chunk,
-- not one per row, so that a 200,000-row import pays for a few hundred.
CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  codes text[];
  first integer;
BEGIN
  IF TG_TABLE_NAME = 'offers' THEN
    IF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT article_code::text) INTO codes FROM old_rows;
    ELSE
      SELECT array_agg(DISTINCT article_code::text) INTO codes FROM new_rows;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT code::text) INTO codes FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT code::text) INTO codes FROM new_rows;
  END IF;
  IF codes IS NOT NULL THEN
    FOR first IN 1 .. cardinality(codes) BY 800 LOOP
      PERFORM pg_notify('catalogue_changed', array_to_string(codes[first:first + 799], ','));
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION notify_catalogue_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER offers_inserted AFTER INSERT ON offers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER offers_updated AFTER UPDATE ON offers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER offers_deleted AFTER DELETE ON offers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER offers_truncated AFTER TRUNCATE ON offers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_truncated();
--> statement-breakpoint
CREATE TRIGGER articles_inserted AFTER INSERT ON articles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER articles_updated AFTER UPDATE ON articles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER articles_deleted AFTER DELETE ON articles REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER articles_truncated AFTER TRUNCATE ON articles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_truncated();
