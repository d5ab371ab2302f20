import type { CountryLows } from "@frontalier/shared/contracts/price-lows";
import { LONG_LOW_DAYS, REFERENCE_DAYS } from "@frontalier/shared/price-lows/price-lows";
import { BadgeCheck, TrendingDown, TriangleAlert } from "lucide-react";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { formatPercent } from "../../../lib/format/percent";

/**
 * The badges of one country's price (issue 25, Directive 98/6/EC art. 6a): words, with an icon
 * beside them, never a colour alone. Shown only beside the price they were computed for: a price
 * the podium has newer than the observations gets none.
 */
export function PriceLowBadges({
  lows,
  priceMinor,
  className,
}: {
  lows: CountryLows | undefined;
  /** The price the podium shows, in the country's currency. */
  priceMinor: number | undefined;
  className?: string;
}) {
  const { t, i18n } = useTranslation("catalogue");
  if (!lows || lows.priceMinor !== priceMinor || lows.badges.length === 0) return null;
  const chip =
    "inline-flex max-w-full items-start gap-1 rounded-lg px-2 py-0.5 text-xs font-semibold";
  return (
    <ul className={cn("flex flex-wrap gap-1", className)} data-testid="price-low-badges">
      {lows.badges.includes("lowest90") && (
        <li className={`${chip} bg-[var(--surface-muted)] text-success`} data-badge="lowest90">
          <BadgeCheck size={14} aria-hidden="true" className="mt-px shrink-0" />
          <span>{t("lows.lowest", { count: LONG_LOW_DAYS })}</span>
        </li>
      )}
      {lows.badges.includes("belowLow30") && lows.belowLow30Percent !== undefined && (
        <li className={`${chip} bg-[var(--surface-muted)] text-success`} data-badge="belowLow30">
          <TrendingDown size={14} aria-hidden="true" className="mt-px shrink-0" />
          <span>
            {t("lows.belowReference", {
              count: REFERENCE_DAYS,
              percent: formatPercent(-lows.belowLow30Percent, i18n.language),
            })}
          </span>
        </li>
      )}
      {lows.badges.includes("notBelowLow30") && (
        <li
          className={`${chip} border border-current bg-[var(--surface-raised)] text-warning`}
          data-badge="notBelowLow30"
        >
          <TriangleAlert size={14} aria-hidden="true" className="mt-px shrink-0" />
          <span>{t("lows.notBelowReference", { count: REFERENCE_DAYS })}</span>
        </li>
      )}
    </ul>
  );
}
