import type { ArticleSummary } from "@frontalier/shared/contracts/podium";
import { findCountry } from "@frontalier/shared/countries";
import { inArray } from "drizzle-orm";
import type { AppDb } from "../../db/open-database.ts";
import { articles } from "../../db/schema.ts";
import type { RateRule } from "../../rate-limit/rate-limiter.ts";
import type { Market } from "../../retailer/market.ts";
import type { RetailerOffer } from "../../retailer/retailer-offer.ts";
import { saveRetailerResult } from "../live/save-retailer-result.ts";
import { presentArticle } from "../podium/article-summary.ts";

/** What the name search needs of the retailer connector. */
export interface RetailerNameSearch {
  searchByName(
    query: string,
    market: Market,
    options?: { size?: number; signal?: AbortSignal },
  ): Promise<RetailerOffer[]>;
}

/** Fewer local matches than this, and the retailer is asked too. */
export const RETAILER_SEARCH_BELOW = 3;
/** Shorter names are too vague to spend a request on ("so" matches thousands). */
export const RETAILER_SEARCH_MIN_LENGTH = 3;
/** A search the shopper is waiting for: after this the local matches are shown alone. */
export const RETAILER_SEARCH_TIMEOUT_MS = 3_000;
const RETAILER_SEARCH_SIZE = 24;

/** Searches one client may make us send to the retailer (each types a few names, not hundreds). */
export const RETAILER_SEARCHES_PER_CLIENT: RateRule = {
  name: "retailer-search-ip",
  limit: 30,
  windowMs: 10 * 60_000,
};

/** How long a name asked in a market is not asked again, and how many such names are kept. */
const ASKED_MS = 10 * 60_000;
const ASKED_KEPT = 2_000;

export interface RetailerSearcher {
  /**
   * Asks the retailer's search for `query` in the market of `home` (once per ten minutes per
   * name and market) and saves what it answers as articles and offers. The codes saved, in the
   * retailer's order; none when the retailer failed or was not asked.
   */
  search(query: string, home: string): Promise<string[]>;
}

/**
 * The retailer's name search (issue 21): a name our catalogue hardly knows is looked up in the
 * shopper's home market, and its answers (names, types, images, prices) become articles and
 * offers, so the suggestions and podiums that follow find them here.
 */
export function retailerSearcher(options: {
  db: AppDb;
  retailer: RetailerNameSearch;
  /** Answers of the offline demo's stand-in retailer are sample data. */
  demo: boolean;
  now?: () => number;
}): RetailerSearcher {
  const now = options.now ?? Date.now;
  const asked = new Map<string, number>();
  return {
    async search(query, home) {
      const country = findCountry(home);
      if (!country?.inEurope) return [];
      const key = `${country.code} ${query.toLowerCase()}`;
      const at = asked.get(key);
      if (at !== undefined && now() - at < ASKED_MS) return [];
      asked.delete(key);
      asked.set(key, now());
      if (asked.size > ASKED_KEPT) asked.delete(asked.keys().next().value!);
      const market = { country: country.code, locale: country.retailerLocale };
      const offers = await options.retailer
        .searchByName(query, market, {
          size: RETAILER_SEARCH_SIZE,
          signal: AbortSignal.timeout(RETAILER_SEARCH_TIMEOUT_MS),
        })
        .catch(() => []);
      const saved: string[] = [];
      for (const offer of offers) {
        if (!/^\d{8}$/.test(offer.articleCode)) continue;
        const result = { country: country.code, status: "ok" as const, offer, elapsedMs: 0 };
        if (
          await saveRetailerResult(options.db, offer.articleCode, result, {
            demo: options.demo,
          }).catch(() => false)
        ) {
          saved.push(offer.articleCode);
        }
      }
      return saved;
    },
  };
}

/** The articles of `codes`, in that order, leaving out those in `skip` (already listed). */
export async function presentFound(
  db: AppDb,
  codes: readonly string[],
  skip: ReadonlySet<string>,
): Promise<ArticleSummary[]> {
  const wanted = codes.filter((code) => !skip.has(code));
  if (wanted.length === 0) return [];
  const rows = await db.select().from(articles).where(inArray(articles.code, wanted));
  const byCode = new Map(rows.map((row) => [row.code, presentArticle(row)]));
  return wanted.flatMap((code) => byCode.get(code) ?? []);
}
