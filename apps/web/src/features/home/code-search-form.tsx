import { extractArticleCode } from "@frontalier/shared/article-code";
import { podiumPath, productCodePath } from "@frontalier/shared/route-links";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { buttonClass } from "../../components/ui/button";
import { SearchField } from "../../components/ui/search-field";
import { useTranslation } from "../../i18n/use-translation";

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
          navigate(code ? podiumPath(code) : productCodePath(text));
        }}
      >
        <label htmlFor={id} className="sr-only">
          {t("search.label")}
        </label>
        <SearchField
          wrapperClassName="flex-1"
          id={id}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={t("search.placeholder")}
          inputMode="search"
          autoComplete="off"
        />
        <button type="submit" className={buttonClass("primary", "lg")}>
          {t("search.submit")}
        </button>
      </form>
    </search>
  );
}
