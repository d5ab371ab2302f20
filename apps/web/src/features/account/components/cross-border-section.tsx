import type { CrossBorderSetting } from "@frontalier/shared/cross-border/setting";
import { MAX_TRAVELLERS } from "@frontalier/shared/cross-border/setting";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { SelectField } from "../../../components/ui/select-field";
import { useTranslation } from "../../../i18n/use-translation";
import { notify } from "../../../lib/notifier";
import { saveCrossBorder } from "../../../lib/session/save-cross-border";
import { type AccountProfile, toAccountProfile } from "../api/account-profile";
import { profileQueryKey } from "../api/get-profile";
import { errorMessage } from "../error-message";
import { ProfileSection } from "./profile-section";

/**
 * Issue 25: "I live in Switzerland and carry my purchases home myself", the travellers and whether
 * purchases may be split, kept with the profile; the podium and the wishlist start from it. For a
 * home with import rules only (the page decides).
 */
export function CrossBorderSection({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation("cross-border");
  const { t: tAccount } = useTranslation("account");
  const queryClient = useQueryClient();
  const [value, setValue] = useState<CrossBorderSetting>(profile.crossBorder);
  const [busy, setBusy] = useState(false);
  // The control the shopper saved from: the button is disabled while saving, which takes the
  // focus away; it goes back once the button is enabled again.
  const focusAfterSave = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (busy || !focusAfterSave.current) return;
    if (document.activeElement === document.body || document.activeElement === null)
      focusAfterSave.current.focus();
    focusAfterSave.current = null;
  }, [busy]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    focusAfterSave.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setBusy(true);
    try {
      const saved = await saveCrossBorder(profile.profileId, value);
      queryClient.setQueryData(profileQueryKey, toAccountProfile(saved));
      notify.success(t("settings.saved"));
    } catch (error) {
      notify.error(errorMessage(error, tAccount));
    } finally {
      setBusy(false);
    }
  }

  const change = (part: Partial<CrossBorderSetting>) =>
    setValue((current) => ({ ...current, ...part }));
  return (
    <ProfileSection title={t("settings.title")} lead={t("settings.lead")} testId="cross-border">
      <form onSubmit={submit} className="space-y-4" aria-busy={busy}>
        <CheckboxRow
          checked={value.carryHome}
          onChange={(carryHome) => change({ carryHome })}
          label={t(`settings.carryFrom.${profile.home}`)}
          hint={t("control.hint")}
        />
        <fieldset disabled={!value.carryHome} className="space-y-4 disabled:opacity-60">
          <SelectField
            label={t("settings.travellers")}
            hint={t("settings.travellersHint")}
            className="max-w-xs"
            value={value.travellers}
            onChange={(event) => change({ travellers: Number(event.target.value) })}
          >
            {Array.from({ length: MAX_TRAVELLERS }, (_, index) => index + 1).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </SelectField>
          <CheckboxRow
            checked={value.splitPurchases}
            onChange={(splitPurchases) => change({ splitPurchases })}
            label={t("settings.split")}
            hint={t("settings.splitHint")}
          />
        </fieldset>
        <Button type="submit" loading={busy}>
          {t("settings.save")}
        </Button>
      </form>
    </ProfileSection>
  );
}

/** A checkbox, its label and a hint the screen reader reads with it. */
function CheckboxRow({
  checked,
  onChange,
  label,
  hint,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  label: ReactNode;
  hint: string;
}) {
  const id = useId();
  return (
    <div className="flex gap-3">
      <input
        id={id}
        type="checkbox"
        aria-describedby={`${id}-hint`}
        className="mt-0.5 h-5 w-5 shrink-0 accent-[var(--color-brand)]"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div className="space-y-1 text-sm">
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-[var(--text-muted)]">
          {hint}
        </p>
      </div>
    </div>
  );
}
