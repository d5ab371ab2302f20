import { RoutePage } from "../components/layout/route-page";
import { ProseSections } from "../features/faq/components/prose-sections";
import { legalFigures } from "../features/faq/legal-figures";

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
  return (
    <RoutePage id="terms">
      <ProseSections
        namespace="legal"
        prefix="privacy"
        sections={sections}
        values={{ ...legalFigures() }}
      />
    </RoutePage>
  );
}
