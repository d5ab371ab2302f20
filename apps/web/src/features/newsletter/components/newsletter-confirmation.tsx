import { CircleCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { buttonClass } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/use-translation";
import { ApiError } from "../../../lib/api/api-error";
import { confirmSubscription } from "../api/confirm";

type State = { kind: "confirming" } | { kind: "done" } | { kind: "failed"; message: string };

/**
 * /newsletter/success: the mailed link lands here with its token, which is spent by a POST (a
 * mail scanner that only fetches the page subscribes nobody); the token then leaves the address bar.
 */
export function NewsletterConfirmation() {
  const { t } = useTranslation("newsletter");
  const [params, setParams] = useSearchParams();
  const token = params.get("token");
  const [state, setState] = useState<State>(token ? { kind: "confirming" } : { kind: "done" });
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirmSubscription(token).then(
      () => {
        setState({ kind: "done" });
        setParams({}, { replace: true });
      },
      (error: unknown) =>
        setState({
          kind: "failed",
          message: error instanceof ApiError ? error.message : t("form.failed"),
        }),
    );
  }, [token, setParams, t]);

  if (state.kind === "confirming") {
    return <Spinner label={t("success.confirming")} />;
  }
  if (state.kind === "failed") {
    return (
      <div className="space-y-4">
        <Alert tone="error" title={t("success.failedTitle")}>
          {state.message}
        </Alert>
        <Link to="/#newsletter-section" className={buttonClass("secondary")}>
          {t("success.again")}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4" data-testid="newsletter-confirmed">
      <p className="flex items-start gap-3 text-lg font-semibold">
        <CircleCheck size={24} aria-hidden="true" className="mt-0.5 shrink-0 text-success" />
        {t("success.done")}
      </p>
      <p className="text-[var(--text-muted)]">{t("success.what")}</p>
      <p className="text-[var(--text-muted)]">{t("success.leave")}</p>
      <Link to="/" className={buttonClass("primary")}>
        {t("success.home")}
      </Link>
    </div>
  );
}
