import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { RoutePage } from "../components/layout/route-page";
import { Alert } from "../components/ui/alert";
import { buttonClass } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { stopAlert } from "../features/alerts/api/alerts-api";
import { useTranslation } from "../i18n/use-translation";

type State = { kind: "stopping" } | { kind: "stopped"; name: string | null } | { kind: "failed" };

/**
 * /alerts/stop/{token}: the one-click stop link of an alert mail. Opening it stops the alert (the
 * token can do nothing else); a second visit says the same.
 */
export function Page() {
  const { t } = useTranslation("alerts");
  const { token = "" } = useParams();
  const [state, setState] = useState<State>({ kind: "stopping" });
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    stopAlert(token).then(
      ({ name }) => setState({ kind: "stopped", name }),
      () => setState({ kind: "failed" }),
    );
  }, [token]);
  return (
    <RoutePage id="alertStop">
      <div className="mt-8 space-y-4" data-testid="alert-stop">
        {state.kind === "stopping" && <Spinner label={t("stop.stopping")} />}
        {state.kind === "stopped" && (
          <Alert
            tone="success"
            title={state.name ? t("stop.stoppedNamed", { name: state.name }) : t("stop.stopped")}
          />
        )}
        {state.kind === "failed" && <Alert tone="error" title={t("stop.failed")} />}
        <Link to="/profil" className={buttonClass("secondary")}>
          {t("stop.manage")}
        </Link>
      </div>
    </RoutePage>
  );
}
