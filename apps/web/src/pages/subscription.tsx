import { isPremium } from "@frontalier/shared/premium";
import { Link, useSearchParams } from "react-router";
import { RoutePage } from "../components/layout/route-page";
import { Alert } from "../components/ui/alert";
import { buttonClass } from "../components/ui/button";
import { BenefitsList } from "../features/billing/components/benefits-list";
import { PlanCards } from "../features/billing/components/plan-cards";
import { SandboxPortal } from "../features/billing/components/sandbox-portal";
import { SubscriptionStatus } from "../features/billing/components/subscription-status";
import { useTranslation } from "../i18n/use-translation";
import { WithQueries } from "../lib/query-client";
import { useSession } from "../lib/session/session-store";

/** /subscription (brief §4): the plans, and the subscriber's state with the portal link. */
export function Page() {
  const { t } = useTranslation("billing");
  const { user } = useSession();
  const [search] = useSearchParams();
  const checkout = search.get("checkout");
  return (
    <RoutePage id="subscription">
      <WithQueries>
        <div className="mt-8 space-y-8">
          {checkout === "success" && <Alert tone="success" title={t("status.checkoutSuccess")} />}
          {checkout === "canceled" && <Alert tone="info" title={t("status.checkoutCanceled")} />}
          {user && search.get("portal") === "sandbox" ? (
            <SandboxPortal />
          ) : user ? (
            <SubscriptionStatus />
          ) : (
            <Link to="/connexion" className={buttonClass("secondary")}>
              {t("status.signIn")}
            </Link>
          )}
          {!isPremium(user?.premiumUntil) && (
            <section className="space-y-6">
              <h2 className="text-xl font-bold">{t("benefits.title")}</h2>
              <BenefitsList />
              <PlanCards />
            </section>
          )}
        </div>
      </WithQueries>
    </RoutePage>
  );
}
