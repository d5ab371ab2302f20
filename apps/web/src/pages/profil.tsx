import { RoutePage } from "../components/layout/route-page";
import { ProfileView } from "../features/account/components/profile-view";
import { AdminLink } from "../features/admin/components/admin-link";
import { AlertList } from "../features/alerts/components/alert-list";
import { SubscriptionStatus } from "../features/billing/components/subscription-status";
import { WithQueries } from "../lib/query-client";
import { RequireUser } from "../lib/session/require-user";

/** /profil (spec §2): the signed-in user's profile and account settings. */
export function Page() {
  return (
    <RoutePage id="profil">
      <RequireUser>
        <WithQueries>
          <ProfileView />
          <div className="mt-8 space-y-6">
            <SubscriptionStatus />
            <AlertList />
            <AdminLink />
          </div>
        </WithQueries>
      </RequireUser>
    </RoutePage>
  );
}
