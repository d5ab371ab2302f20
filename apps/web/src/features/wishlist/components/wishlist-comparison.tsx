import type { ComparisonResponse, PlanDto } from "@frontalier/shared/contracts/wishlist";
import { countryLabel, findCountry } from "@frontalier/shared/countries";
import { formatMoney } from "@frontalier/shared/format-money";
import { toMinorUnits } from "@frontalier/shared/money";
import { LocateFixed } from "lucide-react";
import { useId, useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { CountryFlag } from "../../../components/ui/country-flag";
import { useTranslation } from "../../../i18n/use-translation";
import { formatDate } from "../../../lib/format/date";
import { formatPercent } from "../../../lib/format/percent";
import {
  readShopperPosition,
  type ShopperPosition,
  saveShopperPosition,
} from "../../../lib/shopper-position";
import { useComparison } from "../api/comparison-api";

type Travel = "none" | "fixed" | "distance";

/**
 * Brief §4: the basket's total in each compared country, the best single country, the cheapest
 * split, and the best plan in at most k countries with the cost of the trips; every plan with its
 * saving against buying everything at home.
 */
export function WishlistComparison({ iBasket, home }: { iBasket: number; home: string }) {
  const { t, i18n } = useTranslation("wishlist");
  const lang = i18n.language;
  const id = useId();
  const currency = findCountry(home)?.currency ?? "EUR";
  const [k, setK] = useState(2);
  const [travel, setTravel] = useState<Travel>("none");
  const [perTrip, setPerTrip] = useState("40");
  const [perKm, setPerKm] = useState("0.25");
  // The place the shopper gave on the map (a town or their position), kept in this browser.
  const [position, setPosition] = useState<ShopperPosition | null>(readShopperPosition);
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);
  const comparison = useComparison({
    iBasket,
    k,
    travel: travel === "distance" && !position ? "none" : travel,
    perTrip: Math.max(0, toMinorUnits(Number(perTrip) || 0, currency)),
    perKm: Math.max(0, toMinorUnits(Number(perKm) || 0, currency)),
    ...(position ? { lat: position.lat, lon: position.lon } : {}),
  });

  const locate = () => {
    setLocating(true);
    setLocateError(null);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        const here = { lat: pos.coords.latitude, lon: pos.coords.longitude, label: null };
        saveShopperPosition(here);
        setPosition(here);
        setLocating(false);
      },
      () => {
        setLocateError(t("compare.locateFailed"));
        setLocating(false);
      },
      { maximumAge: 600_000, timeout: 10_000 },
    );
  };

  const data = comparison.data;
  const money = (minor: number) => (data ? formatMoney(minor, data.currency, lang) : "");
  return (
    <section aria-labelledby={id} className="mt-10" data-testid="comparison">
      <h2 id={id} className="text-2xl font-bold">
        {t("compare.title")}
      </h2>
      <form
        className="mt-4 grid gap-4 rounded-xl border border-[var(--border)] p-4 sm:grid-cols-3 print:hidden"
        onSubmit={(e) => e.preventDefault()}
      >
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("compare.k")}
          <select
            value={k}
            onChange={(e) => setK(Number(e.target.value))}
            className="h-10 rounded-md border border-[var(--border)] bg-[var(--surface)] px-2"
            data-testid="plan-k"
          >
            {[1, 2, 3, 4].map((n) => (
              <option key={n} value={n}>
                {t("compare.kOption", { count: n })}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("compare.travel")}
          <select
            value={travel}
            onChange={(e) => setTravel(e.target.value as Travel)}
            className="h-10 rounded-md border border-[var(--border)] bg-[var(--surface)] px-2"
            data-testid="travel-mode"
          >
            <option value="none">{t("compare.travelNone")}</option>
            <option value="fixed">{t("compare.travelFixed")}</option>
            <option value="distance">{t("compare.travelDistance")}</option>
          </select>
        </label>
        {travel === "fixed" && (
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t("compare.perTrip", { currency: currency })}
            <input
              type="number"
              min={0}
              step={1}
              value={perTrip}
              onChange={(e) => setPerTrip(e.target.value)}
              className="h-10 rounded-md border border-[var(--border)] bg-[var(--surface)] px-2"
              data-testid="per-trip"
            />
          </label>
        )}
        {travel === "distance" && (
          <div className="flex flex-col gap-2 text-sm">
            <label className="flex flex-col gap-1 font-medium">
              {t("compare.perKm", { currency: currency })}
              <input
                type="number"
                min={0}
                step={0.01}
                value={perKm}
                onChange={(e) => setPerKm(e.target.value)}
                className="h-10 rounded-md border border-[var(--border)] bg-[var(--surface)] px-2"
              />
            </label>
            <Button type="button" variant="secondary" size="sm" loading={locating} onClick={locate}>
              <LocateFixed size={14} aria-hidden="true" />{" "}
              {position ? (position.label ?? t("compare.located")) : t("compare.locate")}
            </Button>
            {locateError && <p className="text-danger">{locateError}</p>}
          </div>
        )}
      </form>

      {comparison.error && (
        <div className="mt-4">
          <Alert tone="error" title={t("compare.failed")}>
            {comparison.error.message}
          </Alert>
        </div>
      )}
      {data && <Results data={data} home={home} money={money} lang={lang} />}
    </section>
  );
}

function Results({
  data,
  home,
  money,
  lang,
}: {
  data: ComparisonResponse;
  home: string;
  money: (minor: number) => string;
  lang: string;
}) {
  const { t } = useTranslation("wishlist");
  const { comparison } = data;
  const name = (code: string) => countryLabel(code, lang);
  const homeTotal = comparison.home.totalMinor;
  return (
    <div className="mt-6 flex flex-col gap-6">
      <div className="grid gap-4 md:grid-cols-3">
        <PlanCard
          title={t("compare.bestSingle")}
          plan={comparison.bestSingle}
          money={money}
          name={name}
          testId="best-single"
        />
        <PlanCard
          title={t("compare.split")}
          plan={comparison.cheapestSplit}
          money={money}
          name={name}
          testId="cheapest-split"
        />
        <PlanCard
          title={t("compare.bestPlan", { count: comparison.maxCountries })}
          plan={comparison.bestPlan}
          money={money}
          name={name}
          testId="best-plan"
          highlight
        />
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="country-totals">
          <caption className="mb-2 text-left text-[var(--text-muted)]">
            {t("compare.caption", {
              currency: data.currency,
              date: formatDate(data.rates.date, lang),
            })}
          </caption>
          <thead>
            <tr className="border-b border-[var(--border)] text-left">
              <th scope="col" className="py-2 pr-3">
                {t("compare.country")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("compare.total")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("compare.vsHome")}
              </th>
              <th scope="col" className="py-2 pl-3">
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
                  <span className="inline-flex items-center gap-2">
                    <CountryFlag code={row.country} /> {name(row.country)}
                    {row.country === home && <Badge tone="brand">{t("compare.home")}</Badge>}
                  </span>
                </th>
                <td className="px-3 py-2 text-right tabular-nums">
                  {row.totalMinor !== null ? (
                    money(row.totalMinor)
                  ) : (
                    <span className="text-[var(--text-muted)]">{money(row.pricedMinor)}*</span>
                  )}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {row.totalMinor !== null &&
                  homeTotal !== null &&
                  homeTotal > 0 &&
                  row.country !== home
                    ? formatPercent(((row.totalMinor - homeTotal) / homeTotal) * 100, lang)
                    : ""}
                </td>
                <td className="py-2 pl-3 text-[var(--text-muted)]">
                  {row.missing.length
                    ? t("compare.missingCount", { count: row.missing.length })
                    : ""}
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
    </div>
  );
}

/** 9.5 → "9,5" in French: the number only, the sign and % are in the sentence. */
const percentText = (percent: number) =>
  new Intl.NumberFormat(document.documentElement.lang || undefined, {
    maximumFractionDigits: 1,
  }).format(percent);

function PlanCard({
  title,
  plan,
  money,
  name,
  testId,
  highlight = false,
}: {
  title: string;
  plan: PlanDto | null;
  money: (minor: number) => string;
  name: (code: string) => string;
  testId: string;
  highlight?: boolean;
}) {
  const { t } = useTranslation("wishlist");
  return (
    <article
      className={`rounded-xl border p-4 ${highlight ? "border-brand" : "border-[var(--border)]"}`}
      data-testid={testId}
    >
      <h3 className="font-semibold">{title}</h3>
      {plan ? (
        <>
          <p className="mt-2 text-2xl font-bold tabular-nums">{money(plan.totalMinor)}</p>
          <p className="text-sm text-[var(--text-muted)]">
            {plan.stops.map((stop) => name(stop.country)).join(" + ")}
            {plan.travelMinor > 0 &&
              ` · ${t("compare.travelCost", { amount: money(plan.travelMinor) })}`}
          </p>
          {plan.saving && (
            <p
              className={`mt-1 text-sm font-semibold ${plan.saving.amountMinor > 0 ? "text-success" : "text-[var(--text-muted)]"}`}
              data-testid={`${testId}-saving`}
            >
              {plan.saving.amountMinor > 0
                ? t("compare.saving", {
                    amount: money(plan.saving.amountMinor),
                    percent: percentText(plan.saving.percent),
                  })
                : t("compare.noSaving")}
            </p>
          )}
        </>
      ) : (
        <p className="mt-2 text-sm text-[var(--text-muted)]">{t("compare.noPlan")}</p>
      )}
    </article>
  );
}
