import type { PlanDto, WishlistItem } from "@frontalier/shared/contracts/wishlist";
import { countryLabel } from "@frontalier/shared/countries";
import { formatMoney } from "@frontalier/shared/format-money";
import { MapPin } from "lucide-react";
import { useId } from "react";
import { Badge } from "../../../components/ui/badge";
import { CountryFlag } from "../../../components/ui/country-flag";
import { TrueCostLines } from "../../../components/ui/true-cost-lines";
import { useTranslation } from "../../../i18n/use-translation";
import { formatKm } from "../../../lib/format/km";
import type { BasketComparison } from "../api/comparison-api";
import { TripLines, type TripTicks } from "./trip-lines";

/**
 * "KALLAX, Étagère (802.758.87)" by code: what a shopper looks for in the store; `typeLabel` puts
 * the type in the shopper's language (useProductTypeLabel).
 */
export const articleLabels = (
  items: readonly Pick<WishlistItem, "code" | "name" | "typeName" | "formattedCode">[],
  typeLabel: (typeName: string | null) => string | null = (typeName) => typeName,
): ReadonlyMap<string, string> =>
  new Map(
    items.map((item) => {
      const type = typeLabel(item.typeName);
      return [item.code, `${item.name}${type ? `, ${type}` : ""} (${item.formattedCode})`];
    }),
  );

/** A plan's articles where they are bought there, in that country's currency. */
function localSubtotal(
  data: BasketComparison,
  plan: PlanDto,
  country: string,
): { amountMinor: number; currency: string } | null {
  let amountMinor = 0;
  let currency: string | null = null;
  for (const line of plan.lines) {
    if (line.country !== country) continue;
    const local = data.prices.find((entry) => entry.code === line.code)?.local[country];
    if (!local || (currency !== null && local.currency !== currency)) return null;
    currency = local.currency;
    amountMinor += line.quantity * local.amountMinor;
  }
  return currency === null ? null : { amountMinor, currency };
}

/**
 * Issue 19: a plan as one shopping list per trip (country, nearest store, articles with their
 * quantities, subtotal in the home and the local currency, the trip's cost), then the total and
 * the saving against buying everything at home. What the page prints.
 */
export function PlanTrips({
  data,
  plan,
  title,
  recommended,
  names,
  homeLabel,
  ticks,
}: {
  data: BasketComparison;
  plan: PlanDto;
  title: string;
  recommended: boolean;
  names: ReadonlyMap<string, string>;
  /** The badge on the home country's trip ("Your country"; the sharer's on a shared list). */
  homeLabel: string;
  /** The shopper's own list: each article can be ticked off in the store (decision 043). */
  ticks?: TripTicks | undefined;
}) {
  const { t, i18n } = useTranslation("wishlist");
  const lang = i18n.language;
  const id = useId();
  const money = (minor: number, currency = data.currency) => formatMoney(minor, currency, lang);
  const travelCounted = data.comparison.travelCounted;
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-[var(--border)] bg-[var(--surface-raised)] p-4"
      data-testid="plan-trips"
    >
      <h3 id={id} className="flex flex-wrap items-center gap-2 text-xl font-bold">
        {title}
        {recommended && <Badge tone="success">{t("compare.recommended")}</Badge>}
      </h3>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-[var(--text-muted)]">
          {t("compare.tripCount", { count: plan.stops.length })}
        </p>
        {ticks && (
          <button
            type="button"
            onClick={() => {
              if (window.confirm(t("ticks.clearConfirm"))) ticks.onClear();
            }}
            className="rounded-full px-2 py-1 text-sm font-semibold text-brand underline-offset-2 hover:underline print:hidden"
            data-testid="clear-ticks"
          >
            {t("ticks.clear")}
          </button>
        )}
      </div>
      {Object.keys(data.stores).length === 0 && (
        <p className="mt-1 text-sm text-[var(--text-muted)] print:hidden" data-testid="no-store">
          {t("compare.storeUnknown")}
        </p>
      )}
      <ol className="mt-4 flex flex-col gap-4">
        {plan.stops.map((stop, index) => {
          const store = data.stores[stop.country];
          const local = localSubtotal(data, plan, stop.country);
          const lines = plan.lines.filter((line) => line.country === stop.country);
          return (
            <li
              key={stop.country}
              className="break-inside-avoid rounded-lg border border-[var(--border)] p-3"
              data-testid="trip"
              data-country={stop.country}
            >
              <h4 className="flex flex-wrap items-center gap-2 font-semibold">
                <CountryFlag code={stop.country} />
                {t("compare.trip", { index: index + 1, country: countryLabel(stop.country, lang) })}
                {stop.country === data.home && <Badge tone="brand">{homeLabel}</Badge>}
              </h4>
              {store && (
                <p className="mt-1 flex items-center gap-1 text-sm text-[var(--text-muted)]">
                  <MapPin size={14} aria-hidden="true" />
                  {t("compare.nearestStore", {
                    store:
                      store.city && store.city !== store.name
                        ? `${store.name}, ${store.city}`
                        : store.name,
                    distance: formatKm(store.km, lang),
                  })}
                </p>
              )}
              <TripLines lines={lines} names={names} money={money} ticks={ticks} />
              <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 border-t border-[var(--border)] pt-2 text-sm">
                <dt className="font-semibold">{t("compare.subtotal")}</dt>
                <dd className="text-right font-semibold tabular-nums" data-testid="trip-subtotal">
                  {money(stop.itemsMinor)}
                </dd>
                {local && local.currency !== data.currency && (
                  <>
                    <dt className="text-[var(--text-muted)]">{t("compare.subtotalLocal")}</dt>
                    <dd
                      className="text-right tabular-nums text-[var(--text-muted)]"
                      data-testid="trip-subtotal-local"
                    >
                      {money(local.amountMinor, local.currency)}
                    </dd>
                  </>
                )}
                {travelCounted && (
                  <>
                    <dt className="text-[var(--text-muted)]">{t("compare.tripCost")}</dt>
                    <dd
                      className="text-right tabular-nums text-[var(--text-muted)]"
                      data-testid="trip-cost"
                    >
                      {money(stop.tripMinor)}
                    </dd>
                  </>
                )}
              </dl>
              {stop.days && <SplitDays days={stop.days} names={names} money={money} lang={lang} />}
              {stop.trueCost && (
                <TrueCostLines
                  cost={stop.trueCost}
                  currency={data.currency}
                  travellers={data.carryHome?.travellers ?? 1}
                />
              )}
            </li>
          );
        })}
      </ol>
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t-2 border-[var(--border)] pt-3">
        <dt>{t("compare.articles")}</dt>
        <dd className="text-right tabular-nums" data-testid="plan-items">
          {money(plan.itemsMinor)}
        </dd>
        {plan.trueCostMinor !== undefined && (
          <>
            <dt>{t("compare.trueCost")}</dt>
            <dd className="text-right tabular-nums" data-testid="plan-true-cost">
              {money(plan.trueCostMinor)}
            </dd>
          </>
        )}
        {travelCounted && (
          <>
            <dt>{t("compare.trips")}</dt>
            <dd className="text-right tabular-nums" data-testid="plan-travel">
              {money(plan.travelMinor)}
            </dd>
          </>
        )}
        <dt className="text-lg font-bold">
          {travelCounted ? t("compare.totalWithTravel") : t("compare.totalBeforeTravel")}
        </dt>
        <dd className="text-right text-lg font-bold tabular-nums" data-testid="plan-total">
          {money(plan.totalMinor)}
        </dd>
      </dl>
      {plan.saving && (
        <p
          className={`mt-2 font-semibold ${plan.saving.amountMinor > 0 ? "text-success" : "text-[var(--text-muted)]"}`}
          data-testid="plan-saving"
        >
          {plan.saving.amountMinor > 0
            ? t("compare.saving", {
                amount: money(plan.saving.amountMinor),
                percent: plan.saving.percent / 100,
              })
            : t("compare.noSaving")}
        </p>
      )}
    </section>
  );
}

/**
 * Issue 25: a country's purchases split across days (the shopper allows it and it is cheaper so):
 * each day its articles and its true cost (the stop's trip cost counts one trip a day).
 */
function SplitDays({
  days,
  names,
  money,
  lang,
}: {
  days: NonNullable<PlanDto["stops"][number]["days"]>;
  names: ReadonlyMap<string, string>;
  money: (minor: number) => string;
  lang: string;
}) {
  const { t } = useTranslation("wishlist");
  const list = new Intl.ListFormat(lang, { type: "unit" });
  return (
    <div className="mt-2 border-t border-[var(--border)] pt-2 text-sm" data-testid="split-days">
      <p className="font-semibold">{t("compare.splitDays", { count: days.length })}</p>
      <ol className="mt-1 flex flex-col gap-0.5">
        {days.map((day, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a day is its place in the split.
            key={index}
            className="flex flex-wrap items-baseline justify-between gap-x-3"
            data-testid="split-day"
          >
            <span className="min-w-0 flex-1 break-words">
              {t("compare.splitDay", {
                index: index + 1,
                articles: list.format(
                  day.lines.map(
                    (line) => `${line.quantity} × ${names.get(line.code) ?? line.code}`,
                  ),
                ),
              })}
            </span>
            <span className="tabular-nums" data-testid="split-day-total">
              {money(day.trueCost.totalMinor)}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
