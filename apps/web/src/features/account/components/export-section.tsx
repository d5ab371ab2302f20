import { Download } from "lucide-react";
import { buttonClass } from "../../../components/ui/button";
import { useTranslation } from "../../../i18n/use-translation";
import { profileExportUrl } from "../api/export-profile";
import { ProfileSection } from "./profile-section";

/** A copy of everything we keep about the user, as a JSON file (a plain download link). */
export function ExportSection() {
  const { t } = useTranslation("account");
  return (
    <ProfileSection title={t("export.title")} lead={t("export.lead")}>
      <a href={profileExportUrl} download className={buttonClass("secondary")}>
        <Download size={16} aria-hidden="true" />
        {t("export.submit")}
      </a>
    </ProfileSection>
  );
}
