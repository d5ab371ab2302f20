import { useParams } from "react-router";
import { ErrorScreen } from "../app/error-screen";
import { RoutePage } from "../components/layout/route-page";
import { ProfileEdit } from "../features/account/components/profile-edit";
import { WithQueries } from "../lib/query-client";
import { RequireUser } from "../lib/session/require-user";
import { useSession } from "../lib/session/session-store";

/**
 * /profil/update-profil, /profil/update/update-profile and /profil/update/{iprofile}. Another
 * profile's id fails like a route check (spec §5: 404 'Page Not Found: {path}'), the answer the
 * server gives for it too.
 */
export function Page() {
  const { iprofile } = useParams();
  return (
    <RequireUser>
      <OwnProfileOnly iprofile={iprofile}>
        <RoutePage id="profilUpdate">
          <WithQueries>
            <ProfileEdit />
          </WithQueries>
        </RoutePage>
      </OwnProfileOnly>
    </RequireUser>
  );
}

function OwnProfileOnly({
  iprofile,
  children,
}: {
  iprofile: string | undefined;
  children: React.ReactNode;
}) {
  const { user } = useSession();
  if (iprofile !== undefined && iprofile !== String(user?.profileId)) {
    return <ErrorScreen kind="check-failed" />;
  }
  return children;
}
