import { Trash2 } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { Button, buttonClass } from "../../../components/ui/button";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { PasswordField } from "../../../components/ui/password-field";
import { TextField } from "../../../components/ui/text-field";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { cookieNames, deleteCookie } from "../../../lib/cookies";
import type { AccountProfile } from "../api/account-profile";
import { deleteAccount } from "../api/delete-account";
import { errorMessage } from "../error-message";
import { ProfileSection } from "./profile-section";

/** What the user types to confirm, in every language (the server checks the same word). */
export const DELETE_WORD = "DELETE";

/** After deletion: nothing of the account stays in this browser, and the app starts afresh. */
function leave() {
  for (const name of cookieNames()) deleteCookie(name);
  window.location.assign("/");
}

/** Deletes the account for good, after typing DELETE (and the password when there is one). */
export function DeleteAccountSection({
  profile,
  onDeleted = leave,
}: {
  profile: AccountProfile;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation("account");
  const [open, setOpen] = useState(false);
  const [word, setWord] = useState("");
  const [password, setPassword] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = word.trim() === DELETE_WORD && (!profile.hasPassword || password !== "");

  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setWord("");
      setPassword("");
      setFailure(null);
    }
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    setFailure(null);
    try {
      await deleteAccount(profile.hasPassword ? { password } : {});
      onDeleted();
    } catch (error) {
      setFailure(errorMessage(error, t));
      setBusy(false);
    }
  }

  return (
    <ProfileSection
      title={t("delete.title")}
      lead={t("delete.lead")}
      tone="danger"
      testId="delete-section"
    >
      <AlertDialog.Root open={open} onOpenChange={reset}>
        <AlertDialog.Trigger asChild>
          <Button variant="danger">
            <Trash2 size={16} aria-hidden="true" />
            {t("delete.open")}
          </Button>
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-[80] bg-black/60" />
          <AlertDialog.Content
            className={cn(
              "fixed top-1/2 left-1/2 z-[80] max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto",
              "rounded-xl border border-[var(--border)] bg-[var(--surface-raised)] p-5 text-[var(--text)] shadow-xl focus:outline-none",
            )}
            data-testid="delete-dialog"
          >
            <AlertDialog.Title className="text-lg font-bold">
              {t("delete.dialogTitle")}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm">
              {t("delete.dialogLead")}
            </AlertDialog.Description>
            <form noValidate onSubmit={submit} className="mt-4 space-y-4" aria-busy={busy}>
              {failure && <FailureAlert title={t("delete.failedTitle")}>{failure}</FailureAlert>}
              <TextField
                label={t("delete.typeWord", { word: DELETE_WORD })}
                name="confirm"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={word}
                onChange={(event) => setWord(event.target.value)}
              />
              {profile.hasPassword && (
                <PasswordField
                  label={t("password.current")}
                  name="current-password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  showLabel={t("form.showPassword")}
                  hideLabel={t("form.hidePassword")}
                />
              )}
              <div className="flex flex-col-reverse justify-end gap-2 sm:flex-row">
                <AlertDialog.Cancel className={buttonClass("secondary")}>
                  {t("delete.cancel")}
                </AlertDialog.Cancel>
                <Button type="submit" variant="danger" disabled={!ready} loading={busy}>
                  {t("delete.submit")}
                </Button>
              </div>
            </form>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </ProfileSection>
  );
}
