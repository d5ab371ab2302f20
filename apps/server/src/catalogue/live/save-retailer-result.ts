import { searchName } from "@frontalier/shared/article-input";
import { findCountry } from "@frontalier/shared/countries";
import { eq, lt, or, sql } from "drizzle-orm";
import type { AppDb } from "../../db/open-database.ts";
import { articles, offers, priceObservations } from "../../db/schema.ts";
import type { CountryResult } from "../../retailer/retailer-offer.ts";

/**
 * Only https addresses reach the browser: the page's CSP allows no other images, and the
 * stand-in retailer's loopback addresses mean nothing outside this machine.
 */
const publicUrl = (url: string | null | undefined) => (url?.startsWith("https://") ? url : null);

/** `80x28x202 cm` → the three dimensions, when the measure says them that way. */
function dimensionsOf(measure: string | null) {
  const match = measure
    ? /(\d+(?:[.,]\d+)?)x(\d+(?:[.,]\d+)?)(?:x(\d+(?:[.,]\d+)?))?\s*cm/i.exec(measure)
    : null;
  const number = (text: string | undefined) => (text ? Number(text.replace(",", ".")) : null);
  return match
    ? { widthCm: number(match[1]), depthCm: number(match[2]), heightCm: number(match[3]) }
    : {};
}

/**
 * Keeps what a country answered: the article (created the first time it is seen), the offer
 * when this answer is newer than the one kept, and the observation in the price history.
 * Returns whether anything was learnt.
 */
export async function saveRetailerResult(
  db: AppDb,
  code: string,
  result: CountryResult,
  options: { demo: boolean; now?: Date },
): Promise<boolean> {
  // "Not sold" carries no offer: it was observed now (the caller's clock, when it has one).
  const observedAt = result.offer?.observedAt ?? options.now ?? new Date();
  if (result.status === "ok" && result.offer) {
    const offer = result.offer;
    await db
      .insert(articles)
      .values({
        code,
        name: offer.name,
        searchName: searchName(offer.name),
        typeName: offer.typeName,
        imageUrl: publicUrl(offer.imageUrl),
        isCombination: offer.isCombination,
        isDemo: options.demo,
        ...dimensionsOf(offer.measure),
      })
      .onConflictDoNothing();
  } else if (result.status !== "not_found") {
    // Errors, time-outs and open breakers teach nothing about the price.
    return false;
  }
  const [article] = await db
    .select({ code: articles.code })
    .from(articles)
    .where(eq(articles.code, code));
  if (!article) return false;
  const currency = result.offer?.currency ?? findCountry(result.country)?.currency ?? "EUR";
  const row = {
    articleCode: code,
    country: result.country,
    priceMinor: result.status === "ok" ? (result.offer?.priceMinor ?? null) : null,
    currency,
    regularPriceMinor: result.offer?.regularPriceMinor ?? null,
    memberPriceMinor: result.status === "ok" ? (result.offer?.memberPriceMinor ?? null) : null,
    availability:
      result.status === "ok" ? (result.offer?.availability ?? "unknown") : ("not_sold" as const),
    productUrl: publicUrl(result.offer?.productUrl),
    source: "retailer" as const,
    observedAt,
  };
  await db
    .insert(offers)
    .values(row)
    .onConflictDoUpdate({
      target: [offers.articleCode, offers.country],
      // The product JSON flags a member price without carrying it (decision 045): the one a
      // search answer brought is kept rather than erased.
      set:
        result.offer?.memberPriceIgnored === "flag_without_price"
          ? { ...row, memberPriceMinor: sql`${offers.memberPriceMinor}`, updatedAt: sql`now()` }
          : { ...row, updatedAt: sql`now()` },
      setWhere: or(lt(offers.observedAt, observedAt), eq(offers.source, "demo")),
    });
  await db
    .insert(priceObservations)
    .values({
      articleCode: code,
      country: result.country,
      priceMinor: row.priceMinor,
      currency,
      regularPriceMinor: row.regularPriceMinor,
      memberPriceMinor: row.memberPriceMinor,
      availability: row.availability,
      source: "retailer",
      observedAt,
    })
    .onConflictDoNothing();
  return true;
}

export const offerIsFresh = (observedAtMs: number, now: number, ttlMs: number) =>
  now - observedAtMs < ttlMs;
