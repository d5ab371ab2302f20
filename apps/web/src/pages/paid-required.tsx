import { premiumTextValues } from "@frontalier/shared/premium-text-values";
import { Crown } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { buttonClass } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { BenefitsList } from "../features/billing/components/benefits-list";
import { PaymentsUnavailable } from "../features/billing/components/payments-unavailable";
import { paymentsAvailable } from "../features/billing/payments-available";
import { useTranslation } from "../i18n/use-translation";
import { useSession } from "../lib/session/session-store";

const features = new Set(["baskets", "pdf", "history", "alerts"]);

/**
 * /PaidRequired, /PaidRequired/backup (spec §6): the feature asked for is premium. Says which
 * (`?feature=`), what premium unlocks, and leads to the plans (a guest signs in first).
 */
export function Page() {
  const { t } = useTranslation(["billing", "common"]);
  const { user } = useSession();
  const [search] = useSearchParams();
  const feature = search.get("feature");
  return (
    <div className="mx-auto max-w-xl px-4 py-10" data-route="paidRequired">
      <Card className="space-y-5 p-6 sm:p-8">
        <Crown size={40} aria-hidden="true" className="mx-auto text-brand" />
        <h1 className="text-center text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t("common:routes.paidRequired.title")}
        </h1>
        <p className="text-center text-[var(--text-muted)]">{t("gate.lead")}</p>
        {feature && features.has(feature) && (
          <p className="text-center font-semibold">
            {t("gate.asked", { feature: t(`gate.features.${feature}`, premiumTextValues) })}
          </p>
        )}
        <div className="space-y-2">
          <h2 className="font-bold">{t("benefits.title")}</h2>
          <BenefitsList />
        </div>
        {!paymentsAvailable() && <PaymentsUnavailable />}
        {user ? (
          <div className="flex justify-center">
            <Link to="/subscription" className={buttonClass("primary", "lg")}>
              {t("gate.subscribe")}
            </Link>
          </div>
        ) : (
          <div className="space-y-3 text-center">
            <p className="text-sm">{t("gate.signInFirst")}</p>
            <div className="flex flex-col justify-center gap-3 sm:flex-row">
              <Link to="/connexion" className={buttonClass("primary", "lg")}>
                {t("gate.signIn")}
              </Link>
              <Link to="/subscription" className={buttonClass("secondary", "lg")}>
                {t("gate.subscribe")}
              </Link>
            </div>
          </div>
        )}
      </Card>
    </div>
  );
}
