import type { ArticleSummary } from "@frontalier/shared/contracts/podium";
import { Package } from "lucide-react";
import { Badge } from "../../../components/ui/badge";
import { useTranslation } from "../../../i18n/use-translation";

export function ArticleHeader({ article }: { article: ArticleSummary }) {
  const { t } = useTranslation("catalogue");
  const { dimensions } = article;
  const size = dimensions
    ? [dimensions.widthCm, dimensions.depthCm, dimensions.heightCm]
        .filter((value): value is number => value !== null)
        .join(" × ")
    : null;
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <div className="flex h-32 w-32 shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-[var(--border)] bg-white">
        {article.imageUrl ? (
          <img src={article.imageUrl} alt={article.name} className="h-full w-full object-contain" />
        ) : (
          <Package size={48} aria-hidden="true" className="text-[#5b6675]" />
        )}
      </div>
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="retailer">{article.formattedCode}</Badge>
          {article.isCombination && <Badge tone="brand">{t("article.combination")}</Badge>}
          {article.isDemo && <Badge tone="neutral">{t("article.demo")}</Badge>}
        </div>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{article.name}</h1>
        <p className="text-lg text-[var(--text-muted)]">
          {[article.typeName, size ? t("article.size", { size }) : null]
            .filter(Boolean)
            .join(" · ")}
        </p>
      </div>
    </header>
  );
}
