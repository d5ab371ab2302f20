import { CircleCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { buttonClass } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/use-translation";
import { takeCallback } from "../../../lib/session/callback-cookie";
import { refreshSession } from "../../../lib/session/session-store";
import { verifyEmailOnce } from "../api/verify-email";
import { errorMessage } from "../error-message";
import { linkClass } from "../link-style";
import { useFocusOn } from "../use-focus-on";

type State =
  | { kind: "working" }
  | { kind: "done"; next: string }
  | { kind: "failed"; message: string };

/** The link of the confirmation e-mail: confirms the address once, which signs the user in. */
export function VerifyEmail({ token }: { token: string }) {
  const { t } = useTranslation("account");
  const [state, setState] = useState<State>(() =>
    token ? { kind: "working" } : { kind: "failed", message: t("verify.missingToken") },
  );
  const resultRef = useRef<HTMLDivElement>(null);
  useFocusOn(resultRef, state.kind !== "working");

  useEffect(() => {
    if (!token) return;
    // StrictMode runs this twice: both share one request, only the live run acts on it.
    let live = true;
    verifyEmailOnce(token).then(
      async () => {
        await refreshSession();
        if (live) setState({ kind: "done", next: takeCallback() ?? "/profil" });
      },
      (error: unknown) => {
        if (live) setState({ kind: "failed", message: errorMessage(error, t) });
      },
    );
    return () => {
      live = false;
    };
  }, [token, t]);

  if (state.kind === "working") return <Spinner label={t("verify.working")} />;
  if (state.kind === "failed") {
    return (
      <div className="space-y-4">
        <Alert ref={resultRef} tone="error" title={t("verify.failedTitle")}>
          {state.message}
        </Alert>
        <p className="text-sm">{t("verify.askAgainLead")}</p>
        <Link to="/login" className={buttonClass("primary")}>
          {t("verify.askAgain")}
        </Link>
      </div>
    );
  }
  return (
    <div
      ref={resultRef}
      tabIndex={-1}
      role="status"
      className="space-y-4 text-center outline-none"
      data-testid="verify-email-done"
    >
      <CircleCheck size={48} aria-hidden="true" className="mx-auto text-success" />
      <h2 className="text-xl font-bold">{t("verify.successTitle")}</h2>
      <p>{t("verify.success")}</p>
      <Link to={state.next} replace className={buttonClass("primary", "lg")}>
        {t("verify.continue")}
      </Link>
      <p className="text-sm">
        <Link to="/profil/update-profil" className={linkClass}>
          {t("verify.completeProfile")}
        </Link>
      </p>
    </div>
  );
}
