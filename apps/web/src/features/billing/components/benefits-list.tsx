import { premiumTextValues } from "@frontalier/shared/premium-text-values";
import { Check } from "lucide-react";
import { useTranslation } from "../../../i18n/use-translation";

const benefits = ["alerts", "history", "baskets", "pdf"] as const;

/** Brief §4: what premium unlocks. */
export function BenefitsList() {
  const { t } = useTranslation("billing");
  return (
    <ul className="space-y-2 text-sm">
      {benefits.map((benefit) => (
        <li key={benefit} className="flex items-start gap-2">
          <Check size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-success" />
          {t(`benefits.${benefit}`, premiumTextValues)}
        </li>
      ))}
    </ul>
  );
}
