import { Cookie } from "lucide-react";
import { useTranslation } from "react-i18next";
import { RoutePage } from "../components/layout/route-page";
import { Button } from "../components/ui/button";
import { openConsentSettings } from "../features/consent";

/** The privacy policy: also where consent is reviewed or withdrawn on any device. */
export function Page() {
  const { t } = useTranslation();
  return (
    <RoutePage id="terms">
      <Button variant="secondary" onClick={() => openConsentSettings()}>
        <Cookie size={16} aria-hidden="true" />
        {t("footer.legal.cookies")}
      </Button>
    </RoutePage>
  );
}
