import { countryLabel } from "@frontalier/shared/countries";
import { formatMoney } from "@frontalier/shared/format-money";
import { useTranslation } from "../../i18n/use-translation";
import type { CheapestPrice } from "./scanned-price";

/** "Le moins cher : Allemagne, 59,99 €", or that no country has a price. */
export function PriceLine({ price }: { price: CheapestPrice | null }) {
  const { t, i18n } = useTranslation("scanner");
  if (!price) return <p>{t("offline.noPrice")}</p>;
  return (
    <p className="font-semibold" data-testid="scanned-price">
      {t("offline.cheapest", {
        country: countryLabel(price.country, i18n.language),
        price: formatMoney(price.amountMinor, price.currency, i18n.language),
      })}
    </p>
  );
}
