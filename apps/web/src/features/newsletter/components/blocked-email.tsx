import { MailX } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button, buttonClass } from "../../../components/ui/button";
import { useTranslation } from "../../../i18n/use-translation";
import { ApiError } from "../../../lib/api/api-error";
import { unsubscribe } from "../api/unsubscribe";

type Done = "unsubscribed" | "blocked";

/**
 * /bocked-email: with `?token=` (the link at the foot of every mail) a button stops the mail; a
 * button rather than the visit itself, because mail scanners open links. Without a token: the
 * address bounced or was blocked, and what to do about it.
 */
export function BlockedEmail() {
  const { t } = useTranslation("newsletter");
  const [params] = useSearchParams();
  const token = params.get("token");
  const [done, setDone] = useState<Done | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function stop() {
    if (!token) return;
    setBusy(true);
    setFailure(null);
    try {
      setDone((await unsubscribe(token)).status);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t("form.failed"));
    } finally {
      setBusy(false);
    }
  }

  if (token && !done) {
    return (
      <div className="max-w-2xl space-y-4">
        {failure && (
          <Alert tone="error" title={t("unsubscribe.failedTitle")}>
            {failure}
          </Alert>
        )}
        <p>{t("unsubscribe.question")}</p>
        <Button variant="primary" size="lg" loading={busy} onClick={stop}>
          {t("unsubscribe.confirm")}
        </Button>
      </div>
    );
  }
  return (
    <div className="max-w-2xl space-y-4" data-testid="blocked-email">
      <p
        className="flex items-start gap-3 text-lg font-semibold"
        role={done ? "status" : undefined}
      >
        <MailX size={24} aria-hidden="true" className="mt-0.5 shrink-0 text-brand" />
        {done ? t(`unsubscribe.${done}`) : t("blocked.lead")}
      </p>
      {!done && (
        <ul className="list-disc space-y-2 pl-6 text-[var(--text-muted)]">
          <li>{t("blocked.bounced")}</li>
          <li>{t("blocked.blocked")}</li>
        </ul>
      )}
      <p>{done ? t("unsubscribe.changedMind") : t("blocked.fix")}</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/#newsletter-section" className={buttonClass("secondary")}>
          {t("blocked.otherAddress")}
        </Link>
        <Link to="/#contact-section" className={buttonClass("secondary")}>
          {t("blocked.contact")}
        </Link>
      </div>
    </div>
  );
}
