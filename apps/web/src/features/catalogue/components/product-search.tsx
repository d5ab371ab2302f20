import { parseArticleInput } from "@frontalier/shared/article-input";
import { podiumPath } from "@frontalier/shared/route-links";
import { useDeferredValue, useId, useState } from "react";
import { useNavigate } from "react-router";
import { buttonClass } from "../../../components/ui/button";
import { SearchField } from "../../../components/ui/search-field";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { ProductTypeName } from "../../../lib/product-type-label";
import { useArticleSuggestions } from "../api/search-articles";

/**
 * One box for every form of an article (code, formatted code, retailer URL, name). A code goes
 * straight to its podium; a name shows suggestions as you type (ARIA combobox, keyboard first).
 */
export function ProductSearch({
  initial = "",
  autoFocus = false,
  onPick,
  submitLabel,
}: {
  initial?: string;
  autoFocus?: boolean;
  /** The button's text; by default the podium's. */
  submitLabel?: string;
  /** What choosing an article does; by default, open its podium. */
  onPick?: (code: string) => void;
}) {
  const { t } = useTranslation("catalogue");
  const navigate = useNavigate();
  const pick = onPick ?? ((code: string) => navigate(podiumPath(code)));
  const [value, setValue] = useState(initial);
  const [open, setOpen] = useState(initial.length > 0);
  const [active, setActive] = useState(-1);
  const deferred = useDeferredValue(value);
  const input = parseArticleInput(deferred);
  const suggestions = useArticleSuggestions(input.kind === "name" ? input.query : "");
  const items = input.kind === "name" ? (suggestions.data?.items ?? []) : [];
  const id = useId();
  const listId = `${id}-list`;
  const showList = open && input.kind === "name" && deferred.trim().length >= 2;

  const submit = () => {
    const parsed = parseArticleInput(value);
    if (parsed.kind === "code") pick(parsed.code);
    else if (active >= 0 && items[active]) pick(items[active].code);
    else if (items.length === 1 && items[0]) pick(items[0].code);
    else setOpen(true);
  };

  return (
    <search className="relative w-full max-w-2xl">
      <form
        className="flex flex-col gap-2 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={id} className="sr-only">
          {t("search.label")}
        </label>
        <SearchField
          wrapperClassName="flex-1"
          id={id}
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          value={value}
          autoFocus={autoFocus}
          onChange={(event) => {
            setValue(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown" && items.length) {
              event.preventDefault();
              setOpen(true);
              setActive((i) => (i + 1) % items.length);
            } else if (event.key === "ArrowUp" && items.length) {
              event.preventDefault();
              setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
            } else if (event.key === "Escape") {
              setOpen(false);
              setActive(-1);
            }
          }}
          placeholder={t("search.placeholder")}
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className={buttonClass("primary", "lg")}>
          {submitLabel ?? t("search.submit")}
        </button>
      </form>
      {showList && (
        <div className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-2xl border border-[var(--border)] bg-[var(--surface-raised)] shadow-lg">
          <div id={listId} role="listbox" aria-label={t("search.suggestions")}>
            {items.map((item, index) => (
              <div
                key={item.code}
                id={`${listId}-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(item.code);
                }}
                className={cn(
                  "flex cursor-pointer items-center justify-between gap-3 px-4 py-3",
                  index === active && "bg-[var(--surface-muted)]",
                )}
              >
                <span>
                  <span className="block font-semibold">{item.name}</span>
                  <span className="block text-sm text-[var(--text-muted)]">
                    <ProductTypeName typeName={item.typeName} />
                  </span>
                </span>
                <span className="font-mono text-sm text-[var(--text-muted)]">
                  {item.formattedCode}
                </span>
              </div>
            ))}
          </div>
          {items.length === 0 && !suggestions.isFetching && (
            <p className="px-4 py-3 text-sm text-[var(--text-muted)]" role="status">
              {t("search.noMatch")}
            </p>
          )}
        </div>
      )}
    </search>
  );
}
