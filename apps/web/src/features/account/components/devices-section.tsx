import { LogOut } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { useTranslation } from "../../../i18n/use-translation";
import { confirm, notify } from "../../../lib/notifier";
import { signOutOthers } from "../api/sign-out-others";
import { errorMessage } from "../error-message";
import { ProfileSection } from "./profile-section";

/** Ends the sessions of every other browser and phone. */
export function DevicesSection() {
  const { t } = useTranslation("account");
  const [busy, setBusy] = useState(false);

  async function run() {
    if (!(await confirm({ message: t("devices.confirm") }))) return;
    setBusy(true);
    try {
      await signOutOthers();
      notify.success(t("devices.done"));
    } catch (error) {
      notify.error(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ProfileSection title={t("devices.title")} lead={t("devices.lead")}>
      <Button variant="secondary" onClick={run} loading={busy}>
        <LogOut size={16} aria-hidden="true" />
        {t("devices.submit")}
      </Button>
    </ProfileSection>
  );
}
