import { RoutePage } from "../components/layout/route-page";
import { ProseSections } from "../features/faq/components/prose-sections";
import { legalFigures } from "../features/faq/legal-figures";

const sections = [
  "service",
  "prices",
  "accounts",
  "use",
  "premium",
  "newsletter",
  "liability",
  "ip",
  "changes",
  "law",
] as const;

/** /use-conditions (spec §2: the terms of use). */
export function Page() {
  return (
    <RoutePage id="useConditions">
      <ProseSections
        namespace="legal"
        prefix="terms"
        sections={sections}
        values={{ ...legalFigures() }}
      />
    </RoutePage>
  );
}
