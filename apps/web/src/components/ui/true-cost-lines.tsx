import type { PodiumEntryDto } from "@frontalier/shared/contracts/podium";
import { formatMoney } from "@frontalier/shared/format-money";
import { useTranslation } from "../../i18n/use-translation";

type TrueCost = NonNullable<PodiumEntryDto["trueCost"]>;

/**
 * What makes up an entry's true cost for a shopper carrying it home (issue 25): the shop
 * country's VAT refund (or why there is none), import VAT and duty at home, the allowance passed,
 * and the total the podium ranks by. Nothing for the home country itself.
 */
export function TrueCostLines({
  cost,
  currency,
  travellers,
}: {
  cost: TrueCost;
  currency: string;
  travellers: number;
}) {
  const { t, i18n } = useTranslation("cross-border");
  if (cost.refundOutcome === "same-country") return null;
  const money = (amountMinor: number) => formatMoney(amountMinor, currency, i18n.language);
  const minimum = cost.refundMinimum;
  const lines: string[] = [];
  if (cost.refundOutcome === "refunded" && cost.refundMinor > 0) {
    lines.push(t("line.refund", { amount: money(cost.refundMinor) }));
  } else if (cost.refundOutcome === "below-minimum" && minimum) {
    lines.push(
      t("line.belowMinimum", {
        amount: formatMoney(minimum.amountMinor, minimum.currency, i18n.language),
      }),
    );
  } else if (cost.refundOutcome === "no-scheme") {
    lines.push(t("line.noScheme"));
  }
  if (cost.importVatMinor > 0)
    lines.push(t("line.importVat", { amount: money(cost.importVatMinor) }));
  if (cost.dutyMinor !== null && cost.dutyMinor > 0) {
    lines.push(t("line.duty", { amount: money(cost.dutyMinor) }));
  }
  if (cost.dutyMinor === null && cost.allowanceExceeded) lines.push(t("line.dutyUnknown"));
  if (cost.allowanceExceeded) {
    lines.push(t("line.allowance", { amount: money(cost.allowanceMinor), count: travellers }));
  }
  return (
    <ul
      className="mt-1 space-y-0.5 text-xs text-[var(--text-muted)]"
      aria-label={t("line.caption")}
      data-testid="true-cost"
    >
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
      <li className="font-semibold text-[var(--text)]">
        {t("line.total", { amount: money(cost.totalMinor) })}
      </li>
    </ul>
  );
}
