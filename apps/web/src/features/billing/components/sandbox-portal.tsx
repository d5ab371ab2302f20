import {
  type SandboxPortalAction,
  sandboxPortalActions,
} from "@frontalier/shared/contracts/billing";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { Button, buttonClass } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { useTranslation } from "../../../i18n/use-translation";
import { notify } from "../../../lib/notifier";
import { refreshSession } from "../../../lib/session/session-store";
import { sandboxPortal, subscriptionKey } from "../api/billing-api";
import { SubscriptionStatus } from "./subscription-status";

const labels: Record<SandboxPortalAction, string> = {
  cancel_at_period_end: "portal.cancelAtPeriodEnd",
  resume: "portal.resume",
  cancel_now: "portal.cancelNow",
  payment_failed: "portal.paymentFailed",
};

/** The sandbox's customer portal: what Stripe's portal and billing would do, as events. */
export function SandboxPortal() {
  const { t } = useTranslation("billing");
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async (action: SandboxPortalAction) => {
    setBusy(true);
    try {
      await sandboxPortal(action);
      await refreshSession();
      await queryClient.invalidateQueries({ queryKey: subscriptionKey });
      notify.success(t("portal.done"));
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mx-auto max-w-lg space-y-6" data-testid="sandbox-portal">
      <Card className="space-y-4 p-6">
        <h2 className="text-xl font-bold">{t("portal.title")}</h2>
        <p className="text-sm text-[var(--text-muted)]">{t("portal.lead")}</p>
        <div className="flex flex-col gap-2">
          {sandboxPortalActions.map((action) => (
            <Button
              key={action}
              variant={action === "cancel_now" ? "danger" : "secondary"}
              disabled={busy}
              onClick={() => run(action)}
              data-testid={`portal-${action}`}
            >
              {t(labels[action])}
            </Button>
          ))}
        </div>
      </Card>
      <SubscriptionStatus />
      <Link to="/subscription" className={buttonClass("ghost")}>
        {t("sandbox.back")}
      </Link>
    </div>
  );
}
