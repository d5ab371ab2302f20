import { RoutePage } from "../components/layout/route-page";
import { ProfileView } from "../features/account/components/profile-view";
import { RequireUser } from "../features/session/require-user";
import { WithQueries } from "../lib/query-client";

/** /profil (spec §2): the signed-in user's profile and account settings. */
export function Page() {
  return (
    <RoutePage id="profil">
      <RequireUser>
        <WithQueries>
          <ProfileView />
        </WithQueries>
      </RequireUser>
    </RoutePage>
  );
}
