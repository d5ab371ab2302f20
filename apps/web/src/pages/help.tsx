import { premiumTextValues } from "@frontalier/shared/premium-text-values";
import { priceMapPath } from "@frontalier/shared/route-links";
import { RoutePage } from "../components/layout/route-page";
import { ProseSections } from "../features/faq/components/prose-sections";
import { legalFigures } from "../features/faq/legal-figures";
import { useTranslation } from "../i18n/use-translation";

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

/** /help: how to use every feature, with links to the screens it explains. */
export function Page() {
  const { t } = useTranslation();
  const links = {
    map: [
      { to: "/map", label: t("routes.map.title") },
      { to: priceMapPath(), label: t("routes.map2.title") },
    ],
  };
  return (
    <RoutePage id="help">
      <ProseSections
        namespace="help"
        prefix="help"
        sections={sections}
        links={links}
        values={{ ...legalFigures(), ...premiumTextValues }}
      />
    </RoutePage>
  );
}
