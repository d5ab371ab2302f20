import { useParams } from "react-router";
import { RoutePage } from "../components/layout/route-page";
import { SandboxCheckout } from "../features/billing/components/sandbox-checkout";
import { RequireUser } from "../features/session/require-user";
import { WithQueries } from "../lib/query-client";

/** /pay/sandbox/{token}: the sandbox provider's checkout page. */
export function Page() {
  const { token = "" } = useParams();
  return (
    <RoutePage id="paySandbox">
      <RequireUser>
        <WithQueries>
          <div className="mt-8">
            <SandboxCheckout session={token} />
          </div>
        </WithQueries>
      </RequireUser>
    </RoutePage>
  );
}
