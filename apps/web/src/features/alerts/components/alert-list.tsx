import { countryLabel } from "@frontalier/shared/countries";
import { formatMoney } from "@frontalier/shared/format-money";
import { podiumPath } from "@frontalier/shared/route-links";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/use-translation";
import { notify } from "../../../lib/notifier";
import { alertsKey, removeAlert, useAlerts } from "../api/alerts-api";
import { useSpreadAlerts } from "../api/spread-alerts-api";
import { channelLabelKey } from "../channel-label";
import { SpreadAlertItems } from "./spread-alert-items";

/**
 * The signed-in user's alerts (/profil): the price-drop alerts, each with its article and a remove
 * button, then the spread alerts (issue 25).
 */
export function AlertList() {
  const { t, i18n } = useTranslation("alerts");
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const spread = useSpreadAlerts();
  const spreadAlerts = spread.data?.alerts ?? [];
  const remove = async (code: string) => {
    try {
      queryClient.setQueryData(alertsKey, await removeAlert(code));
      notify.success(t("control.removed"));
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Card className="space-y-4 p-6" data-testid="alert-list">
      <h2 className="text-lg font-bold">{t("list.title")}</h2>
      {alerts.error && <Alert tone="error" title={alerts.error.message} />}
      {!alerts.data && !alerts.error && <Spinner label={t("stop.stopping")} />}
      {alerts.data &&
        !alerts.data.active &&
        alerts.data.alerts.length + spreadAlerts.length > 0 && (
          <Alert tone="warning" title={t("list.paused")} />
        )}
      {alerts.data?.alerts.length === 0 && spread.data && spreadAlerts.length === 0 && (
        <p className="text-sm text-[var(--text-muted)]">{t("list.empty")}</p>
      )}
      <ul className="divide-y divide-[var(--border)]">
        {alerts.data?.alerts.map((alert) => (
          <li key={alert.code} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <Link to={podiumPath(alert.code)} className="font-semibold underline">
                {alert.name} {alert.formattedCode}
              </Link>
              <p className="text-sm text-[var(--text-muted)]">
                {alert.countries.map((c) => countryLabel(c, i18n.language)).join(", ")} ·{" "}
                {alert.targetPriceMinor === null
                  ? t("control.anyDrop")
                  : t("control.atMost", {
                      price: formatMoney(alert.targetPriceMinor, alert.currency, i18n.language),
                    })}{" "}
                · <span data-testid="alert-channel">{t(channelLabelKey(alert.channel))}</span>
              </p>
            </div>
            <Button variant="ghost" size="sm" onClick={() => remove(alert.code)}>
              {t("list.remove")}
            </Button>
          </li>
        ))}
      </ul>
      <SpreadAlertItems alerts={spreadAlerts} />
    </Card>
  );
}
