import type { PodiumEntryDto } from "@frontalier/shared/contracts/podium";
import { formatMoney } from "@frontalier/shared/format-money";
import { useTranslation } from "../../../i18n/use-translation";

/**
 * Decision 045: the member (IKEA Family) price as a line of its own, in the shop's currency. A
 * non-member sees it beside the shelf price that ranks them; a member sees that it was used.
 */
export function MemberPriceLine({ entry }: { entry: PodiumEntryDto }) {
  const { t, i18n } = useTranslation("catalogue");
  const member = entry.member;
  if (!member) return null;
  const lang = i18n.language;
  const currency = member.price.currency;
  const values = {
    price: formatMoney(member.price.amountMinor, currency, lang),
    saving: formatMoney(member.savingMinor, currency, lang),
    shelf: formatMoney(member.price.amountMinor + member.savingMinor, currency, lang),
  };
  return (
    <p className="text-sm font-semibold text-brand" data-testid="member-price-line">
      {t(member.used ? "member.used" : "member.line", values)}
    </p>
  );
}

/** The shelf price of an entry, in its local currency: what the lows and badges compare with. */
export const shelfMinorOf = (entry: PodiumEntryDto): number | undefined =>
  entry.local
    ? entry.local.amountMinor + (entry.member?.used ? entry.member.savingMinor : 0)
    : undefined;
