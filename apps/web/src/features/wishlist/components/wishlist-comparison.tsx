import type { PlanChoiceDto, PlanDto } from "@frontalier/shared/contracts/wishlist";
import { countryLabel } from "@frontalier/shared/countries";
import { formatMoney } from "@frontalier/shared/format-money";
import { type ReactNode, useId, useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { CountryFlag } from "../../../components/ui/country-flag";
import { StaleRatesWarning } from "../../../components/ui/stale-rates-warning";
import { useTranslation } from "../../../i18n/use-translation";
import { formatDate } from "../../../lib/format/date";
import { formatPercent } from "../../../lib/format/percent";
import type { BasketComparison } from "../api/comparison-api";
import { type PlanSettings, PlanSettingsForm } from "./plan-settings";
import { PlanTrips } from "./plan-trips";
import type { TripTicks } from "./trip-lines";

const CHOICES: readonly PlanChoiceDto[] = ["bestSingle", "bestPlan", "cheapestSplit"];

/**
 * Brief §4, issue 19: where to buy the whole list. The plan to follow is shown as one shopping
 * list per trip; the other plans (best single country, best in k countries, cheapest split) stay
 * selectable and show their own lists. Then the list's total in each compared country.
 */
export function WishlistComparison({
  settings,
  data,
  error,
  names,
  countriesLink,
  shared = false,
  ticks,
}: {
  settings: PlanSettings;
  data: BasketComparison | undefined;
  error: Error | null;
  /** Article names by code, for the shopping lists. */
  names: ReadonlyMap<string, string>;
  /** "Compare other countries", where the shopper may change them. */
  countriesLink?: ReactNode;
  /** Someone else's list: their home is not called the visitor's. */
  shared?: boolean;
  /** The shopper's own list: its articles can be ticked off in the store (decision 043). */
  ticks?: TripTicks | undefined;
}) {
  const { t } = useTranslation("wishlist");
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-10" data-testid="comparison">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h2 id={id} className="text-2xl font-bold">
          {t("compare.title")}
        </h2>
        {countriesLink}
      </div>
      <PlanSettingsForm settings={settings} />
      {error && (
        <div className="mt-4">
          <Alert tone="error" title={t("compare.failed")}>
            {error.message}
          </Alert>
        </div>
      )}
      {data && (
        <Results
          data={data}
          names={names}
          homeLabel={shared ? t("compare.sharerHome") : t("compare.home")}
          ticks={ticks}
        />
      )}
    </section>
  );
}

function Results({
  data,
  names,
  homeLabel,
  ticks,
}: {
  data: BasketComparison;
  names: ReadonlyMap<string, string>;
  homeLabel: string;
  ticks: TripTicks | undefined;
}) {
  const { t, i18n } = useTranslation("wishlist");
  const lang = i18n.language;
  const { comparison } = data;
  const [picked, setPicked] = useState<PlanChoiceDto | null>(null);
  const money = (minor: number) => formatMoney(minor, data.currency, lang);
  const shown = picked && comparison[picked] ? picked : comparison.recommended;
  const plan = shown ? comparison[shown] : null;
  const title = (choice: PlanChoiceDto) =>
    choice === "bestPlan"
      ? t("compare.bestPlan", { count: comparison.maxCountries })
      : choice === "bestSingle"
        ? t("compare.bestSingle")
        : t("compare.split");
  return (
    <div className="mt-6 flex flex-col gap-6">
      <StaleRatesWarning rateDate={data.rates.date} />
      {data.carryHome && <CarriedNote travellers={data.carryHome.travellers} />}
      <fieldset className="print:hidden">
        <legend className="mb-2 text-sm font-medium text-[var(--text-muted)]">
          {t("compare.choose")}
        </legend>
        <div className="grid gap-3 md:grid-cols-3">
          {CHOICES.map((choice) => (
            <PlanCard
              key={choice}
              choice={choice}
              title={title(choice)}
              plan={comparison[choice]}
              money={money}
              lang={lang}
              recommended={choice === comparison.recommended}
              beforeTravel={choice === "cheapestSplit" && !comparison.travelCounted}
              selected={choice === shown}
              onSelect={() => setPicked(choice)}
            />
          ))}
        </div>
      </fieldset>
      {plan && shown && (
        <PlanTrips
          data={data}
          plan={plan}
          title={title(shown)}
          recommended={shown === comparison.recommended}
          names={names}
          homeLabel={homeLabel}
          ticks={ticks}
        />
      )}
      <CountryTotals data={data} money={money} lang={lang} homeLabel={homeLabel} />
    </div>
  );
}

function PlanCard({
  choice,
  title,
  plan,
  money,
  lang,
  recommended,
  beforeTravel,
  selected,
  onSelect,
}: {
  choice: PlanChoiceDto;
  title: string;
  plan: PlanDto | null;
  money: (minor: number) => string;
  lang: string;
  recommended: boolean;
  beforeTravel: boolean;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation("wishlist");
  const testId = {
    bestSingle: "best-single",
    bestPlan: "best-plan",
    cheapestSplit: "cheapest-split",
  }[choice];
  const body = plan ? (
    <>
      <span className="mt-1 block text-2xl font-bold tabular-nums" data-testid={`${testId}-total`}>
        {money(plan.totalMinor)}
      </span>
      <span className="block text-sm text-[var(--text-muted)]">
        {plan.stops.map((stop) => countryLabel(stop.country, lang)).join(" + ")}
        {plan.travelMinor > 0 &&
          ` · ${t("compare.travelCost", { amount: money(plan.travelMinor) })}`}
      </span>
      {plan.saving && (
        <span
          className={`mt-1 block text-sm font-semibold ${plan.saving.amountMinor > 0 ? "text-success" : "text-[var(--text-muted)]"}`}
          data-testid={`${testId}-saving`}
        >
          {plan.saving.amountMinor > 0
            ? t("compare.saving", {
                amount: money(plan.saving.amountMinor),
                percent: plan.saving.percent / 100,
              })
            : t("compare.noSaving")}
        </span>
      )}
    </>
  ) : (
    <span className="mt-2 block text-sm text-[var(--text-muted)]">{t("compare.noPlan")}</span>
  );
  return (
    <button
      type="button"
      aria-pressed={selected}
      disabled={!plan}
      onClick={onSelect}
      className={`rounded-xl border p-4 text-left transition-colors hover:bg-[var(--surface-muted)] disabled:cursor-default disabled:hover:bg-transparent ${selected ? "border-2 border-brand bg-brand-soft/40" : "border-[var(--border)]"}`}
      data-testid={testId}
      data-recommended={recommended || undefined}
    >
      <span className="flex flex-wrap items-center gap-2 font-semibold">
        {title}
        {recommended && <Badge tone="success">{t("compare.recommended")}</Badge>}
      </span>
      {beforeTravel && (
        <span className="block text-xs font-medium text-[var(--text-muted)]">
          {t("compare.beforeTravel")}
        </span>
      )}
      {body}
    </button>
  );
}

function CountryTotals({
  data,
  money,
  lang,
  homeLabel,
}: {
  data: BasketComparison;
  money: (minor: number) => string;
  lang: string;
  homeLabel: string;
}) {
  const { t } = useTranslation("wishlist");
  const { comparison, home } = data;
  const homeTotal = comparison.home.totalMinor;
  // Carried home (issue 25): each country's true cost, the shelf price at home.
  const totalOf = (row: (typeof comparison.countries)[number]) =>
    row.trueCostMinor ?? row.totalMinor;
  return (
    <div className="overflow-x-auto print:hidden">
      <table className="w-full text-sm" data-testid="country-totals">
        <caption className="mb-2 text-left text-[var(--text-muted)]">
          {t("compare.caption", {
            currency: data.currency,
            date: formatDate(data.rates.date, lang),
          })}
        </caption>
        <thead>
          <tr className="border-b border-[var(--border)] text-left">
            <th scope="col" className="py-2 pr-1.5 sm:pr-3">
              {t("compare.country")}
            </th>
            <th scope="col" className="px-1.5 py-2 text-right hyphens-auto sm:px-3">
              {data.carryHome ? t("compare.trueCostTotal") : t("compare.total")}
            </th>
            <th scope="col" className="px-1.5 py-2 text-right hyphens-auto sm:px-3">
              {t("compare.vsHome")}
            </th>
            <th scope="col" className="hidden py-2 pl-3 sm:table-cell">
              {t("compare.missing")}
            </th>
          </tr>
        </thead>
        <tbody>
          {comparison.countries.map((row) => (
            <tr
              key={row.country}
              className="border-b border-[var(--border)]"
              data-country={row.country}
            >
              <th scope="row" className="py-2 text-left font-medium">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="inline-flex items-center gap-2">
                    <CountryFlag code={row.country} /> {countryLabel(row.country, lang)}
                  </span>
                  {row.country === home && <Badge tone="brand">{homeLabel}</Badge>}
                </span>
              </th>
              <td className="px-1.5 py-2 text-right sm:px-3 tabular-nums">
                {totalOf(row) !== null ? (
                  money(totalOf(row)!)
                ) : (
                  <span className="text-[var(--text-muted)]">{money(row.pricedMinor)}*</span>
                )}
                {/* On a phone the missing count goes under the total: the table fits the screen. */}
                {row.missing.length > 0 && (
                  <span className="block text-xs text-[var(--text-muted)] sm:hidden">
                    {t("compare.missingCount", { count: row.missing.length })}
                  </span>
                )}
              </td>
              <td className="px-1.5 py-2 text-right sm:px-3 tabular-nums">
                {totalOf(row) !== null &&
                homeTotal !== null &&
                homeTotal > 0 &&
                row.country !== home
                  ? formatPercent(((totalOf(row)! - homeTotal) / homeTotal) * 100, lang)
                  : ""}
              </td>
              <td className="hidden py-2 pl-3 text-[var(--text-muted)] sm:table-cell">
                {row.missing.length ? t("compare.missingCount", { count: row.missing.length }) : ""}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {comparison.unavailable.length > 0 && (
        <p className="mt-2 text-sm text-[var(--text-muted)]">
          {t("compare.unavailable", { codes: comparison.unavailable.join(", ") })}
        </p>
      )}
    </div>
  );
}

/** Issue 25: the plans are in true costs for a shopper carrying purchases home. */
function CarriedNote({ travellers }: { travellers: number }) {
  const { t } = useTranslation("wishlist");
  return (
    <p className="text-sm text-[var(--text-muted)]" data-testid="carried-note">
      {t("compare.carried", { count: travellers })}
    </p>
  );
}
