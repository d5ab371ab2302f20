import type { PodiumEntryDto } from "@frontalier/shared/contracts/podium";
import type { CountryLows } from "@frontalier/shared/contracts/price-lows";
import { countryLabel } from "@frontalier/shared/countries";
import { formatSignedMoney } from "@frontalier/shared/format-money";
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
 * Every compared country, cheapest first, the home country marked, the unpriced ones last: the
 * wide screens' view (from the md breakpoint; `RankingCards` below it).
 */
export function RankingTable({
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
    <div className="hidden overflow-x-auto rounded-2xl border border-[var(--border)] md:block">
      <table
        className="w-full min-w-[36rem] border-collapse text-left text-sm"
        data-testid="ranking"
      >
        <caption className="sr-only">{t("ranking.caption")}</caption>
        <thead className="bg-[var(--surface-muted)] text-xs uppercase tracking-wide text-[var(--text-muted)]">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t("ranking.rank")}
            </th>
            <th scope="col" className="px-3 py-2">
              {t("ranking.country")}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t("ranking.price")}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t("ranking.vsHome")}
            </th>
            <th scope="col" className="px-3 py-2">
              {t("observedAge.column")}
            </th>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">{t("ranking.link")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr
              key={entry.country}
              data-country={entry.country}
              className={cn("border-t border-[var(--border)]", entry.isHome && "bg-brand-soft")}
            >
              <td className="px-3 py-3 font-bold">{entry.rank ?? "–"}</td>
              <th scope="row" className="px-3 py-3 font-semibold">
                <span className="flex items-center gap-2">
                  <CountryFlag code={entry.country} />
                  {countryLabel(entry.country, lang)}
                  {entry.isHome && (
                    <span className="inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-brand px-2 py-0.5 text-xs text-white dark:text-[#0b1220]">
                      <House size={12} aria-hidden="true" />
                      {t("ranking.home")}
                    </span>
                  )}
                </span>
                <PriceLowBadges
                  className="mt-1 max-w-xs font-normal"
                  lows={lows?.get(entry.country)}
                  priceMinor={shelfMinorOf(entry)}
                />
              </th>
              <td className="px-3 py-3 text-right">
                {entry.converted ? (
                  <>
                    <ReducedPrice
                      className="block font-bold"
                      amountMinor={entry.converted.amountMinor}
                      regularMinor={regularAtSameRate(
                        entry.regular?.amountMinor,
                        entry.local?.amountMinor ?? 0,
                        entry.converted.amountMinor,
                      )}
                      currency={entry.converted.currency}
                    />
                    {entry.local && entry.local.currency !== entry.converted.currency && (
                      <ReducedPrice
                        className="block text-xs text-[var(--text-muted)]"
                        amountMinor={entry.local.amountMinor}
                        regularMinor={entry.regular?.amountMinor}
                        currency={entry.local.currency}
                      />
                    )}
                    <MemberPriceLine entry={entry} />
                    {entry.trueCost && (
                      <TrueCostLines
                        cost={entry.trueCost}
                        currency={entry.converted.currency}
                        travellers={travellers}
                      />
                    )}
                  </>
                ) : (
                  <span className="text-[var(--text-muted)]">
                    {t(`reason.${entry.reason ?? "unknown"}`)}
                  </span>
                )}
              </td>
              <td className="px-3 py-3 text-right">
                {entry.vsHome ? (
                  <span
                    className={cn(
                      "font-semibold",
                      entry.vsHome.amountMinor < 0
                        ? "text-success"
                        : entry.vsHome.amountMinor > 0
                          ? "text-danger"
                          : "",
                    )}
                  >
                    {formatSignedMoney(entry.vsHome.amountMinor, entry.converted!.currency, lang)}
                    <span className="block text-xs">
                      {formatPercent(entry.vsHome.percent, lang)}
                    </span>
                  </span>
                ) : (
                  <span className="text-[var(--text-muted)]">–</span>
                )}
              </td>
              <td className="px-3 py-3 text-[var(--text-muted)]">
                <ObservedAge
                  observedAt={entry.observedAt}
                  refreshing={pending.includes(entry.country)}
                />
              </td>
              <td className="whitespace-nowrap px-3 py-3">
                <RetailerAnchor entry={entry} code={code} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
