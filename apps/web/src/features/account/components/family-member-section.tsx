import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "../../../i18n/use-translation";
import { notify } from "../../../lib/notifier";
import { saveFamilyMember } from "../../../lib/session/save-family-member";
import { type AccountProfile, toAccountProfile } from "../api/account-profile";
import { profileQueryKey } from "../api/get-profile";
import { errorMessage } from "../error-message";
import { ProfileSection } from "./profile-section";

/**
 * Decision 045: "I am an IKEA Family member", kept with the profile; the podium and the wishlist
 * then count member prices where the retailer shows them. Saved as soon as it is ticked.
 */
export function FamilyMemberSection({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation("catalogue");
  const { t: tAccount } = useTranslation("account");
  const queryClient = useQueryClient();
  const [member, setMember] = useState(profile.familyMember ?? false);
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function change(next: boolean) {
    setMember(next);
    setBusy(true);
    try {
      const saved = await saveFamilyMember(profile.profileId, next);
      queryClient.setQueryData(profileQueryKey, toAccountProfile(saved));
      notify.success(t("member.saved"));
    } catch (error) {
      setMember(!next);
      notify.error(errorMessage(error, tAccount));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ProfileSection title={t("member.title")} lead={t("member.lead")} testId="family-member">
      <div className="flex gap-3" aria-busy={busy}>
        <input
          id={id}
          type="checkbox"
          aria-describedby={`${id}-hint`}
          className="mt-0.5 h-5 w-5 shrink-0 accent-[var(--color-brand)]"
          checked={member}
          // Not disabled while saving: that would take the focus away from the box.
          onChange={(event) => void change(event.target.checked)}
        />
        <div className="space-y-1 text-sm">
          <label htmlFor={id} className="font-semibold">
            {t("member.toggle")}
          </label>
          <p id={`${id}-hint`} className="text-[var(--text-muted)]">
            {t("member.hint")}
          </p>
        </div>
      </div>
    </ProfileSection>
  );
}
