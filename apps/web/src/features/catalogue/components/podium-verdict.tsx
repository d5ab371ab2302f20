import type { PodiumEntryDto } from "@frontalier/shared/contracts/podium";
import { formatMoney } from "@frontalier/shared/format-money";
import { podiumVerdict, type PodiumVerdict as Verdict } from "@frontalier/shared/podium-verdict";
import { BadgeCheck, Hourglass, House, PiggyBank, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/use-translation";
import { whereAll, whereIn } from "../lib/where-in";

const savingFormats = new Map<string, Intl.NumberFormat>();

/**
 * A saving as a whole number of percent when it is one, else to one decimal: "36 %", "4,5 %".
 * One formatter per language: building one costs a long task on a slow phone (issue 19).
 */
function formatSaving(percent: number, language: string): string {
  let format = savingFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 1 });
    savingFormats.set(language, format);
  }
  return format.format(percent / 100);
}

/**
 * The podium's answer in one sentence with its figures (issue 19): where to buy it and how much
 * that saves against home, or that home is the cheapest; the details underneath.
 */
export function PodiumVerdict({ entries }: { entries: PodiumEntryDto[] }) {
  const { t, i18n } = useTranslation("catalogue");
  const lang = i18n.language;
  const verdict = podiumVerdict(entries);
  const money = (amountMinor: number, currency: string) => formatMoney(amountMinor, currency, lang);
  const where = (code: string) => whereIn(t, code, lang);
  const tied = (v: { tiedWith: string[] }) =>
    v.tiedWith.length > 0 ? t("verdict.tied", { where: whereAll(t, v.tiedWith, lang) }) : null;
  const { icon, headline, details } = ((
    v: Verdict,
  ): {
    icon: ReactNode;
    headline: string;
    details: (string | null)[];
  } => {
    switch (v.kind) {
      case "save":
        return {
          icon: <PiggyBank size={28} aria-hidden="true" />,
          headline: t("verdict.save", {
            amount: money(v.amountMinor, v.currency),
            percent: formatSaving(v.percent, lang),
            where: where(v.country),
          }),
          details: [
            t("verdict.instead", {
              price: money(v.priceMinor, v.currency),
              where: where(v.country),
              homePrice: money(v.homePriceMinor, v.currency),
              homeWhere: where(v.home),
            }),
            tied(v),
          ],
        };
      case "home":
        return {
          icon: <House size={28} aria-hidden="true" />,
          headline: t("verdict.home", { where: where(v.home) }),
          details: [t("verdict.homePrice", { price: money(v.amountMinor, v.currency) }), tied(v)],
        };
      case "noHomePrice":
        return {
          icon: <BadgeCheck size={28} aria-hidden="true" />,
          headline: t("verdict.cheapest", {
            amount: money(v.amountMinor, v.currency),
            where: where(v.country),
          }),
          details: [v.home ? t("verdict.noHomePrice", { where: where(v.home) }) : null, tied(v)],
        };
      case "onlyOne":
        return {
          icon: <BadgeCheck size={28} aria-hidden="true" />,
          headline: t(v.isHome ? "verdict.onlyHome" : "verdict.onlyOne", {
            amount: money(v.amountMinor, v.currency),
            where: where(v.country),
          }),
          details: [],
        };
      case "pending":
        return {
          icon: <Hourglass size={28} aria-hidden="true" />,
          headline: t("verdict.pending"),
          details: [],
        };
      case "none":
        return {
          icon: <SearchX size={28} aria-hidden="true" />,
          headline: t("verdict.none"),
          details: [],
        };
    }
  })(verdict);
  return (
    <div
      className="flex items-start gap-3 rounded-2xl border border-[var(--border)] bg-brand-soft p-4 sm:p-5"
      data-testid="podium-verdict"
      data-verdict={verdict.kind}
      aria-live="polite"
    >
      <span className="mt-0.5 shrink-0 text-brand">{icon}</span>
      <div className="min-w-0 space-y-1">
        <p
          className="text-xl font-extrabold leading-snug sm:text-2xl"
          data-testid="verdict-headline"
        >
          {headline}
        </p>
        {details.filter(Boolean).map((detail) => (
          <p key={detail} className="text-sm text-[var(--text-muted)]">
            {detail}
          </p>
        ))}
      </div>
    </div>
  );
}
