import { formatMoney } from "@frontalier/shared/format-money";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/use-translation";
import { useBasketTotals } from "../api/get-basket-totals";
import { PriceMapView } from "./price-map-view";

/** The price map of the current wishlist: each compared country's total in the home currency. */
export function WishlistPriceMap({ basketId }: { basketId: number }) {
  const { t, i18n } = useTranslation("map");
  const totals = useBasketTotals(basketId);
  if (totals.error)
    return (
      <Alert tone="error" title={t("priceMap.failed")}>
        {totals.error.message}
      </Alert>
    );
  if (!totals.data) return <Spinner label={t("loading")} />;
  const { currency, home, comparison } = totals.data;
  if (comparison.countries.every((c) => c.pricedMinor === 0)) {
    return (
      <Alert tone="info" title={t("priceMap.emptyWishlist")}>
        <Link className="underline" to="/wishlist">
          {t("priceMap.openWishlist")}
        </Link>
      </Alert>
    );
  }
  return (
    <PriceMapView
      title={t("priceMap.wishlistTitle")}
      currency={currency}
      home={home}
      rateDate={totals.data.rates.date}
      prices={comparison.countries.map((c) => ({
        country: c.country,
        amountMinor: c.totalMinor,
        note: c.totalMinor === null ? t("entry.missing", { count: c.missing.length }) : undefined,
      }))}
      detail={(country) => {
        const row = comparison.countries.find((c) => c.country === country);
        if (!row) return <p className="text-sm">{t("priceMap.notCompared")}</p>;
        return (
          <div className="space-y-2 text-sm" data-testid="wishlist-entry">
            <p className="text-2xl font-bold">
              {row.totalMinor === null ? "—" : formatMoney(row.totalMinor, currency, i18n.language)}
            </p>
            {row.missing.length > 0 && (
              <p>
                {t("entry.partial", {
                  count: row.missing.length,
                  amount: formatMoney(row.pricedMinor, currency, i18n.language),
                })}
              </p>
            )}
            {country === home && <p>{t("entry.isHome")}</p>}
            <p>
              <Link className="font-semibold underline" to="/wishlist">
                {t("priceMap.openWishlist")}
              </Link>
            </p>
          </div>
        );
      }}
    />
  );
}
