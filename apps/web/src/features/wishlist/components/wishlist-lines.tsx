import type { WishlistItem } from "@frontalier/shared/contracts/wishlist";
import { QUANTITY_MAX, QUANTITY_MIN } from "@frontalier/shared/contracts/wishlist";
import { countryLabel } from "@frontalier/shared/countries";
import { podiumPath } from "@frontalier/shared/route-links";
import { Minus, Plus, RefreshCw, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { CountryFlag } from "../../../components/ui/country-flag";
import { IconButton } from "../../../components/ui/icon-button";
import { ReducedPrice } from "../../../components/ui/reduced-price";
import { useTranslation } from "../../../i18n/use-translation";
import { formatAge } from "../../../lib/format/age";
import { formatDate } from "../../../lib/format/date";
import { ProductTypeName } from "../../../lib/product-type-label";
import type { BasketComparison } from "../api/comparison-api";
import type { PriceFreshness } from "../api/wishlist-freshness";

interface Props {
  items: readonly WishlistItem[];
  /** The comparison, for each article's price in every compared country. */
  comparison?: BasketComparison | undefined;
  onQuantity?: (code: string, quantity: number) => void;
  onRemove?: (item: WishlistItem) => void;
  /** How old each article's prices are, and whether they are being looked up again. */
  freshness?: ReadonlyMap<string, PriceFreshness> | undefined;
}

/** The articles of a wishlist; read-only when no handlers are given (a shared link). */
export function WishlistLines({ items, comparison, onQuantity, onRemove, freshness }: Props) {
  const { t } = useTranslation("wishlist");
  return (
    <ul
      className="divide-y divide-[var(--border)] rounded-xl border border-[var(--border)] bg-[var(--surface-raised)] print:hidden"
      data-testid="wishlist-lines"
    >
      {items.map((item) => (
        <li
          key={item.code}
          className="flex flex-wrap items-center gap-3 p-3"
          data-code={item.code}
          data-testid="wishlist-line"
        >
          {item.imageUrl ? (
            <img
              src={item.imageUrl}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="h-14 w-14 shrink-0 rounded-md bg-white object-contain"
            />
          ) : (
            <span
              aria-hidden="true"
              className="h-14 w-14 shrink-0 rounded-md bg-[var(--surface-muted)]"
            />
          )}
          <div className="min-w-0 flex-1 basis-40">
            <Link to={podiumPath(item.formattedCode)} className="font-semibold hover:underline">
              {item.name}
            </Link>
            <p className="text-sm text-[var(--text-muted)]">
              {item.typeName && (
                <>
                  <ProductTypeName typeName={item.typeName} />
                  {" · "}
                </>
              )}
              {item.formattedCode} {item.isDemo && <Badge>{t("sample")}</Badge>}
            </p>
            <LineFreshness freshness={freshness?.get(item.code)} />
          </div>
          {onQuantity ? (
            <fieldset
              className="ml-auto flex items-center gap-1"
              aria-label={t("quantityOf", { name: item.name })}
            >
              <IconButton
                outlined
                label={t("less", { name: item.name })}
                disabled={item.quantity <= QUANTITY_MIN}
                onClick={() => onQuantity(item.code, item.quantity - 1)}
              >
                <Minus size={14} aria-hidden="true" />
              </IconButton>
              <input
                type="number"
                inputMode="numeric"
                min={QUANTITY_MIN}
                max={QUANTITY_MAX}
                defaultValue={item.quantity}
                key={item.quantity}
                aria-label={t("quantity", { name: item.name })}
                onBlur={(event) => {
                  const value = Number(event.target.value);
                  if (
                    Number.isInteger(value) &&
                    value >= QUANTITY_MIN &&
                    value <= QUANTITY_MAX &&
                    value !== item.quantity
                  ) {
                    onQuantity(item.code, value);
                  } else event.target.value = String(item.quantity);
                }}
                onKeyDown={(event) => {
                  if (event.key === "Enter") event.currentTarget.blur();
                }}
                className="h-9 w-16 rounded-md border border-[var(--border)] bg-[var(--surface)] text-center tabular-nums"
              />
              <IconButton
                outlined
                label={t("more", { name: item.name })}
                disabled={item.quantity >= QUANTITY_MAX}
                onClick={() => onQuantity(item.code, item.quantity + 1)}
              >
                <Plus size={14} aria-hidden="true" />
              </IconButton>
            </fieldset>
          ) : (
            <span className="tabular-nums">× {item.quantity}</span>
          )}
          {onRemove && (
            <IconButton
              outlined
              label={t("remove", { name: item.name })}
              onClick={() => onRemove(item)}
            >
              <Trash2 size={16} aria-hidden="true" />
            </IconButton>
          )}
          {comparison && <LinePrices comparison={comparison} item={item} />}
        </li>
      ))}
    </ul>
  );
}

/** "Prix relevés il y a 5 heures" (the oldest of the article's prices), and a look-up running. */
function LineFreshness({ freshness }: { freshness: PriceFreshness | undefined }) {
  const { t, i18n } = useTranslation("wishlist");
  if (!freshness?.observedAt) return null;
  const lang = i18n.language;
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-xs text-[var(--text-muted)]">
      <time dateTime={freshness.observedAt} title={formatDate(freshness.observedAt, lang)}>
        {t("freshness.observed", { age: formatAge(freshness.observedAt, lang) })}
      </time>
      {freshness.refreshing && (
        <span className="inline-flex items-center gap-1" data-testid="line-refreshing">
          <RefreshCw aria-hidden="true" className="size-3 motion-safe:animate-spin" />
          {t("freshness.refreshing")}
        </span>
      )}
    </p>
  );
}

/**
 * The article's unit price in every compared country, home first, the cheapest marked: a list
 * that wraps, so that a page never scrolls sideways. On phones only home and the cheapest show
 * until the shopper asks for every country.
 */
function LinePrices({ comparison, item }: { comparison: BasketComparison; item: WishlistItem }) {
  const { t, i18n } = useTranslation("wishlist");
  const lang = i18n.language;
  const id = useId();
  const [open, setOpen] = useState(false);
  const article = comparison.prices.find((entry) => entry.code === item.code);
  const prices = article?.converted ?? {};
  const regular = article?.regular ?? {};
  const countries = comparison.comparison.countries.map((row) => row.country);
  const known = countries.flatMap((country) => prices[country] ?? []);
  const cheapest = known.length > 1 ? Math.min(...known) : null;
  const isKey = (country: string) =>
    country === comparison.home || (cheapest !== null && prices[country] === cheapest);
  const folded = countries.filter((country) => !isKey(country)).length;
  return (
    <div className="flex basis-full flex-col items-start gap-1.5">
      <ul
        id={id}
        aria-label={t("prices.of", { name: item.name })}
        className="flex flex-wrap gap-x-2 gap-y-1.5 text-sm"
        data-testid="line-prices"
      >
        {countries.map((country) => {
          const price = prices[country];
          const best = price !== undefined && price === cheapest;
          return (
            <li
              key={country}
              className={`${open || isKey(country) ? "inline-flex" : "hidden sm:inline-flex"} max-w-full flex-wrap items-center gap-x-1.5 rounded-2xl border px-2 py-0.5 text-sm tabular-nums ${best ? "border-success font-semibold" : "border-[var(--border)]"}`}
              data-country={country}
              data-cheapest={best || undefined}
            >
              <CountryFlag code={country} className="h-3 w-4" />
              <span className="sr-only">{countryLabel(country, lang)}</span>
              <span aria-hidden="true" className="text-xs text-[var(--text-muted)]">
                {country}
              </span>
              {price === undefined ? (
                <span className="text-[var(--text-muted)]">{t("prices.none")}</span>
              ) : (
                <ReducedPrice
                  amountMinor={price}
                  regularMinor={regular[country]}
                  currency={comparison.currency}
                />
              )}
              {best && <span className="text-success">{t("prices.cheapest")}</span>}
            </li>
          );
        })}
      </ul>
      {folded > 0 && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="rounded-full px-2 py-0.5 text-sm font-semibold text-brand underline-offset-2 hover:underline sm:hidden"
          data-testid="line-prices-toggle"
        >
          {open ? t("prices.fewer") : t("prices.all", { count: countries.length })}
        </button>
      )}
    </div>
  );
}
