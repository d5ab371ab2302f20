import { formatMoney } from "@frontalier/shared/format-money";
import { useQueryClient } from "@tanstack/react-query";
import { FlaskConical } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button, buttonClass } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/use-translation";
import { notify } from "../../../lib/notifier";
import { refreshSession } from "../../../lib/session/session-store";
import { finishSandboxCheckout, subscriptionKey, useSandboxCheckout } from "../api/billing-api";

/**
 * The sandbox provider's checkout page (brief §5): no real money; succeeding sends the same
 * event as Stripe's checkout completion, so premium starts through the real entitlement code.
 */
export function SandboxCheckout({ session }: { session: string }) {
  const { t, i18n } = useTranslation("billing");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const checkout = useSandboxCheckout(session);
  const [busy, setBusy] = useState(false);
  if (checkout.error) return <Alert tone="error" title={checkout.error.message} />;
  if (!checkout.data) return <Spinner label={t("plans.loading")} />;
  const { plan, status } = checkout.data;
  const finish = async (outcome: "succeed" | "cancel") => {
    setBusy(true);
    try {
      await finishSandboxCheckout(session, outcome);
      await refreshSession();
      await queryClient.invalidateQueries({ queryKey: subscriptionKey });
      navigate(`/subscription?checkout=${outcome === "succeed" ? "success" : "canceled"}`);
    } catch (error) {
      setBusy(false);
      notify.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Card className="mx-auto max-w-lg space-y-5 p-6" data-testid="sandbox-checkout">
      <div className="flex items-center gap-3">
        <FlaskConical size={28} aria-hidden="true" className="text-warning" />
        <h2 className="text-xl font-bold">{t("sandbox.title")}</h2>
      </div>
      <p className="text-sm text-[var(--text-muted)]">{t("sandbox.lead")}</p>
      <p className="text-lg font-semibold">
        {t("sandbox.plan", {
          plan: t(`plans.${plan.id}`),
          price: formatMoney(plan.amountMinor, plan.currency, i18n.language),
        })}
      </p>
      {status === "open" ? (
        <div className="flex flex-wrap gap-3">
          <Button loading={busy} onClick={() => finish("succeed")} data-testid="sandbox-succeed">
            {t("sandbox.succeed")}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => finish("cancel")}>
            {t("sandbox.cancel")}
          </Button>
        </div>
      ) : (
        <>
          <Alert tone="info" title={t("sandbox.finished")} />
          <Link to="/subscription" className={buttonClass("secondary")}>
            {t("sandbox.back")}
          </Link>
        </>
      )}
    </Card>
  );
}
