import type { PodiumResponse } from "@frontalier/shared/contracts/podium";
import type { RateTable } from "@frontalier/shared/money";
import { type CountryOffer, rankPodium } from "@frontalier/shared/podium";
import type { Database } from "../../db/open-database.ts";
import type { articles } from "../../db/schema.ts";
import { presentArticle } from "./article-summary.ts";

export interface StoredOffer extends CountryOffer {
  source: "retailer" | "feed" | "demo";
}

export interface PodiumData {
  article: typeof articles.$inferSelect;
  offers: StoredOffer[];
}

interface PodiumRow {
  code: string;
  is_combination: boolean;
  name: string;
  search_name: string;
  type_name: string | null;
  description: string | null;
  image_url: string | null;
  width_cm: number | null;
  depth_cm: number | null;
  height_cm: number | null;
  is_demo: boolean;
  created_at: string | Date;
  updated_at: string | Date;
  offers: StoredOffer[] | string;
}

/**
 * The article and its offers in the compared countries, in one round trip (the podium is the
 * most asked page; see `npm run bench`). Null when the article is unknown.
 */
const PODIUM_SQL = `
  select a.*, coalesce(
    (select json_agg(json_build_object(
        'country', o.country, 'priceMinor', o.price_minor, 'currency', o.currency,
        'availability', o.availability, 'observedAt', o.observed_at,
        'productUrl', o.product_url, 'source', o.source))
      from offers o
      where o.article_code = a.code and o.country = any($2::text[])),
    '[]'::json) as offers
  from articles a
  where a.code = $1`;

export async function loadPodiumData(
  database: Database,
  code: string,
  countries: readonly string[],
): Promise<PodiumData | null> {
  // Country codes are validated two-letter codes, so the array literal needs no quoting.
  const rows = await database.prepared<PodiumRow>("podium", PODIUM_SQL, [
    code,
    `{${countries.join(",")}}`,
  ]);
  const row = rows[0];
  if (!row) return null;
  const offers =
    typeof row.offers === "string" ? (JSON.parse(row.offers) as StoredOffer[]) : row.offers;
  return {
    article: {
      code: row.code,
      isCombination: row.is_combination,
      name: row.name,
      searchName: row.search_name,
      typeName: row.type_name,
      description: row.description,
      imageUrl: row.image_url,
      widthCm: row.width_cm,
      depthCm: row.depth_cm,
      heightCm: row.height_cm,
      isDemo: row.is_demo,
      createdAt: new Date(row.created_at),
      updatedAt: new Date(row.updated_at),
    },
    offers: offers.map((offer) => ({
      ...offer,
      observedAt: new Date(offer.observedAt!).toISOString(),
    })),
  };
}

export interface PodiumRequest {
  countries: readonly string[];
  home: string;
  currency: string;
  rates: RateTable;
  pending?: ReadonlySet<string>;
}

/** Ranks what is known and shapes it for the client. */
export function presentPodium(data: PodiumData, request: PodiumRequest): PodiumResponse {
  return {
    article: presentArticle(data.article),
    home: request.home,
    currency: request.currency,
    rates: { date: request.rates.date, source: request.rates.source },
    entries: rankPodium({ ...request, offers: data.offers }),
    pending: [...(request.pending ?? [])],
  };
}

/** The podium of one article from what the database knows now; null when the article is unknown. */
export async function loadPodium(
  database: Database,
  request: PodiumRequest & { code: string },
): Promise<PodiumResponse | null> {
  const data = await loadPodiumData(database, request.code, request.countries);
  return data ? presentPodium(data, request) : null;
}
