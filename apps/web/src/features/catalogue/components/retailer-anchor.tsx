import type { PodiumEntryDto } from "@frontalier/shared/contracts/podium";
import { countryLabel } from "@frontalier/shared/countries";
import { ExternalLink } from "lucide-react";
import { useTranslation } from "../../../i18n/use-translation";
import { retailerLink } from "../lib/retailer-link";

/**
 * "Voir l'article" (its page) or "Chercher sur IKEA" (the search, when the page is not known),
 * in a new tab; the country and the new tab are said to screen readers after the visible words.
 */
export function RetailerAnchor({ entry, code }: { entry: PodiumEntryDto; code: string }) {
  const { t, i18n } = useTranslation("catalogue");
  const link = retailerLink(entry, code);
  if (!link) return null;
  return (
    <a
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      data-link-kind={link.kind}
      className="inline-flex min-h-6 items-center gap-1 font-semibold text-brand underline-offset-2 hover:underline"
    >
      {t(link.kind === "product" ? "ranking.productLink" : "ranking.searchLink")}
      <span className="sr-only">
        {" "}
        ({t("ranking.linkContext", { country: countryLabel(entry.country, i18n.language) })})
      </span>
      <ExternalLink size={14} aria-hidden="true" className="shrink-0" />
    </a>
  );
}
