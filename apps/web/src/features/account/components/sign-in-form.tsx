import { useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { EmailField } from "../../../components/ui/email-field";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { PasswordField } from "../../../components/ui/password-field";
import { useTranslation } from "../../../i18n/use-translation";
import { ApiError } from "../../../lib/api/api-error";
import { signIn } from "../api/sign-in";
import { errorMessage } from "../error-message";
import { linkClass } from "../link-style";
import { useFinishSignIn } from "../use-finish-sign-in";
import { emailProblem, type FieldProblem, problemsOf, requiredProblem } from "../validate";
import { AuthFormLayout } from "./auth-form-layout";
import { ForgotPasswordForm } from "./forgot-password-form";

interface Failure {
  title: string;
  message: string;
}

/**
 * Sign-in with e-mail and password (/login and /connexion), and the forgotten-password request
 * in place of it (opened by `?reset=1`, the link of our e-mails).
 */
export function SignInForm({ providers }: { providers?: React.ReactNode }) {
  const { t } = useTranslation("account");
  const [params] = useSearchParams();
  const [mode, setMode] = useState<"sign-in" | "forgot">(
    params.get("reset") === "1" ? "forgot" : "sign-in",
  );
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [problems, setProblems] = useState<{ email?: FieldProblem; password?: FieldProblem }>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const forgotRef = useRef<HTMLButtonElement>(null);
  const finishSignIn = useFinishSignIn();

  if (mode === "forgot") {
    return (
      <ForgotPasswordForm
        initialEmail={email}
        onBack={() => {
          setMode("sign-in");
          requestAnimationFrame(() => forgotRef.current?.focus());
        }}
      />
    );
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = problemsOf({ email: emailProblem(email), password: requiredProblem(password) });
    setProblems(found);
    setFailure(null);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    setBusy(true);
    try {
      await signIn({ email: email.trim(), password });
      await finishSignIn();
    } catch (error) {
      setBusy(false);
      const notVerified = error instanceof ApiError && error.code === "email_not_verified";
      setFailure({
        title: t(notVerified ? "login.notVerifiedTitle" : "login.failedTitle"),
        message: errorMessage(error, t),
      });
    }
  }

  return (
    <AuthFormLayout
      providers={providers}
      question={t("login.noAccount")}
      to="/signup"
      linkText={t("login.createAccount")}
    >
      <form noValidate onSubmit={submit} className="space-y-4" aria-busy={busy}>
        {failure && <FailureAlert title={failure.title}>{failure.message}</FailureAlert>}
        <EmailField
          ref={emailRef}
          label={t("form.email")}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={problems.email && t(problems.email)}
        />
        <div className="space-y-1">
          <PasswordField
            ref={passwordRef}
            label={t("form.password")}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={problems.password && t(problems.password)}
            showLabel={t("form.showPassword")}
            hideLabel={t("form.hidePassword")}
          />
          <div className="flex justify-end">
            <button
              ref={forgotRef}
              type="button"
              className={`${linkClass} text-sm`}
              onClick={() => setMode("forgot")}
            >
              {t("login.forgot")}
            </button>
          </div>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={busy}>
          {t("login.submit")}
        </Button>
      </form>
    </AuthFormLayout>
  );
}
