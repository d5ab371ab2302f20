import { RESET_PASSWORD_LINK_HOURS } from "@frontalier/shared/text-figures";
import { useRef, useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { EmailField } from "../../../components/ui/email-field";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { useTranslation } from "../../../i18n/use-translation";
import { requestPasswordReset } from "../api/request-password-reset";
import { errorMessage } from "../error-message";
import { linkClass } from "../link-style";
import { useFocusOn } from "../use-focus-on";
import { emailProblem, type FieldProblem } from "../validate";

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account, and
 * so is what we say.
 */
export function ForgotPasswordForm({
  initialEmail,
  onBack,
}: {
  initialEmail: string;
  onBack: () => void;
}) {
  const { t } = useTranslation("account");
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useFocusOn(sentRef, sentTo);
  // The form replaced the one the user was in: tell them where they are.
  useFocusOn(titleRef, true);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = emailProblem(email);
    setProblem(found);
    setFailure(null);
    if (found) return emailRef.current?.focus();
    setBusy(true);
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <h2 ref={titleRef} tabIndex={-1} className="text-xl font-bold outline-none">
        {t("reset.title")}
      </h2>
      {sentTo ? (
        <Alert ref={sentRef} tone="success" title={t("reset.sentTitle")}>
          {t("reset.sent", { email: sentTo, resetHours: RESET_PASSWORD_LINK_HOURS })}
        </Alert>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4" aria-busy={busy}>
          <p className="text-sm text-[var(--text-muted)]">{t("reset.lead")}</p>
          {failure && <FailureAlert title={t("reset.failedTitle")}>{failure}</FailureAlert>}
          <EmailField
            ref={emailRef}
            label={t("form.email")}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={problem ? t(problem) : undefined}
          />
          <Button type="submit" size="lg" className="w-full" loading={busy}>
            {t("reset.submit")}
          </Button>
        </form>
      )}
      <button type="button" className={`${linkClass} text-sm`} onClick={onBack}>
        {t("reset.back")}
      </button>
    </div>
  );
}
