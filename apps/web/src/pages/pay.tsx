import type { PlanId } from "@frontalier/shared/contracts/billing";
import { isPremium } from "@frontalier/shared/premium";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { RoutePage } from "../components/layout/route-page";
import { Alert } from "../components/ui/alert";
import { buttonClass } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { startCheckout } from "../features/billing/api/billing-api";
import { PlanCards } from "../features/billing/components/plan-cards";
import { paymentsAvailable } from "../features/billing/payments-available";
import { useTranslation } from "../i18n/use-translation";
import { notify } from "../lib/notifier";
import { WithQueries } from "../lib/query-client";
import { RequireUser } from "../lib/session/require-user";
import { useSession } from "../lib/session/session-store";

/**
 * /pay (brief §4): signed-in users choose a plan and go to the payment page (Stripe Checkout, or
 * the sandbox's). Guests are sent to /loginRequired and come back here after signing in.
 */
export function Page() {
  return (
    <RoutePage id="pay">
      <RequireUser>
        <WithQueries>
          <Pay />
        </WithQueries>
      </RequireUser>
    </RoutePage>
  );
}

function Pay() {
  const { t } = useTranslation("billing");
  const { user } = useSession();
  const [search] = useSearchParams();
  const [redirecting, setRedirecting] = useState(false);
  if (isPremium(user?.premiumUntil)) {
    return (
      <div className="mt-8 space-y-4">
        <Alert tone="info" title={t("pay.already")} />
        <Link to="/subscription" className={buttonClass("secondary")}>
          {t("pay.manage")}
        </Link>
      </div>
    );
  }
  const pay = async (plan: PlanId) => {
    setRedirecting(true);
    try {
      window.location.assign((await startCheckout(plan)).url);
    } catch (error) {
      setRedirecting(false);
      notify.error(error instanceof Error ? error.message : String(error));
    }
  };
  const wanted = search.get("plan");
  const selected = wanted === "monthly" || wanted === "yearly" ? wanted : undefined;
  return (
    <div className="mt-8 space-y-6" data-plan={selected}>
      {paymentsAvailable() && <h2 className="text-xl font-bold">{t("pay.choose")}</h2>}
      <PlanCards onChoose={pay} busy={redirecting} selected={selected} />
      {redirecting && <Spinner label={t("pay.redirecting")} />}
    </div>
  );
}
