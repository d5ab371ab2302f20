import type { PodiumEntryDto } from "@frontalier/shared/contracts/podium";
import { countryLabel } from "@frontalier/shared/countries";
import { House } from "lucide-react";
import { CountryFlag } from "../../../components/ui/country-flag";
import { ReducedPrice, regularAtSameRate } from "../../../components/ui/reduced-price";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";

/** The three cheapest, second on the left and third on the right, as on a real podium. */
const places = [2, 1, 3] as const;

/** A step's look follows the rank: countries at the same price share it. */
const medals = {
  1: { height: "h-32", tone: "bg-badge text-[#111]", label: "gold" },
  2: { height: "h-24", tone: "bg-[#c9ced6] text-[#111]", label: "silver" },
  3: { height: "h-16", tone: "bg-[#d9a066] text-[#111]", label: "bronze" },
} as const;

/**
 * Gold, silver and bronze: the three cheapest countries (brief §4). Two countries at the same
 * price share a rank, so they stand on steps of the same height and are both read as first. The
 * home country is marked on its step.
 */
export function PodiumSteps({ entries }: { entries: PodiumEntryDto[] }) {
  const { t, i18n } = useTranslation("catalogue");
  const ranked = entries.filter((entry) => entry.rank !== null).slice(0, 3);
  if (ranked.length === 0) return null;
  return (
    <ol
      aria-label={t("podium.topThree")}
      className="grid grid-cols-3 items-end gap-2 sm:gap-4"
      data-testid="podium-steps"
    >
      {places.map((place) => {
        const entry = ranked[place - 1];
        if (!entry) return <li key={place} aria-hidden="true" />;
        // The first three entries rank 1 to 3 (a tie lowers a rank, never raises it).
        const { height, tone, label } = medals[(entry.rank ?? place) as 1 | 2 | 3];
        return (
          <li
            key={place}
            className={cn(
              "flex min-w-0 flex-col items-center gap-2 text-center",
              place === 1 ? "order-2" : place === 2 ? "order-1" : "order-3",
            )}
          >
            <CountryFlag code={entry.country} className="h-6 w-8" />
            <span className="max-w-full break-words text-sm font-semibold">
              {countryLabel(entry.country, i18n.language)}
            </span>
            {entry.isHome && (
              <span
                className="inline-flex items-center gap-1 rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-white dark:text-[#0b1220]"
                data-testid="podium-home"
              >
                <House size={12} aria-hidden="true" />
                {t("podium.homeMark")}
              </span>
            )}
            <ReducedPrice
              className="max-w-full text-sm font-extrabold [overflow-wrap:anywhere] min-[400px]:text-lg sm:text-2xl"
              regularClassName="block mr-0"
              // Carried home (issue 25), the step shows the true cost the podium is ranked by.
              amountMinor={entry.trueCost?.totalMinor ?? entry.converted!.amountMinor}
              regularMinor={
                entry.trueCost
                  ? undefined
                  : regularAtSameRate(
                      entry.regular?.amountMinor,
                      entry.local?.amountMinor ?? 0,
                      entry.converted!.amountMinor,
                    )
              }
              currency={entry.converted!.currency}
            />
            <div
              className={cn(
                "flex w-full items-start justify-center rounded-t-xl pt-2 text-2xl font-black",
                height,
                tone,
              )}
            >
              <span className="sr-only">{t(`podium.${label}`)}</span>
              <span aria-hidden="true">{entry.rank}</span>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
