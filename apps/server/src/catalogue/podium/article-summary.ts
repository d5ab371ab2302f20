import { formatArticleCode } from "@frontalier/shared/article-code";
import type { ArticleSummary } from "@frontalier/shared/contracts/podium";
import type { articles } from "../../db/schema.ts";

/** What the client is shown of an article row. */
export type ArticleFields = Pick<
  typeof articles.$inferSelect,
  | "code"
  | "name"
  | "typeName"
  | "description"
  | "imageUrl"
  | "widthCm"
  | "depthCm"
  | "heightCm"
  | "isCombination"
  | "isDemo"
>;

/** The one place an article row is shaped for the client. */
export function presentArticle(row: ArticleFields): ArticleSummary {
  const hasDimensions = row.widthCm !== null || row.depthCm !== null || row.heightCm !== null;
  return {
    code: row.code,
    formattedCode: formatArticleCode(row.code),
    name: row.name,
    typeName: row.typeName,
    description: row.description,
    imageUrl: row.imageUrl,
    dimensions: hasDimensions
      ? { widthCm: row.widthCm, depthCm: row.depthCm, heightCm: row.heightCm }
      : null,
    isCombination: row.isCombination,
    isDemo: row.isDemo,
  };
}
