import { PASSWORD_MIN_LENGTH } from "@frontalier/shared/identity";
import { MailCheck } from "lucide-react";
import { useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { PasswordField } from "../../../components/ui/password-field";
import { TextField } from "../../../components/ui/text-field";
import { useSession } from "../../session/session-store";
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

type Field = "firstName" | "lastName" | "email" | "password";
const checkedFields = ["firstName", "email", "password"] as const;

/**
 * Sign-up. Whatever the server knew of the address, the answer is "check your e-mail" and so is
 * the page: whether an address has an account is never shown.
 */
export function SignUpForm({ providers }: { providers?: React.ReactNode }) {
  const { t } = useTranslation("account");
  const { profile } = useSession();
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: "",
    lastName: "",
    email: "",
    password: "",
  });
  const [problems, setProblems] = useState<Partial<Record<Field, FieldProblem>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = {
    firstName: useRef<HTMLInputElement>(null),
    lastName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };
  const failureRef = useRef<HTMLDivElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  useFocusOn(failureRef, failure);
  useFocusOn(sentRef, sentTo);

  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = problemsOf({
      firstName: requiredProblem(values.firstName),
      email: emailProblem(values.email),
      password: newPasswordProblem(values.password),
    });
    setProblems(found);
    setFailure(null);
    const first = checkedFields.find((field) => found[field]);
    if (first) return refs[first].current?.focus();
    setBusy(true);
    try {
      const email = values.email.trim();
      await signUp({
        email,
        password: values.password,
        sPrenom: values.firstName.trim(),
        sNom: values.lastName.trim(),
        // The guest's choices follow them into the account.
        sPaysLangue: profile?.sPaysLangue ?? undefined,
        sPaysFav: profile?.sPaysFav ?? undefined,
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

  const problem = (field: Field) => {
    const key = problems[field];
    return key ? t(key, { min: PASSWORD_MIN_LENGTH }) : undefined;
  };

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={submit} className="space-y-4" aria-busy={busy}>
        {failure && (
          <Alert ref={failureRef} tone="error" title={t("signup.failedTitle")}>
            {failure}
          </Alert>
        )}
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
            error={problem("firstName")}
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
        <TextField
          ref={refs.email}
          label={t("form.email")}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="off"
          spellCheck={false}
          required
          value={values.email}
          onChange={set("email")}
          error={problem("email")}
        />
        <PasswordField
          ref={refs.password}
          label={t("form.password")}
          name="new-password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          value={values.password}
          onChange={set("password")}
          hint={t("form.passwordHint", { min: PASSWORD_MIN_LENGTH })}
          error={problem("password")}
          showLabel={t("form.showPassword")}
          hideLabel={t("form.hidePassword")}
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
      {providers}
      <p className="text-center text-sm text-[var(--text-muted)]">
        {t("signup.haveAccount")}{" "}
        <Link to="/login" className={linkClass}>
          {t("signup.signIn")}
        </Link>
      </p>
    </div>
  );
}
