import type { PodiumEntryDto } from "@frontalier/shared/contracts/podium";
import type { StoreStockDto } from "@frontalier/shared/contracts/stock";
import { countryLabel } from "@frontalier/shared/countries";
import { distanceKm } from "@frontalier/shared/distance";
import { Store } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { SelectField } from "../../../components/ui/select-field";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/use-translation";
import { formatDate } from "../../../lib/format/date";
import { readShopperPosition } from "../../../lib/shopper-position";
import { useStoreStock } from "../api/get-stock";

/** Stores listed before "show all". */
const FIRST_STORES = 8;

const tones = {
  in_stock: "success",
  low_stock: "retailer",
  out_of_stock: "danger",
  unknown: "neutral",
} as const;

/**
 * Before a drive abroad: is the article on the shelves of that country's stores? The shopper
 * picks a compared country (the cheapest first); the stores come nearest first when the
 * shopper gave a position on the map, else in stock first.
 */
export function StoreStock({ code, entries }: { code: string; entries: PodiumEntryDto[] }) {
  const { t, i18n } = useTranslation("catalogue");
  const lang = i18n.language;
  const sold = entries.filter((entry) => entry.local !== null);
  const [picked, setPicked] = useState<string | null>(null);
  const [asked, setAsked] = useState<string | null>(null);
  const stock = useStoreStock(code, asked);
  if (sold.length === 0) return null;
  // Prices fill in while countries answer: until the shopper picks, the cheapest is proposed.
  const choice =
    picked && sold.some((entry) => entry.country === picked) ? picked : sold[0]!.country;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAsked(choice);
  };
  return (
    <section aria-labelledby="stock-title" className="space-y-4" data-testid="store-stock">
      <div className="space-y-1">
        <h2 id="stock-title" className="flex items-center gap-2 text-2xl font-bold">
          <Store size={24} aria-hidden="true" className="text-brand" />
          {t("stock.title")}
        </h2>
        <p className="text-[var(--text-muted)]">{t("stock.lead")}</p>
      </div>
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          label={t("stock.country")}
          value={choice}
          onChange={(event) => {
            setPicked(event.target.value);
            // Once stock is shown, another country shows its own at once.
            if (asked) setAsked(event.target.value);
          }}
          className="sm:w-72"
        >
          {sold.map((entry) => (
            <option key={entry.country} value={entry.country}>
              {countryLabel(entry.country, lang)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary">
          {t("stock.show")}
        </Button>
      </form>
      <div aria-live="polite">
        {asked && stock.isPending && <Spinner label={t("stock.loading")} />}
        {stock.error && (
          <Alert tone="error" title={t("stock.failed")}>
            {stock.error.message}
          </Alert>
        )}
        {stock.data && <StockList stores={stock.data.stores} checkedAt={stock.data.checkedAt} />}
      </div>
    </section>
  );
}

function StockList({ stores, checkedAt }: { stores: StoreStockDto[]; checkedAt: string }) {
  const { t, i18n } = useTranslation("catalogue");
  const lang = i18n.language;
  const [all, setAll] = useState(false);
  if (stores.length === 0) return <p>{t("stock.noStores")}</p>;
  const position = readShopperPosition();
  const withDistance = stores.map((store) => ({
    store,
    km:
      position && store.lat !== null && store.lon !== null
        ? Math.round(distanceKm(position, { lat: store.lat, lon: store.lon }))
        : null,
  }));
  if (position) withDistance.sort((a, b) => (a.km ?? Infinity) - (b.km ?? Infinity));
  const shown = all ? withDistance : withDistance.slice(0, FIRST_STORES);
  const inStock = stores.filter((store) => store.status === "in_stock").length;
  return (
    <div className="space-y-3">
      <p className="font-semibold">
        {t("stock.summary", { total: stores.length, inStock })}
        {position?.label && ` ${t("stock.from", { place: position.label })}`}
      </p>
      <ul className="divide-y divide-[var(--border)] rounded-2xl border border-[var(--border)]">
        {shown.map(({ store, km }) => (
          <li
            key={store.storeId}
            data-store={store.storeId}
            className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
          >
            <span>
              <span className="font-semibold">{store.name}</span>
              {store.city && store.city !== store.name && (
                <span className="text-[var(--text-muted)]"> · {store.city}</span>
              )}
              {km !== null && (
                <span className="text-[var(--text-muted)]"> · {t("stock.km", { km })}</span>
              )}
              {store.restock && store.status !== "in_stock" && (
                <span className="block text-sm text-[var(--text-muted)]">
                  {t("stock.restock", {
                    from: formatDate(store.restock.earliest, lang),
                    to: formatDate(store.restock.latest, lang),
                  })}
                </span>
              )}
            </span>
            <Badge tone={tones[store.status]}>
              {t(`stock.status.${store.status}`, { quantity: store.quantity ?? 0 })}
            </Badge>
          </li>
        ))}
      </ul>
      {!all && stores.length > FIRST_STORES && (
        <Button variant="ghost" size="sm" onClick={() => setAll(true)}>
          {t("stock.showAll", { total: stores.length })}
        </Button>
      )}
      <p className="text-sm text-[var(--text-muted)]">
        {t("stock.checked", {
          time: new Intl.DateTimeFormat(lang, { timeStyle: "short" }).format(new Date(checkedAt)),
        })}
      </p>
    </div>
  );
}
