import { RoutePage } from "../components/layout/route-page";
import { ProseSections } from "../features/faq/components/prose-sections";
import { legalFigures, supervisoryAuthority } from "../features/faq/legal-figures";
import { useTranslation } from "../i18n/use-translation";

const sections = [
  "controller",
  "data",
  "purposes",
  "cookies",
  "storage",
  "retention",
  "processors",
  "rights",
  "security",
  "changes",
] as const;

/** /terms (spec §2: the privacy policy), true to what the app stores, sets and deletes. */
export function Page() {
  const { t } = useTranslation("legal");
  const authority = supervisoryAuthority();
  // GDPR art. 77: the operator's authority when configured, else the shopper's own.
  const complaint = authority
    ? t("privacy.rights.complaint", { authority })
    : t("privacy.rights.complaintAny");
  return (
    <RoutePage id="terms">
      <ProseSections
        namespace="legal"
        prefix="privacy"
        sections={sections}
        values={{ ...legalFigures(), complaint }}
      />
    </RoutePage>
  );
}
