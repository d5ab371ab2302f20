import type { PlanId } from "@frontalier/shared/contracts/billing";
import { formatMoney } from "@frontalier/shared/format-money";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { buttonClass } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { usePlans } from "../api/billing-api";
import { paymentsAvailable } from "../payments-available";
import { PaymentsUnavailable } from "./payments-unavailable";

/**
 * The monthly and yearly plans with their prices; choosing one goes to /pay?plan=… (or, when
 * `onChoose` is given, calls it: /pay itself). The plan already chosen (`selected`, from
 * /pay?plan=…) is marked and its button goes straight on to the payment. While the site takes no
 * payments, the prices stay but nothing can be chosen, and a notice says why.
 */
export function PlanCards({
  onChoose,
  busy,
  selected,
}: {
  onChoose?: (plan: PlanId) => void;
  busy?: boolean;
  selected?: PlanId | undefined;
}) {
  const { t, i18n } = useTranslation("billing");
  const plans = usePlans();
  if (plans.error) return <Alert tone="error" title={t("plans.failed")} />;
  if (!plans.data) return <Spinner label={t("plans.loading")} />;
  const monthly = plans.data.plans.find((plan) => plan.id === "monthly");
  const available = paymentsAvailable(plans.data);
  return (
    <div className="space-y-4">
      {!available && <PaymentsUnavailable />}
      {available && plans.data.provider === "sandbox" && (
        <p className="text-sm text-[var(--text-muted)]" data-testid="sandbox-notice">
          {t("sandboxNotice")}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {plans.data.plans.map((plan) => {
          const price = formatMoney(plan.amountMinor, plan.currency, i18n.language);
          const saving =
            plan.id === "yearly" && monthly && monthly.amountMinor > 0
              ? Math.round((1 - plan.amountMinor / (monthly.amountMinor * 12)) * 100)
              : 0;
          return (
            <Card
              key={plan.id}
              className={cn("flex flex-col gap-3 p-6", plan.id === selected && "ring-2 ring-brand")}
              data-testid={`plan-${plan.id}`}
              data-selected={plan.id === selected || undefined}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-lg font-bold">{t(`plans.${plan.id}`)}</h3>
                <div className="flex flex-wrap gap-2">
                  {plan.id === selected && <Badge tone="brand">{t("pay.selected")}</Badge>}
                  {saving > 0 && (
                    <Badge tone="success">{t("plans.saving", { percent: saving })}</Badge>
                  )}
                </div>
              </div>
              <p className="text-2xl font-extrabold">
                {t(plan.id === "monthly" ? "plans.perMonth" : "plans.perYear", { price })}
              </p>
              {!available ? (
                <button type="button" disabled className={buttonClass("secondary")}>
                  {t("unavailable.plan")}
                </button>
              ) : onChoose ? (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => onChoose(plan.id)}
                  className={buttonClass(plan.id === "yearly" ? "highlight" : "primary")}
                >
                  {t(plan.id === selected ? "pay.continue" : "plans.choose")}
                </button>
              ) : (
                <Link
                  to={`/pay?plan=${plan.id}`}
                  className={buttonClass(plan.id === "yearly" ? "highlight" : "primary")}
                >
                  {t("plans.choose")}
                </Link>
              )}
            </Card>
          );
        })}
      </div>
    </div>
  );
}
