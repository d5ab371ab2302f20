import type { SpreadAlert } from "@frontalier/shared/contracts/spread-alerts";
import { formatMoney } from "@frontalier/shared/format-money";

/** The threshold as the page's language writes it: `20 %` / `20%`, or `50,00 CHF`. */
export function spreadAmount(threshold: SpreadAlert["threshold"], language: string): string {
  if (threshold.kind === "amount") {
    return formatMoney(threshold.amountMinor, threshold.currency, language);
  }
  return new Intl.NumberFormat(language, { style: "percent" }).format(threshold.percent / 100);
}
