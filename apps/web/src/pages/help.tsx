import { premiumTextValues } from "@frontalier/shared/premium-text-values";
import { RoutePage } from "../components/layout/route-page";
import { ProseSections } from "../features/faq/components/prose-sections";
import { legalFigures } from "../features/faq/legal-figures";

const sections = [
  "search",
  "podium",
  "scanner",
  "pdf",
  "wishlist",
  "picklist",
  "map",
  "account",
  "premium",
  "newsletter",
  "trouble",
] as const;

/** /help: how to use every feature. */
export function Page() {
  return (
    <RoutePage id="help">
      <ProseSections
        namespace="help"
        prefix="help"
        sections={sections}
        values={{ ...legalFigures(), ...premiumTextValues }}
      />
    </RoutePage>
  );
}
