import { RoutePage } from "../components/layout/route-page";
import { BlockedEmail } from "../features/newsletter/components/blocked-email";

/** /bocked-email (spelled so, spec §2): unsubscribe links, and addresses we may not write to. */
export function Page() {
  return (
    <RoutePage id="blockedEmail">
      <BlockedEmail />
    </RoutePage>
  );
}
