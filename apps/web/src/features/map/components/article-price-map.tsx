import { formatArticleCode } from "@frontalier/shared/article-code";
import { formatMoney } from "@frontalier/shared/format-money";
import { podiumPath } from "@frontalier/shared/route-links";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/use-translation";
import { useArticlePrices } from "../api/get-article-prices";
import { PriceMapView } from "./price-map-view";

/** The price map of one article: its podium for the shopper's picklist, from their home. */
export function ArticlePriceMap(params: {
  code: string;
  countries?: readonly string[];
  home?: string;
}) {
  const { t, i18n } = useTranslation("map");
  const podium = useArticlePrices(params);
  if (podium.error)
    return (
      <Alert tone="error" title={t("priceMap.failed")}>
        {podium.error.message}
      </Alert>
    );
  if (!podium.data) return <Spinner label={t("loading")} />;
  const { article, entries, currency, home, rates } = podium.data;
  const formatted = formatArticleCode(article.code);
  const money = (minor: number, cur = currency) => formatMoney(minor, cur, i18n.language);
  return (
    <PriceMapView
      title={t("priceMap.articleTitle", { name: article.name, code: formatted })}
      currency={currency}
      home={home}
      rateDate={rates.date}
      prices={entries.map((entry) => ({
        country: entry.country,
        amountMinor: entry.converted?.amountMinor ?? null,
        note: entry.reason ? t(`reason.${entry.reason}`) : undefined,
      }))}
      detail={(country) => {
        const entry = entries.find((e) => e.country === country);
        if (!entry) return <p className="text-sm">{t("priceMap.notCompared")}</p>;
        return (
          <div className="space-y-2 text-sm" data-testid="podium-entry">
            {entry.converted && entry.local ? (
              <>
                <p className="text-2xl font-bold">{money(entry.converted.amountMinor)}</p>
                {entry.local.currency !== currency && (
                  <p>
                    {t("entry.local", {
                      price: money(entry.local.amountMinor, entry.local.currency),
                    })}
                  </p>
                )}
                {entry.rank !== null && <p>{t("entry.rank", { rank: entry.rank })}</p>}
                {!entry.isHome && entry.vsHome && (
                  <p>
                    {entry.vsHome.amountMinor < 0
                      ? t("entry.cheaper", { amount: money(-entry.vsHome.amountMinor) })
                      : entry.vsHome.amountMinor > 0
                        ? t("entry.dearer", { amount: money(entry.vsHome.amountMinor) })
                        : t("entry.same")}
                  </p>
                )}
              </>
            ) : (
              <p>{entry.reason ? t(`reason.${entry.reason}`) : t("legend.noPrice")}</p>
            )}
            {entry.isHome && <p>{t("entry.isHome")}</p>}
            <p>
              <Link className="font-semibold underline" to={podiumPath(formatted)}>
                {t("entry.openPodium")}
              </Link>
            </p>
          </div>
        );
      }}
    />
  );
}
