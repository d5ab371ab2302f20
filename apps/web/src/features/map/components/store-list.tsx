import type { StoreDto } from "@frontalier/shared/contracts/stores";
import { countryLabel } from "@frontalier/shared/countries";
import { useMemo, useState } from "react";
import { useTranslation } from "../../../i18n/use-translation";

/**
 * The stores as a list, country by country: the way through for screen readers, keyboards and
 * small screens. A country's stores are rendered when it is opened.
 */
export function StoreList({
  stores,
  selectedId,
  onSelect,
}: {
  stores: readonly StoreDto[];
  selectedId: string | null;
  onSelect: (store: StoreDto) => void;
}) {
  const { t, i18n } = useTranslation("map");
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const groups = useMemo(() => {
    const byCountry = new Map<string, StoreDto[]>();
    for (const store of stores) {
      const list = byCountry.get(store.country);
      if (list) list.push(store);
      else byCountry.set(store.country, [store]);
    }
    const collator = new Intl.Collator(i18n.language);
    return [...byCountry.entries()]
      .map(([country, list]) => ({ country, name: countryLabel(country, i18n.language), list }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [stores, i18n.language]);
  const selectedCountry = stores.find((store) => store.id === selectedId)?.country;

  return (
    <section aria-labelledby="store-list-title" className="space-y-2" data-testid="store-list">
      <h2 id="store-list-title" className="text-xl font-bold">
        {t("list.title", { n: stores.length })}
      </h2>
      <ul className="divide-y divide-[var(--border)] rounded-xl border border-[var(--border)]">
        {groups.map((group) => (
          <li key={group.country}>
            <details
              open={open.has(group.country) || group.country === selectedCountry}
              onToggle={(event) => {
                const isOpen = event.currentTarget.open;
                setOpen((current) => {
                  const next = new Set(current);
                  if (isOpen) next.add(group.country);
                  else next.delete(group.country);
                  return next;
                });
              }}
            >
              <summary className="cursor-pointer px-4 py-2 font-semibold">
                {t("list.country", { country: group.name, n: group.list.length })}
              </summary>
              {(open.has(group.country) || group.country === selectedCountry) && (
                <ul className="grid gap-1 px-4 pb-3 sm:grid-cols-2">
                  {group.list.map((store) => (
                    <li key={store.id}>
                      <button
                        type="button"
                        aria-pressed={store.id === selectedId}
                        onClick={() => onSelect(store)}
                        className="w-full rounded-md px-2 py-1 text-left text-sm hover:bg-[var(--surface-muted)] aria-pressed:bg-brand-soft aria-pressed:font-semibold"
                      >
                        {store.name}
                        {store.city && store.city !== store.name ? ` · ${store.city}` : ""}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
