import { PASSWORD_MIN_LENGTH } from "@frontalier/shared/identity";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { PasswordField } from "../../../components/ui/password-field";
import { ApiError } from "../../../lib/api-client";
import { notify } from "../../notifier";
import { confirmPasswordReset } from "../api/confirm-password-reset";
import { errorMessage } from "../error-message";
import { linkClass } from "../link-style";
import { useFinishSignIn } from "../use-finish-sign-in";
import { useFocusOn } from "../use-focus-on";
import { type FieldProblem, newPasswordProblem } from "../validate";

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
  const failureRef = useRef<HTMLDivElement>(null);
  const finishSignIn = useFinishSignIn("/profil");
  useFocusOn(failureRef, failure);

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
        <Alert ref={failureRef} tone="error" title={t("resetPassword.failedTitle")}>
          {failure.message}{" "}
          {failure.expired && (
            <Link to="/login?reset=1" className={linkClass}>
              {t("resetPassword.askAgain")}
            </Link>
          )}
        </Alert>
      )}
      {token && (
        <form noValidate onSubmit={submit} className="space-y-4" aria-busy={busy}>
          <PasswordField
            ref={passwordRef}
            label={t("resetPassword.newPassword")}
            name="new-password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            hint={t("form.passwordHint", { min: PASSWORD_MIN_LENGTH })}
            error={problem ? t(problem, { min: PASSWORD_MIN_LENGTH }) : undefined}
            showLabel={t("form.showPassword")}
            hideLabel={t("form.hidePassword")}
          />
          <Button type="submit" size="lg" className="w-full" loading={busy}>
            {t("resetPassword.submit")}
          </Button>
        </form>
      )}
    </div>
  );
}
