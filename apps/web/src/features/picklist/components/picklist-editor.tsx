import { ArrowDown, ArrowUp, GripVertical, Home, Plus, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { CountryFlag } from "../../../components/ui/country-flag";
import { IconButton } from "../../../components/ui/icon-button";
import { SearchField } from "../../../components/ui/search-field";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import type { PicklistEdit } from "../api/picklist-api";
import { europeanCountriesByName, nameOf } from "../country-names";
import { addCountry, moveCountry, removeCountry } from "../reorder";

/** Where focus goes once the list has changed: a row's control, or the search field. */
interface Refocus {
  code: string;
  action: "up" | "down" | "remove" | "search";
}

interface Props {
  countries: readonly string[];
  onChange: (next: string[], announcement: string, edit: PicklistEdit) => void;
  disabled?: boolean;
}

/**
 * The ordered countries of a basket: home first and fixed; the others reordered by dragging, or
 * by the up and down buttons from the keyboard; removed; added from a searchable list.
 */
export function PicklistEditor({ countries, onChange, disabled = false }: Props) {
  const { t, i18n } = useTranslation("picklist");
  const lang = i18n.language;
  const [query, setQuery] = useState("");
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropIndex, setDropIndex] = useState<number | null>(null);
  const searchId = useId();
  const name = (code: string) => nameOf(code, lang);
  const addable = europeanCountriesByName(lang, query).filter(
    ({ code }) => !countries.includes(code),
  );

  // The control pressed may leave the page (a removed country, an added one) or move with its
  // row: focus goes where the shopper would carry on, never to <body>.
  const listRef = useRef<HTMLOListElement>(null);
  const refocus = useRef<Refocus | null>(null);
  // After every render: the one that shows the changed list finds the target set by the click.
  useEffect(() => {
    const target = refocus.current;
    refocus.current = null;
    if (!target) return;
    if (target.action === "search") {
      document.getElementById(searchId)?.focus();
      return;
    }
    const row = listRef.current?.querySelector(`[data-country="${target.code}"]`);
    const enabled = [...(row?.querySelectorAll<HTMLButtonElement>("button:enabled") ?? [])];
    const next =
      enabled.find((button) => button.dataset.action === target.action) ??
      enabled[0] ??
      document.getElementById(`${searchId}-list`);
    next?.focus();
  });

  const move = (code: string, to: number, action: "up" | "down") => {
    refocus.current = { code, action };
    onChange(
      moveCountry(countries, code, to),
      t("editor.moved", { country: name(code), position: Math.max(1, to) + 1 }),
      { reorder: true },
    );
  };

  const remove = (code: string, index: number) => {
    // The row that takes its place, else the one before (the home row: its heading instead).
    const after = countries[index + 1] ?? (index > 1 ? countries[index - 1] : undefined);
    refocus.current = { code: after ?? "", action: "remove" };
    onChange(removeCountry(countries, code), t("editor.removed", { country: name(code) }), {
      remove: code,
    });
  };

  return (
    <div className="grid grid-cols-1 gap-8 md:grid-cols-2">
      <section aria-labelledby={`${searchId}-list`}>
        <h2 id={`${searchId}-list`} tabIndex={-1} className="mb-3 text-lg font-semibold">
          {t("editor.compared", { count: countries.length })}
        </h2>
        <ol ref={listRef} className="flex flex-col gap-2" data-testid="picklist">
          {countries.map((code, index) => {
            const home = index === 0;
            return (
              <li
                key={code}
                data-country={code}
                draggable={!home && !disabled}
                onDragStart={(event) => {
                  setDragged(code);
                  event.dataTransfer.effectAllowed = "move";
                }}
                onDragOver={(event) => {
                  if (!dragged || home) return;
                  event.preventDefault();
                  setDropIndex(index);
                }}
                onDragEnd={() => {
                  setDragged(null);
                  setDropIndex(null);
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  if (dragged && dragged !== code) move(dragged, index, "up");
                  setDragged(null);
                  setDropIndex(null);
                }}
                className={cn(
                  "flex items-center gap-2 rounded-lg border bg-[var(--surface-raised)] px-2 py-2 sm:gap-3 sm:px-3",
                  dropIndex === index && dragged !== code
                    ? "border-brand"
                    : "border-[var(--border)]",
                  dragged === code && "opacity-50",
                )}
              >
                {home ? (
                  <Home size={18} aria-hidden="true" className="text-brand" />
                ) : (
                  <GripVertical
                    size={18}
                    aria-hidden="true"
                    className="cursor-grab text-[var(--text-muted)]"
                  />
                )}
                <span className="w-5 shrink-0 text-right text-sm tabular-nums text-[var(--text-muted)]">
                  {index + 1}
                </span>
                <CountryFlag code={code} />
                <span className="min-w-0 flex-1 font-medium break-words">{name(code)}</span>
                {home ? (
                  <Badge>{t("editor.home")}</Badge>
                ) : (
                  <span className="flex shrink-0 gap-0.5 sm:gap-1">
                    <IconButton
                      label={t("editor.moveUp", { country: name(code) })}
                      disabled={disabled || index === 1}
                      data-action="up"
                      onClick={() => move(code, index - 1, "up")}
                    >
                      <ArrowUp size={16} aria-hidden="true" />
                    </IconButton>
                    <IconButton
                      label={t("editor.moveDown", { country: name(code) })}
                      disabled={disabled || index === countries.length - 1}
                      data-action="down"
                      onClick={() => move(code, index + 1, "down")}
                    >
                      <ArrowDown size={16} aria-hidden="true" />
                    </IconButton>
                    <IconButton
                      label={t("editor.remove", { country: name(code) })}
                      disabled={disabled}
                      data-action="remove"
                      onClick={() => remove(code, index)}
                    >
                      <X size={16} aria-hidden="true" />
                    </IconButton>
                  </span>
                )}
              </li>
            );
          })}
        </ol>
        <p className="mt-3 text-sm text-[var(--text-muted)]">{t("editor.homeHint")}</p>
      </section>
      <section aria-labelledby={`${searchId}-add`}>
        <h2 id={`${searchId}-add`} className="mb-3 text-lg font-semibold">
          {t("editor.add")}
        </h2>
        <label htmlFor={searchId} className="sr-only">
          {t("editor.search")}
        </label>
        <SearchField
          id={searchId}
          shape="box"
          type="search"
          value={query}
          placeholder={t("editor.search")}
          onChange={(event) => setQuery(event.target.value)}
          wrapperClassName="mb-3"
        />
        {addable.length === 0 ? (
          <p className="text-sm text-[var(--text-muted)]">
            {t(query ? "editor.noMatch" : "editor.allAdded")}
          </p>
        ) : (
          <ul
            className="flex max-h-[28rem] flex-col gap-1 overflow-y-auto"
            data-testid="addable-countries"
          >
            {addable.map(({ code, name: countryLabel }) => (
              <li
                key={code}
                className="flex items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-[var(--surface-muted)]"
              >
                <CountryFlag code={code} />
                <span className="flex-1">{countryLabel}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={disabled}
                  aria-label={t("editor.addCountry", { country: countryLabel })}
                  onClick={() => {
                    refocus.current = { code, action: "search" };
                    onChange(
                      addCountry(countries, code),
                      t("editor.added", { country: countryLabel }),
                      { add: code },
                    );
                  }}
                >
                  <Plus size={14} aria-hidden="true" />
                  {t("editor.addShort")}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
