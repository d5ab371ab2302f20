import type { SpreadAlert } from "@frontalier/shared/contracts/spread-alerts";
import { podiumPath, wishlistPath } from "@frontalier/shared/route-links";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { useTranslation } from "../../../i18n/use-translation";
import { notify } from "../../../lib/notifier";
import { removeSpreadAlert, spreadAlertsKey } from "../api/spread-alerts-api";
import { channelLabelKey } from "../channel-label";
import { spreadAmount } from "../spread-rule";

/**
 * The spread alerts of /profil, below the drop alerts: each names its article or its basket's
 * wishlist (a link to its podium or wishlist), its threshold and a remove button.
 */
export function SpreadAlertItems({ alerts }: { alerts: readonly SpreadAlert[] }) {
  const { t, i18n } = useTranslation("alerts");
  const queryClient = useQueryClient();
  const remove = async (id: number) => {
    try {
      queryClient.setQueryData(spreadAlertsKey, await removeSpreadAlert(id));
      notify.success(t("spread.removed"));
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    }
  };
  if (alerts.length === 0) return null;
  return (
    <section
      aria-labelledby="spread-alerts-title"
      className="space-y-2"
      data-testid="spread-alert-list"
    >
      <h3 id="spread-alerts-title" className="font-bold">
        {t("spread.listTitle")}{" "}
        <span className="text-sm font-normal text-[var(--text-muted)]">
          ({t("spread.listCount", { count: alerts.length })})
        </span>
      </h3>
      <ul className="divide-y divide-[var(--border)]">
        {alerts.map((alert) => (
          <li key={alert.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              {alert.code ? (
                <Link to={podiumPath(alert.code)} className="font-semibold break-words underline">
                  {alert.name} {alert.formattedCode}
                </Link>
              ) : (
                <Link
                  to={wishlistPath(alert.basketId, alert.basketPosition)}
                  className="font-semibold break-words underline"
                >
                  {alert.basketName
                    ? t("spread.listWishlist", { name: alert.basketName })
                    : t("spread.listWishlistUnnamed")}
                </Link>
              )}
              <p className="text-sm text-[var(--text-muted)]">
                {t("spread.listRule", { amount: spreadAmount(alert.threshold, i18n.language) })} ·{" "}
                <span data-testid="alert-channel">{t(channelLabelKey(alert.channel))}</span>
              </p>
            </div>
            <Button variant="ghost" size="sm" onClick={() => remove(alert.id)}>
              {t("list.remove")}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
