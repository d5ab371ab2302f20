import { useParams } from "react-router";
import { RoutePage } from "../components/layout/route-page";
import { SandboxCheckout } from "../features/billing/components/sandbox-checkout";
import { WithQueries } from "../lib/query-client";
import { RequireUser } from "../lib/session/require-user";

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
