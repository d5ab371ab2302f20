import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../../components/ui/spinner";
import { WithQueries } from "../../lib/query-client";
import { BenefitsList } from "./components/benefits-list";
import { PlanCards } from "./components/plan-cards";

/**
 * The home page's #abonnement-section content (spec §2): the plans and what they unlock. The
 * default export is meant for React.lazy, so that none of it joins the first download.
 */
export default function PlansSection() {
  return (
    <Suspense fallback={<Spinner label="…" />}>
      <WithQueries>
        <Plans />
      </WithQueries>
    </Suspense>
  );
}

function Plans() {
  const { t } = useTranslation("billing");
  return (
    <div className="space-y-6" data-testid="plans-section">
      <div className="space-y-2">
        <h2 className="text-2xl font-bold">{t("plans.title")}</h2>
        <p className="text-[var(--text-muted)]">{t("plans.lead")}</p>
      </div>
      <BenefitsList />
      <PlanCards />
    </div>
  );
}
