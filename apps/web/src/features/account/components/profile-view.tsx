import { canCarryHome } from "@frontalier/shared/cross-border/carry-home";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/use-translation";
import { useProfile } from "../api/get-profile";
import { errorMessage } from "../error-message";
import { CrossBorderSection } from "./cross-border-section";
import { DeleteAccountSection } from "./delete-account-section";
import { DevicesSection } from "./devices-section";
import { ExportSection } from "./export-section";
import { FamilyMemberSection } from "./family-member-section";
import { PasswordSection } from "./password-section";
import { ProfileSummary } from "./profile-summary";

/**
 * /profil: who the user is, their cross-border setting (a home with import rules), then their
 * password, devices, data and the way out.
 */
export function ProfileView() {
  const { t } = useTranslation("account");
  const profile = useProfile();

  if (profile.error) {
    return (
      <div className="space-y-4">
        <Alert tone="error" title={t("profile.failed")}>
          {errorMessage(profile.error, t)}
        </Alert>
        <Button variant="secondary" onClick={() => void profile.refetch()}>
          {t("profile.retry")}
        </Button>
      </div>
    );
  }
  if (!profile.data) return <Spinner label={t("profile.loading")} />;
  return (
    <div className="space-y-8">
      <ProfileSummary profile={profile.data} />
      {canCarryHome(profile.data.home) && <CrossBorderSection profile={profile.data} />}
      <FamilyMemberSection profile={profile.data} />
      <div className="grid gap-6 lg:grid-cols-2">
        <PasswordSection profile={profile.data} />
        <div className="grid gap-6">
          <DevicesSection />
          <ExportSection />
        </div>
        <div className="lg:col-span-2">
          <DeleteAccountSection profile={profile.data} />
        </div>
      </div>
    </div>
  );
}
