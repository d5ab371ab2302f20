import { type RateRefreshMode, rateWarning } from "@frontalier/shared/rate-freshness";
import { appConfig } from "../../config/app-config";
import { useTranslation } from "../../i18n/use-translation";
import { formatDate } from "../../lib/format/date";
import { Alert } from "./alert";

/**
 * Says plainly, on every page that converts prices, when the ECB rate date is more than three
 * business days old, and why (no rate source on this installation, or its refresh failed).
 * Nothing while the rates are recent.
 */
export function StaleRatesWarning({
  rateDate,
  refresh = appConfig.rateRefresh,
  className,
}: {
  rateDate: string;
  refresh?: RateRefreshMode;
  className?: string;
}) {
  const { t, i18n } = useTranslation("common");
  const warning = rateWarning(rateDate, new Date(), refresh);
  if (!warning) return null;
  return (
    <div data-testid="stale-rates" data-reason={warning} className={className}>
      <Alert
        tone="warning"
        title={t("rates.stale.title", { date: formatDate(rateDate, i18n.language) })}
      >
        <p>{t(`rates.stale.${warning}`)}</p>
        <p className="mt-1">{t("rates.stale.advice")}</p>
      </Alert>
    </div>
  );
}
