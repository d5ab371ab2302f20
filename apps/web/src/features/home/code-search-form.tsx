import { extractArticleCode, formatArticleCode } from "@frontalier/shared/article-code";
import { Search } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { buttonClass } from "../../components/ui/button";

/** A code in any form goes straight to its podium; anything else to the product search. */
export function CodeSearchForm() {
  const { t } = useTranslation("home");
  const navigate = useNavigate();
  const [value, setValue] = useState("");
  const id = useId();
  return (
    <search className="w-full max-w-xl">
      <form
        className="flex w-full flex-col gap-2 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          const text = value.trim();
          if (!text) return;
          const code = extractArticleCode(text);
          navigate(
            code
              ? `/podium/${formatArticleCode(code)}`
              : `/product-code?q=${encodeURIComponent(text)}`,
          );
        }}
      >
        <label htmlFor={id} className="sr-only">
          {t("search.label")}
        </label>
        <div className="relative flex-1">
          <Search
            size={18}
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-[var(--text-muted)]"
          />
          <input
            id={id}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder={t("search.placeholder")}
            inputMode="search"
            autoComplete="off"
            className="h-12 w-full rounded-full border border-[var(--border)] bg-[var(--surface-raised)] pr-4 pl-10 text-base text-[var(--text)] placeholder:text-[var(--text-muted)]"
          />
        </div>
        <button type="submit" className={buttonClass("primary", "lg")}>
          {t("search.submit")}
        </button>
      </form>
    </search>
  );
}
