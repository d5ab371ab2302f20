import { formatArticleCode } from "@frontalier/shared/article-code";
import type { ScannedArticle } from "@frontalier/shared/scanner/multi-article-code";
import { useState } from "react";
import { Link } from "react-router";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { useTranslation } from "../../i18n/use-translation";
import { scannedPodiumPath } from "./podium-path";

type Adding = "idle" | "adding" | "added" | "failed";

/** A multi-article code's result: the articles and their quantities, all added in one step. */
export function ScannedArticles({
  items,
  onAddAll,
  onScanAgain,
}: {
  items: readonly ScannedArticle[];
  onAddAll: (items: readonly ScannedArticle[]) => Promise<{ unknown: readonly string[] }>;
  onScanAgain: () => void;
}) {
  const { t } = useTranslation("scanner");
  const [adding, setAdding] = useState<Adding>("idle");
  const [unknown, setUnknown] = useState<readonly string[]>([]);
  const addAll = async () => {
    setAdding("adding");
    try {
      setUnknown((await onAddAll(items)).unknown);
      setAdding("added");
    } catch {
      setAdding("failed");
    }
  };
  return (
    <section
      aria-labelledby="scanned-articles-title"
      className="flex flex-1 flex-col gap-4 overflow-y-auto bg-[var(--surface)] p-6 text-[var(--text)]"
    >
      <div>
        <h3 id="scanned-articles-title" className="text-xl font-bold">
          {t("articles.title")}
        </h3>
        <p className="text-[var(--text-muted)]">{t("articles.count", { count: items.length })}</p>
      </div>
      <ul className="divide-y divide-[var(--border)] rounded-xl border border-[var(--border)]">
        {items.map(({ code, quantity }) => (
          <li key={code} className="flex items-center justify-between gap-4 px-4 py-3">
            <Link
              to={scannedPodiumPath(code)}
              replace
              className="font-mono font-semibold text-brand underline"
            >
              {formatArticleCode(code)}
            </Link>
            <span>{t("articles.quantity", { quantity })}</span>
          </li>
        ))}
      </ul>
      {adding === "added" ? (
        <Alert tone="success" title={t("articles.added", { count: items.length - unknown.length })}>
          {unknown.length > 0 && (
            <p>{t("articles.unknown", { codes: unknown.map(formatArticleCode).join(", ") })}</p>
          )}
          <Link to="/wishlist" replace className="font-semibold text-brand underline">
            {t("articles.openWishlist")}
          </Link>
        </Alert>
      ) : (
        <Button size="lg" loading={adding === "adding"} onClick={addAll}>
          {t("articles.addAll")}
        </Button>
      )}
      {adding === "failed" && <Alert tone="error" title={t("articles.failed")} />}
      <Button variant="secondary" onClick={onScanAgain}>
        {t("articles.scanAgain")}
      </Button>
    </section>
  );
}
