import { PASSWORD_MIN_LENGTH } from "@frontalier/shared/identity";
import { MailCheck } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { EmailField } from "../../../components/ui/email-field";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { TextField } from "../../../components/ui/text-field";
import { Trans } from "../../../i18n/trans";
import { useTranslation } from "../../../i18n/use-translation";
import { useSession } from "../../../lib/session/session-store";
import { useFormFields } from "../../../lib/use-form-fields";
import { signUp } from "../api/sign-up";
import { errorMessage } from "../error-message";
import { linkClass } from "../link-style";
import { useFocusOn } from "../use-focus-on";
import {
  emailProblem,
  type FieldProblem,
  newPasswordProblem,
  problemsOf,
  requiredProblem,
} from "../validate";
import { AuthFormLayout } from "./auth-form-layout";
import { NewPasswordField } from "./new-password-field";

type Field = "firstName" | "lastName" | "email" | "password";

/**
 * Sign-up. Whatever the server knew of the address, the answer is "check your e-mail" and so is
 * the page: whether an address has an account is never shown.
 */
export function SignUpForm({ providers }: { providers?: React.ReactNode }) {
  const { t } = useTranslation("account");
  const { profile } = useSession();
  const { values, problems, set, fieldError, check } = useFormFields<Field, FieldProblem>(
    { firstName: "", lastName: "", email: "", password: "" },
    (problem) => t(problem, { min: PASSWORD_MIN_LENGTH }),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = {
    firstName: useRef<HTMLInputElement>(null),
    lastName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };
  const sentRef = useRef<HTMLHeadingElement>(null);
  useFocusOn(sentRef, sentTo);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = problemsOf({
      firstName: requiredProblem(values.firstName),
      email: emailProblem(values.email),
      password: newPasswordProblem(values.password),
    });
    if (!check(found, refs)) return;
    setBusy(true);
    try {
      const email = values.email.trim();
      await signUp({
        email,
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        // The guest's choices follow them into the account.
        countryLanguage: profile?.countryLanguage ?? undefined,
        homeCountry: profile?.homeCountry ?? undefined,
      });
      setSentTo(email);
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <div className="space-y-4 text-center" data-testid="signup-check-email">
        <MailCheck size={48} aria-hidden="true" className="mx-auto text-brand" />
        <h2 ref={sentRef} tabIndex={-1} className="text-xl font-bold outline-none">
          {t("signup.checkTitle")}
        </h2>
        <p>{t("signup.check", { email: sentTo })}</p>
        <p className="text-sm text-[var(--text-muted)]">{t("signup.checkHint")}</p>
        <p className="text-sm">
          <Link to="/login" className={linkClass}>
            {t("signup.toSignIn")}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <AuthFormLayout
      providers={providers}
      question={t("signup.haveAccount")}
      to="/login"
      linkText={t("signup.signIn")}
    >
      <form noValidate onSubmit={submit} className="space-y-4" aria-busy={busy}>
        {failure && <FailureAlert title={t("signup.failedTitle")}>{failure}</FailureAlert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            ref={refs.firstName}
            label={t("form.firstName")}
            name="given-name"
            autoComplete="given-name"
            required
            maxLength={80}
            value={values.firstName}
            onChange={set("firstName")}
            error={fieldError("firstName")}
          />
          <TextField
            ref={refs.lastName}
            label={t("form.lastNameOptional")}
            name="family-name"
            autoComplete="family-name"
            maxLength={80}
            value={values.lastName}
            onChange={set("lastName")}
          />
        </div>
        <EmailField
          ref={refs.email}
          label={t("form.email")}
          value={values.email}
          onChange={set("email")}
          error={fieldError("email")}
        />
        <NewPasswordField
          ref={refs.password}
          label={t("form.password")}
          value={values.password}
          onChange={set("password")}
          problem={problems.password}
        />
        <Button type="submit" size="lg" className="w-full" loading={busy}>
          {t("signup.submit")}
        </Button>
        <p className="text-xs text-[var(--text-muted)]">
          <Trans
            t={t}
            i18nKey="signup.terms"
            components={{
              terms: <Link to="/use-conditions" className={linkClass} />,
              privacy: <Link to="/terms" className={linkClass} />,
            }}
          />
        </p>
      </form>
    </AuthFormLayout>
  );
}
