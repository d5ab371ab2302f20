import { useId, useState } from "react";
import { Link } from "react-router";
import { SearchField } from "../../components/ui/search-field";
import { useTranslation } from "../../i18n/use-translation";
import { searchContent } from "./search-pages";

/** The error page's content search (spec §2): pages of the site, and a podium for a code. */
export function ContentSearch() {
  const { t } = useTranslation();
  const [query, setQuery] = useState("");
  const inputId = useId();
  const results = searchContent(
    query,
    (id) => `${t(`routes.${id}.title`)} ${t(`routes.${id}.description`)}`,
  );
  return (
    <search className="w-full max-w-xl" aria-label={t("errorPage.searchLabel")}>
      <label htmlFor={inputId} className="mb-2 block text-sm font-semibold">
        {t("errorPage.searchLabel")}
      </label>
      <SearchField
        shape="box"
        id={inputId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t("errorPage.searchPlaceholder")}
      />
      {query.trim() !== "" && (
        <div aria-live="polite" className="mt-3">
          {results.length === 0 ? (
            <p className="text-sm text-[var(--text-muted)]">{t("errorPage.noResults")}</p>
          ) : (
            <ul className="divide-y divide-[var(--border)] rounded-lg border border-[var(--border)] bg-[var(--surface-raised)]">
              {results.map((result) => (
                <li key={result.path}>
                  <Link
                    to={result.path}
                    className="block px-4 py-3 hover:bg-[var(--surface-muted)]"
                  >
                    <span className="font-semibold">
                      {result.kind === "article"
                        ? t("errorPage.articleResult", { code: result.code })
                        : t(`routes.${result.id}.title`)}
                    </span>
                    {result.kind === "page" && (
                      <span className="block text-sm text-[var(--text-muted)]">
                        {t(`routes.${result.id}.description`)}
                      </span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </search>
  );
}
