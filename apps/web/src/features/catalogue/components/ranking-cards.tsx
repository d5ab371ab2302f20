import type { PodiumEntryDto } from "@frontalier/shared/contracts/podium";
import type { CountryLows } from "@frontalier/shared/contracts/price-lows";
import { countryLabel } from "@frontalier/shared/countries";
import { formatMoney } from "@frontalier/shared/format-money";
import { House } from "lucide-react";
import { CountryFlag } from "../../../components/ui/country-flag";
import { ReducedPrice, regularAtSameRate } from "../../../components/ui/reduced-price";
import { TrueCostLines } from "../../../components/ui/true-cost-lines";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { formatPercent } from "../../../lib/format/percent";
import { MemberPriceLine, shelfMinorOf } from "./member-price-line";
import { ObservedAge } from "./observed-age";
import { PriceLowBadges } from "./price-low-badges";
import { RetailerAnchor } from "./retailer-anchor";

/**
 * The ranking on a phone (below the md breakpoint): one card per country with everything the
 * table's row says, so that nothing is off-screen at 320 px.
 */
export function RankingCards({
  entries,
  code,
  pending = [],
  travellers = 1,
  lows,
}: {
  entries: PodiumEntryDto[];
  code: string;
  /** Countries being looked up again at the retailer now. */
  pending?: readonly string[];
  /** People carrying the purchases home together, when entries have a true cost (issue 25). */
  travellers?: number;
  /** Per country, the lows before its price and its badges (issue 25), once known. */
  lows?: ReadonlyMap<string, CountryLows> | undefined;
}) {
  const { t, i18n } = useTranslation("catalogue");
  const lang = i18n.language;
  return (
    <ol
      aria-label={t("ranking.caption")}
      className="space-y-3 md:hidden"
      data-testid="ranking-cards"
    >
      {entries.map((entry) => (
        <li
          key={entry.country}
          data-country={entry.country}
          className={cn(
            "rounded-2xl border border-[var(--border)] p-4",
            entry.isHome ? "bg-brand-soft" : "bg-[var(--surface-raised)]",
          )}
        >
          <div className="flex items-start gap-3">
            <span
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-[var(--surface-muted)] text-sm font-black"
              aria-hidden={entry.rank === null || undefined}
            >
              {entry.rank === null ? (
                "–"
              ) : (
                <>
                  <span className="sr-only">{t("card.rank", { rank: entry.rank })}</span>
                  <span aria-hidden="true">{entry.rank}</span>
                </>
              )}
            </span>
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <p className="flex min-w-0 items-center gap-2 font-semibold">
                  <CountryFlag code={entry.country} />
                  <span className="break-words">{countryLabel(entry.country, lang)}</span>
                  {entry.isHome && (
                    <span className="inline-flex items-center gap-1 rounded-full bg-brand px-2 py-0.5 text-xs text-white dark:text-[#0b1220]">
                      <House size={12} aria-hidden="true" />
                      {t("ranking.home")}
                    </span>
                  )}
                </p>
                {entry.converted ? (
                  <p className="text-lg font-extrabold">
                    <ReducedPrice
                      amountMinor={entry.converted.amountMinor}
                      regularMinor={regularAtSameRate(
                        entry.regular?.amountMinor,
                        entry.local?.amountMinor ?? 0,
                        entry.converted.amountMinor,
                      )}
                      currency={entry.converted.currency}
                    />
                  </p>
                ) : (
                  <p className="text-sm text-[var(--text-muted)]">
                    {t(`reason.${entry.reason ?? "unknown"}`)}
                  </p>
                )}
              </div>
              {entry.vsHome && entry.converted && (
                <p
                  className={cn(
                    "text-sm font-semibold",
                    entry.vsHome.amountMinor < 0
                      ? "text-success"
                      : entry.vsHome.amountMinor > 0
                        ? "text-danger"
                        : "",
                  )}
                >
                  {entry.vsHome.amountMinor === 0
                    ? t("card.same")
                    : t(entry.vsHome.amountMinor < 0 ? "card.cheaper" : "card.dearer", {
                        amount: formatMoney(
                          Math.abs(entry.vsHome.amountMinor),
                          entry.converted.currency,
                          lang,
                        ),
                        percent: formatPercent(entry.vsHome.percent, lang),
                      })}
                </p>
              )}
              <PriceLowBadges lows={lows?.get(entry.country)} priceMinor={shelfMinorOf(entry)} />
              {entry.local &&
                entry.converted &&
                entry.local.currency !== entry.converted.currency && (
                  <p className="text-sm text-[var(--text-muted)]">
                    {t("card.local", {
                      price: formatMoney(entry.local.amountMinor, entry.local.currency, lang),
                    })}
                  </p>
                )}
              <MemberPriceLine entry={entry} />
              {entry.trueCost && entry.converted && (
                <TrueCostLines
                  cost={entry.trueCost}
                  currency={entry.converted.currency}
                  travellers={travellers}
                />
              )}
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
                {entry.observedAt && (
                  <span className="text-[var(--text-muted)]">
                    <ObservedAge
                      observedAt={entry.observedAt}
                      refreshing={pending.includes(entry.country)}
                      label={(age) => t("observedAge.card", { age })}
                    />
                  </span>
                )}
                <RetailerAnchor entry={entry} code={code} />
              </div>
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
