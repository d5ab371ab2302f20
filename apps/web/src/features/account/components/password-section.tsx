import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { PasswordField } from "../../../components/ui/password-field";
import { useTranslation } from "../../../i18n/use-translation";
import { notify } from "../../../lib/notifier";
import type { AccountProfile } from "../api/account-profile";
import { changePassword } from "../api/change-password";
import { profileQueryKey } from "../api/get-profile";
import { errorMessage } from "../error-message";
import { type FieldProblem, newPasswordProblem, requiredProblem } from "../validate";
import { NewPasswordField } from "./new-password-field";
import { ProfileSection } from "./profile-section";

/** Change the password, or set one on an account made with a provider. */
export function PasswordSection({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation("account");
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [problems, setProblems] = useState<{ current?: FieldProblem; next?: FieldProblem }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const currentRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLInputElement>(null);
  const { hasPassword } = profile;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = {
      current: hasPassword ? (requiredProblem(current) ?? undefined) : undefined,
      next: newPasswordProblem(next) ?? undefined,
    };
    setProblems(found);
    setFailure(null);
    if (found.current) return currentRef.current?.focus();
    if (found.next) return nextRef.current?.focus();
    setBusy(true);
    try {
      await changePassword(
        hasPassword ? { currentPassword: current, newPassword: next } : { newPassword: next },
      );
      setCurrent("");
      setNext("");
      notify.success(t(hasPassword ? "password.changed" : "password.set"));
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ProfileSection
      title={t(hasPassword ? "password.changeTitle" : "password.setTitle")}
      lead={t(hasPassword ? "password.changeLead" : "password.setLead")}
      testId="password-section"
    >
      <form noValidate onSubmit={submit} className="space-y-4" aria-busy={busy}>
        {failure && <FailureAlert title={t("password.failedTitle")}>{failure}</FailureAlert>}
        {/* Tells password managers which account the new password belongs to. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={profile.email ?? ""}
          readOnly
          hidden
        />
        {hasPassword && (
          <PasswordField
            ref={currentRef}
            label={t("password.current")}
            name="current-password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
            error={problems.current && t(problems.current)}
            showLabel={t("form.showPassword")}
            hideLabel={t("form.hidePassword")}
          />
        )}
        <NewPasswordField
          ref={nextRef}
          label={t("password.new")}
          value={next}
          onChange={(event) => setNext(event.target.value)}
          problem={problems.next}
        />
        <Button type="submit" loading={busy}>
          {t(hasPassword ? "password.changeSubmit" : "password.setSubmit")}
        </Button>
      </form>
    </ProfileSection>
  );
}
