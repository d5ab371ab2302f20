import { eq } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { articles, priceObservations } from "../db/schema.ts";

export interface TestObservation {
  code: string;
  country: string;
  priceMinor: number;
  currency: string;
}

/**
 * A price observation as a feed import records it, for the browser tests of the alert mails
 * (NODE_ENV=test only). False when the catalogue does not know the article.
 */
export async function recordTestObservation(
  db: AppDb,
  observation: TestObservation,
): Promise<boolean> {
  const [article] = await db
    .select({ code: articles.code })
    .from(articles)
    .where(eq(articles.code, observation.code));
  if (!article) return false;
  await db.insert(priceObservations).values({
    articleCode: observation.code,
    country: observation.country,
    priceMinor: observation.priceMinor,
    currency: observation.currency,
    availability: "online",
    source: "feed",
    observedAt: new Date(),
  });
  return true;
}
