import type { PodiumEntryDto } from "@frontalier/shared/contracts/podium";
import { findCountry } from "@frontalier/shared/countries";

/**
 * Where the shopper buys it: the article's own page in that country when the retailer told us
 * (`productUrl`), else the retailer's search for its code there; null for a market we do not know.
 */
export function retailerLink(
  entry: Pick<PodiumEntryDto, "country" | "productUrl">,
  code: string,
): { href: string; kind: "product" | "search" } | null {
  if (entry.productUrl) return { href: entry.productUrl, kind: "product" };
  const country = findCountry(entry.country);
  return country
    ? { href: `https://www.ikea.com/${country.retailerLocale}/search/?q=${code}`, kind: "search" }
    : null;
}
