import { parseArticleInput, searchName } from "@frontalier/shared/article-input";
import type { ArticleSummary } from "@frontalier/shared/contracts/podium";
import { desc, eq, like, or, sql } from "drizzle-orm";
import type { AppDb } from "../../db/open-database.ts";
import { articles } from "../../db/schema.ts";
import { presentArticle } from "../podium/article-summary.ts";

/** How many matching names are ranked by similarity at most. */
export const SEARCH_CANDIDATES = 200;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Suggestions for the product-code box: the article itself for a code in any written form;
 * otherwise names containing the query, accents ignored, prefixes and closest names first.
 */
export async function searchArticles(
  db: AppDb,
  query: string,
  limit: number,
): Promise<ArticleSummary[]> {
  const input = parseArticleInput(query);
  if (input.kind === "empty") return [];
  if (input.kind === "code") {
    const rows = await db.select().from(articles).where(eq(articles.code, input.code)).limit(1);
    return rows.map(presentArticle);
  }
  const needle = searchName(input.query);
  const digits = needle.replace(/\D/g, "");
  const pattern = `%${escapeLike(needle)}%`;
  const prefix = sql`${articles.searchName} like ${`${escapeLike(needle)}%`}`;
  // A common fragment ("ite") matches thousands of names: only a bounded set of candidates,
  // prefixes first, is scored for similarity, so one query never scores the whole catalogue.
  const candidates = db
    .select()
    .from(articles)
    .where(
      or(
        like(articles.searchName, pattern),
        // Partial codes typed as digits (`802 45`) match the start of a code.
        digits.length >= 3 && digits === needle.replace(/[\s.,]/g, "")
          ? like(articles.code, `${digits}%`)
          : undefined,
      ),
    )
    .orderBy(desc(prefix))
    .limit(SEARCH_CANDIDATES)
    .as("candidates");
  const rows = await db
    .select()
    .from(candidates)
    .orderBy(
      desc(sql`${candidates.searchName} like ${`${escapeLike(needle)}%`}`),
      desc(sql`similarity(${candidates.searchName}, ${needle})`),
      candidates.name,
    )
    .limit(limit);
  return rows.map(presentArticle);
}
