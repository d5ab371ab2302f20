import type { PodiumResponse } from "@frontalier/shared/contracts/podium";
import type { RateTable } from "@frontalier/shared/money";
import { type CountryOffer, rankPodium } from "@frontalier/shared/podium";
import { and, eq, inArray } from "drizzle-orm";
import type { AppDb } from "../../db/open-database.ts";
import { articles, offers } from "../../db/schema.ts";
import { presentArticle } from "./article-summary.ts";

export interface PodiumRequest {
  code: string;
  countries: readonly string[];
  home: string;
  currency: string;
  rates: RateTable;
  pending?: ReadonlySet<string>;
}

export async function findOffers(
  db: AppDb,
  code: string,
  countries: readonly string[],
): Promise<CountryOffer[]> {
  const rows = await db
    .select({
      country: offers.country,
      priceMinor: offers.priceMinor,
      currency: offers.currency,
      availability: offers.availability,
      observedAt: offers.observedAt,
      productUrl: offers.productUrl,
    })
    .from(offers)
    .where(and(eq(offers.articleCode, code), inArray(offers.country, [...countries])));
  return rows.map((row) => ({ ...row, observedAt: row.observedAt.toISOString() }));
}

/** The podium of one article, from what the database knows now; null when the article is unknown. */
export async function loadPodium(
  db: AppDb,
  request: PodiumRequest,
): Promise<PodiumResponse | null> {
  const [article] = await db
    .select()
    .from(articles)
    .where(eq(articles.code, request.code))
    .limit(1);
  if (!article) return null;
  const known = await findOffers(db, request.code, request.countries);
  const entries = rankPodium({ ...request, offers: known });
  return {
    article: presentArticle(article),
    home: request.home,
    currency: request.currency,
    rates: { date: request.rates.date, source: request.rates.source },
    entries,
    pending: [...(request.pending ?? [])],
  };
}
