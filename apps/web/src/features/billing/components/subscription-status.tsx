import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { Button, buttonClass } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/use-translation";
import { formatLongDate } from "../../../lib/format/date";
import { notify } from "../../../lib/notifier";
import { openPortal, useSubscription } from "../api/billing-api";

/** The signed-in user's premium state and the customer portal link (/subscription, /profil). */
export function SubscriptionStatus() {
  const { t, i18n } = useTranslation(["billing", "common"]);
  const query = useSubscription();
  if (query.error) return <Alert tone="error" title={query.error.message} />;
  if (!query.data) return <Spinner label={t("plans.loading")} />;
  const { premium, premiumUntil, subscription } = query.data;
  const day = (iso: string | null) => (iso ? formatLongDate(iso, i18n.language) : "");
  const renews = subscription?.status === "active" && !subscription.cancelAtPeriodEnd;
  const manage = async () => {
    try {
      window.location.assign((await openPortal()).url);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Card className="space-y-3 p-6" data-testid="subscription-status">
      <div className="flex items-center gap-2">
        <h2 className="text-lg font-bold">{t("status.title")}</h2>
        {premium && <Badge tone="brand">{t("common:header.premium")}</Badge>}
      </div>
      {premium && premiumUntil ? (
        // One date: the paid period's end, said as a renewal unless the subscription stops then.
        <p data-testid="premium-until">
          {t(renews ? "status.premiumRenews" : "status.premiumUntil", { date: day(premiumUntil) })}
        </p>
      ) : (
        <p>{t("status.free")}</p>
      )}
      {subscription && (
        <ul className="space-y-1 text-sm text-[var(--text-muted)]">
          <li>{t("status.plan", { plan: t(`plans.${subscription.plan}`) })}</li>
          {subscription.status === "past_due" && <li>{t("status.pastDue")}</li>}
          {subscription.status === "canceled" && <li>{t("status.canceled")}</li>}
        </ul>
      )}
      <div className="flex flex-wrap gap-3">
        {subscription && subscription.status !== "canceled" && (
          <Button variant="secondary" onClick={manage} data-testid="manage-subscription">
            {t("status.manage")}
          </Button>
        )}
        {!premium && (
          <Link to="/pay" className={buttonClass("primary")}>
            {t("status.subscribe")}
          </Link>
        )}
      </div>
    </Card>
  );
}
