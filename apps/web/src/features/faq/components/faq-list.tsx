import type { FaqEntry } from "@frontalier/shared/contracts/support";
import { ChevronDown } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { inlineLinkClass } from "../../../components/ui/inline-link";
import { SearchField } from "../../../components/ui/search-field";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/use-translation";
import { useFaq } from "../api/get-faq";
import { matchesQuery, parseSynonyms } from "../match-query";

/** /faq: the questions from the server, a search that filters as one types, and an accordion. */
export function FaqList() {
  const { t, i18n } = useTranslation("support");
  const faq = useFaq(i18n.language);
  const [query, setQuery] = useState("");
  const searchId = useId();
  const synonyms = useMemo(() => parseSynonyms(t("faq.searchSynonyms")), [t]);
  const shown = useMemo(
    () => (faq.data?.questions ?? []).filter((entry) => matchesQuery(entry, query, synonyms)),
    [faq.data, query, synonyms],
  );

  if (faq.isPending) return <Spinner label={t("faq.loading")} />;
  if (faq.isError) {
    return (
      <Alert tone="error" title={t("faq.failedTitle")}>
        {faq.error.message}
      </Alert>
    );
  }
  return (
    <div className="max-w-3xl space-y-6">
      <div className="space-y-1">
        <label htmlFor={searchId} className="text-sm font-semibold">
          {t("faq.searchLabel")}
        </label>
        <SearchField
          id={searchId}
          type="search"
          shape="box"
          placeholder={t("faq.searchPlaceholder")}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <p role="status" className="text-sm text-[var(--text-muted)]">
        {query.trim() ? t("faq.results", { count: shown.length }) : ""}
      </p>
      {shown.length > 0 ? (
        <ul className="divide-y divide-[var(--border)] rounded-xl border border-[var(--border)]">
          {shown.map((entry) => (
            <FaqItem key={entry.id} entry={entry} open={query.trim() !== "" && shown.length <= 3} />
          ))}
        </ul>
      ) : (
        <p>{t("faq.none")}</p>
      )}
      <p>
        {t("faq.more")}{" "}
        <Link to="/#contact-section" className={inlineLinkClass}>
          {t("faq.contact")}
        </Link>{" "}
        ·{" "}
        <Link to="/help" className={inlineLinkClass}>
          {t("faq.help")}
        </Link>
      </p>
    </div>
  );
}

function FaqItem({ entry, open }: { entry: FaqEntry; open: boolean }) {
  const { t } = useTranslation("support");
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const isOpen = expanded || open;
  return (
    <li data-testid="faq-item">
      <h2 className="text-base">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setExpanded(!isOpen)}
          className="flex w-full items-center gap-3 px-4 py-4 text-left font-semibold hover:bg-[var(--surface-muted)]"
        >
          <span className="flex-1">{entry.question}</span>
          <span className="text-xs font-normal text-[var(--text-muted)]">
            {t(`faq.categories.${entry.category}`, { defaultValue: "" })}
          </span>
          <ChevronDown
            size={18}
            aria-hidden="true"
            className={isOpen ? "rotate-180 transition-transform" : "transition-transform"}
          />
        </button>
      </h2>
      <div id={panelId} hidden={!isOpen} className="px-4 pb-4 text-[var(--text-muted)]">
        <p>{entry.answer}</p>
      </div>
    </li>
  );
}
