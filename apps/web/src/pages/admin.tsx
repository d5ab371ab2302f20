import { RoutePage } from "../components/layout/route-page";
import { AdminView } from "../features/admin/components/admin-view";
import { WithQueries } from "../lib/query-client";
import { RequireUser } from "../lib/session/require-user";

/** /admin (issue 27): for accounts with the admin role; signed-out visitors are sent to sign in. */
export function Page() {
  return (
    <RoutePage id="admin">
      <RequireUser>
        <WithQueries>
          <AdminView />
        </WithQueries>
      </RequireUser>
    </RoutePage>
  );
}
