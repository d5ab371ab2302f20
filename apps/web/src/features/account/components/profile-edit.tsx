import { Alert } from "../../../components/ui/alert";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/use-translation";
import { useProfile } from "../api/get-profile";
import { errorMessage } from "../error-message";
import { ProfileEditForm } from "./profile-edit-form";

/** The profile form once the profile has loaded. */
export function ProfileEdit() {
  const { t } = useTranslation("account");
  const profile = useProfile();
  if (profile.error) {
    return (
      <Alert tone="error" title={t("profile.failed")}>
        {errorMessage(profile.error, t)}
      </Alert>
    );
  }
  if (!profile.data) return <Spinner label={t("profile.loading")} />;
  return <ProfileEditForm profile={profile.data} />;
}
