import { type ReactNode, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { Spinner } from "../../components/ui/spinner";
import { useTranslation } from "../../i18n/use-translation";
import { rememberCallback } from "./callback-cookie";
import { useSession } from "./session-store";

/**
 * Content for signed-in users only (spec §6). A guest is sent to /loginRequired, and the page is
 * remembered in the callback cookie (spec §3) so that signing in comes back to it. A user who
 * signs out here is not: they go to /login, as Déconnexion does.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { t } = useTranslation("account");
  const { user, loaded } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const wasSignedIn = useRef(false);

  useEffect(() => {
    if (user) {
      wasSignedIn.current = true;
      return;
    }
    if (!loaded) return;
    if (wasSignedIn.current) {
      navigate("/login", { replace: true });
      return;
    }
    rememberCallback(`${pathname}${search}`);
    navigate("/loginRequired", { replace: true });
  }, [user, loaded, pathname, search, navigate]);

  if (user) return children;
  return (
    <div className="flex min-h-[40vh] items-center justify-center px-4">
      <Spinner label={t("requireUser.loading")} />
    </div>
  );
}
