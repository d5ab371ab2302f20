/** A country where the retailer sells, and the locale of its site there. */
export interface Market {
  /** ISO 3166-1 alpha-2, upper case (`FR`). */
  country: string;
  /** The retailer's site locale, `{cc}/{lang}` in lower case (`fr/fr`, `be/nl`, `ch/de`). */
  locale: string;
}

const localePattern = /^([a-z]{2})\/([a-z]{2})$/;

/** `be/nl` → `{ cc: "be", lang: "nl" }`; throws on a locale the retailer's URLs cannot hold. */
export function localeSegments(market: Market): { cc: string; lang: string } {
  const match = localePattern.exec(market.locale);
  if (!match) throw new Error(`Bad retailer locale "${market.locale}" for ${market.country}`);
  return { cc: match[1]!, lang: match[2]! };
}
