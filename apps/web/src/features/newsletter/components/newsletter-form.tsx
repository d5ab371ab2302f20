import { MailCheck } from "lucide-react";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { EmailField } from "../../../components/ui/email-field";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { Honeypot } from "../../../components/ui/honeypot";
import { PrivacyNote } from "../../../components/ui/privacy-note";
import { SentNotice } from "../../../components/ui/sent-notice";
import { useTranslation } from "../../../i18n/use-translation";
import { ApiError } from "../../../lib/api/api-error";
import { isEmailShaped } from "../../../lib/email-shape";
import { subscribe } from "../api/subscribe";

/**
 * The home page's newsletter sign-up (#newsletter-section): double opt-in, so the answer is
 * always "check your mail", except for an address we may not write to (→ /bocked-email).
 */
export function NewsletterForm() {
  const { t } = useTranslation("newsletter");
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const value = email.trim();
    const found =
      value === "" ? t("form.required") : isEmailShaped(value) ? undefined : t("form.invalid");
    setProblem(found);
    setFailure(null);
    if (found) return input.current?.focus();
    setBusy(true);
    try {
      const { status } = await subscribe({
        email: value,
        website: honeypot.current?.value || undefined,
      });
      if (status === "blocked") return navigate("/bocked-email");
      setSentTo(value);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t("form.failed"));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <SentNotice testId="newsletter-check-email">
        <MailCheck size={22} aria-hidden="true" className="mt-0.5 shrink-0 text-success" />
        <span>{t("form.checkEmail", { email: sentTo })}</span>
      </SentNotice>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-busy={busy}>
      {failure && <FailureAlert title={t("form.failedTitle")}>{failure}</FailureAlert>}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <EmailField
          ref={input}
          className="flex-1"
          label={t("form.email")}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={problem}
        />
        <Button type="submit" size="lg" className="sm:mt-6" loading={busy}>
          {t("form.submit")}
        </Button>
      </div>
      <Honeypot ref={honeypot} label={t("form.honeypot")} />
      <PrivacyNote t={t} i18nKey="form.consent" />
    </form>
  );
}
