import { useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { useTranslation } from "../../../i18n/use-translation";
import { ApiError } from "../../../lib/api/api-error";
import { notify } from "../../../lib/notifier";
import { confirmPasswordReset } from "../api/confirm-password-reset";
import { errorMessage } from "../error-message";
import { linkClass } from "../link-style";
import { useFinishSignIn } from "../use-finish-sign-in";
import { type FieldProblem, newPasswordProblem } from "../validate";
import { NewPasswordField } from "./new-password-field";

/** The link of the reset e-mail: a new password, which signs the user in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation("account");
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [failure, setFailure] = useState<{ message: string; expired: boolean } | null>(() =>
    token ? null : { message: t("verify.missingToken"), expired: true },
  );
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const finishSignIn = useFinishSignIn("/profil");

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = newPasswordProblem(password);
    setProblem(found);
    setFailure(null);
    if (found) return passwordRef.current?.focus();
    setBusy(true);
    try {
      await confirmPasswordReset({ token, password });
      notify.success(t("resetPassword.done"));
      await finishSignIn();
    } catch (error) {
      setBusy(false);
      const expired =
        error instanceof ApiError &&
        (error.code === "invalid_token" || error.code === "validation_failed");
      setFailure({ message: errorMessage(error, t), expired });
    }
  }

  return (
    <div className="space-y-4">
      {failure && (
        <FailureAlert title={t("resetPassword.failedTitle")}>
          {failure.message}{" "}
          {failure.expired && (
            <Link to="/login?reset=1" className={linkClass}>
              {t("resetPassword.askAgain")}
            </Link>
          )}
        </FailureAlert>
      )}
      {token && (
        <form noValidate onSubmit={submit} className="space-y-4" aria-busy={busy}>
          <NewPasswordField
            ref={passwordRef}
            label={t("resetPassword.newPassword")}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            problem={problem}
          />
          <Button type="submit" size="lg" className="w-full" loading={busy}>
            {t("resetPassword.submit")}
          </Button>
        </form>
      )}
    </div>
  );
}
