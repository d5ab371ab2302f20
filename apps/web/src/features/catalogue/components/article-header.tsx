import type { ArticleSummary } from "@frontalier/shared/contracts/podium";
import { ArticleImage } from "../../../components/ui/article-image";
import { Badge } from "../../../components/ui/badge";
import { useTranslation } from "../../../i18n/use-translation";
import { useProductTypeLabel } from "../../../lib/product-type-label";

export function ArticleHeader({ article }: { article: ArticleSummary }) {
  const { t } = useTranslation("catalogue");
  const typeLabel = useProductTypeLabel();
  const { dimensions } = article;
  const size = dimensions
    ? [dimensions.widthCm, dimensions.depthCm, dimensions.heightCm]
        .filter((value): value is number => value !== null)
        .join(" × ")
    : null;
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <ArticleImage src={article.imageUrl} alt={article.name} />
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="retailer">{article.formattedCode}</Badge>
          {article.isCombination && <Badge tone="brand">{t("article.combination")}</Badge>}
          {article.isDemo && <Badge tone="neutral">{t("article.demo")}</Badge>}
        </div>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{article.name}</h1>
        <p className="text-lg text-[var(--text-muted)]">
          {[typeLabel(article.typeName), size ? t("article.size", { size }) : null]
            .filter(Boolean)
            .join(" · ")}
        </p>
      </div>
    </header>
  );
}
