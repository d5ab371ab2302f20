import type { Statement } from "./import-session.ts";

/*
 * Enum columns travel as text[] (PGlite cannot serialise an array of a custom type).
 * Each statement takes one array per column and unnest()s it: one multi-row INSERT per batch whose
 * text (and so its prepared plan) is the same for 1 or 1,000 rows, and 10 parameters instead of
 * 10,000.
 */

/** The observation keys this import has already taken, with the line that brought each. */
export const createSeenTable = (table: string): Statement => ({
  text: `CREATE TEMPORARY TABLE ${table} (
    article_code text NOT NULL,
    country text NOT NULL,
    observed_at timestamptz NOT NULL,
    line integer NOT NULL,
    PRIMARY KEY (article_code, country, observed_at)
  )`,
});

export const dropSeenTable = (table: string): Statement => ({
  text: `DROP TABLE IF EXISTS ${table}`,
});

/** Records the batch's keys; counts those no earlier batch of the file took. */
export const claimKeys = (table: string): Statement => ({
  text: `WITH claimed AS (
      INSERT INTO ${table}
      SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::integer[])
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    SELECT count(*)::integer AS claimed FROM claimed`,
});

/** When some keys were taken already: those rows, with the line that took each key first. */
export const findTakenKeys = (table: string): Statement => ({
  text: `SELECT input.line, seen.line AS first_line
    FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::integer[])
      AS input(article_code, country, observed_at, line)
    JOIN ${table} seen USING (article_code, country, observed_at)
    WHERE seen.line <> input.line`,
});

/**
 * The name (and its search form) follows the latest feed; facts a feed does not give keep their
 * value; unchanged rows are not rewritten (nor their updated_at moved).
 */
export const upsertArticles: Statement = {
  name: "feed_import_upsert_articles_v1",
  text: `INSERT INTO articles AS a (code, is_combination, name, search_name, type_name, description,
      image_url, width_cm, depth_cm, height_cm)
    SELECT * FROM unnest($1::text[], $2::boolean[], $3::text[], $4::text[], $5::text[], $6::text[],
      $7::text[], $8::real[], $9::real[], $10::real[])
    ON CONFLICT (code) DO UPDATE SET
      is_combination = a.is_combination OR excluded.is_combination,
      name = excluded.name,
      search_name = excluded.search_name,
      type_name = coalesce(excluded.type_name, a.type_name),
      description = coalesce(excluded.description, a.description),
      image_url = coalesce(excluded.image_url, a.image_url),
      width_cm = coalesce(excluded.width_cm, a.width_cm),
      depth_cm = coalesce(excluded.depth_cm, a.depth_cm),
      height_cm = coalesce(excluded.height_cm, a.height_cm),
      updated_at = now()
    WHERE (a.is_combination OR excluded.is_combination, excluded.name, excluded.search_name,
        coalesce(excluded.type_name, a.type_name), coalesce(excluded.description, a.description),
        coalesce(excluded.image_url, a.image_url), coalesce(excluded.width_cm, a.width_cm),
        coalesce(excluded.depth_cm, a.depth_cm), coalesce(excluded.height_cm, a.height_cm))
      IS DISTINCT FROM (a.is_combination, a.name, a.search_name, a.type_name, a.description,
        a.image_url, a.width_cm, a.depth_cm, a.height_cm)
    RETURNING (xmax = 0) AS created`,
};

/**
 * Adds the observations (history: one per article, country, day seen and source; a known one is
 * left alone), then offers the newest new observation of each (article, country) pair. An offer
 * moves only to a strictly newer observation, so an older feed, or the same one again, only adds
 * history. `xmax = 0` tells an offer this statement created from one it updated.
 */
export const insertObservationsAndOffers: Statement = {
  name: "feed_import_observations_offers_v2",
  text: `WITH input AS (
      SELECT * FROM unnest($1::text[], $2::text[], $3::integer[], $4::text[], $5::integer[],
        $6::text[], $7::text[], $8::timestamptz[])
        AS t(article_code, country, price_minor, currency, regular_price_minor, availability,
          product_url, observed_at)
    ), inserted AS (
      INSERT INTO price_observations (article_code, country, price_minor, currency,
        regular_price_minor, availability, source, observed_at)
      SELECT article_code, country, price_minor, currency, regular_price_minor,
        availability::availability, 'feed', observed_at
      FROM input
      ON CONFLICT (article_code, country, observed_at, source) DO NOTHING
      RETURNING article_code, country, observed_at
    ), newest AS (
      SELECT DISTINCT ON (article_code, country) input.*
      FROM input JOIN inserted USING (article_code, country, observed_at)
      ORDER BY article_code, country, observed_at DESC
    ), offered AS (
      INSERT INTO offers AS o (article_code, country, price_minor, currency, regular_price_minor,
        availability, product_url, source, observed_at)
      SELECT article_code, country, price_minor, currency, regular_price_minor,
        availability::availability, product_url, 'feed', observed_at
      FROM newest
      ON CONFLICT (article_code, country) DO UPDATE SET
        price_minor = excluded.price_minor,
        currency = excluded.currency,
        regular_price_minor = excluded.regular_price_minor,
        member_price_minor = NULL,
        availability = excluded.availability,
        product_url = coalesce(excluded.product_url, o.product_url),
        source = excluded.source,
        observed_at = excluded.observed_at,
        updated_at = now()
      WHERE o.observed_at < excluded.observed_at
      RETURNING (xmax = 0) AS created
    )
    SELECT
      (SELECT count(*) FROM inserted)::integer AS inserted,
      (count(*) FILTER (WHERE created))::integer AS offers_created,
      (count(*) FILTER (WHERE NOT created))::integer AS offers_updated
    FROM offered`,
};
