import { Suspense } from "react";
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

/** Under the home section's own heading and lead: what premium unlocks, then the plans. */
function Plans() {
  return (
    <div className="space-y-6" data-testid="plans-section">
      <BenefitsList />
      <PlanCards />
    </div>
  );
}
