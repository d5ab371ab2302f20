import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "../components/ui/alert";
import { buttonClass } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { useTranslation } from "../i18n/use-translation";
import { ApiError } from "../lib/api/api-error";
import { takeCallback } from "../lib/session/callback-cookie";
import { finishProviderSignIn } from "../lib/session/provider-sign-in";
import { refreshSession } from "../lib/session/session-store";

/** If the browser refuses to close the popup, the page carries on as a page after this long. */
const CLOSE_GRACE_MS = 500;

/**
 * /auth/callback (spec §4): the provider's answer goes to the server; then the popup closes
 * itself (the opener refreshes its session on the storage signal), or the page goes back to
 * where sign-in was asked for, or shows why it failed.
 */
export function Page() {
  const { t } = useTranslation(["auth-providers", "errors", "common"]);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    let timer: number | undefined;
    finishProviderSignIn(window.location.search).then(async (outcome) => {
      if (!live) return;
      const carryOn = async () => {
        if (outcome.user) {
          await refreshSession();
          if (live) navigate(takeCallback() ?? "/", { replace: true });
        } else if (live) {
          setFailure(
            outcome.error instanceof ApiError
              ? t(`errors:${outcome.error.code}`)
              : t("auth-providers:callback.failed"),
          );
        }
      };
      if (outcome.popup) {
        window.close();
        timer = window.setTimeout(carryOn, CLOSE_GRACE_MS);
      } else {
        await carryOn();
      }
    });
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [navigate, t]);

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  if (!failure) {
    return (
      <div data-route="authCallback" className="space-y-4">
        <Heading title={t("common:routes.authCallback.title")} />
        <Spinner label={t("auth-providers:callback.working")} />
      </div>
    );
  }
  return (
    <div data-route="authCallback" className="space-y-4">
      <Heading title={t("auth-providers:callback.failedTitle")} />
      <Alert ref={alertRef} tone="error" title={failure} />
      <Link to="/login" className={buttonClass("primary")}>
        {t("auth-providers:callback.backToLogin")}
      </Link>
    </div>
  );
}

const Heading = ({ title }: { title: string }) => (
  <h1 className="text-2xl font-extrabold tracking-tight">{title}</h1>
);
