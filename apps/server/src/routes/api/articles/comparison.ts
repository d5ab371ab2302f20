import type { podiumQuerySchema } from "@frontalier/shared/contracts/podium";
import { countryFromLanguageTags, DEFAULT_HOME, findCountry } from "@frontalier/shared/countries";
import { homeImportRules } from "@frontalier/shared/cross-border/home-import-rules";
import { defaultPicklistFor } from "@frontalier/shared/default-picklist";
import { parseAcceptLanguage } from "@frontalier/shared/locales";
import type { FastifyRequest } from "fastify";

export interface ComparisonDefaults {
  countries: readonly string[];
  home: string;
  currencyOf(country: string): string | undefined;
}

type PodiumQuery = ReturnType<typeof podiumQuerySchema.parse>;

/** A market's currency; undefined for a code the retailer does not sell in. */
export const currencyOf = (country: string) => findCountry(country)?.currency;

/**
 * Where a visitor nothing is known about yet compares from: the list around the country of the
 * browser's languages (`nl-BE` → Belgium), else around France.
 */
export function visitorComparison(request: FastifyRequest): ComparisonDefaults {
  const languages = parseAcceptLanguage(request.headers["accept-language"]);
  const home = countryFromLanguageTags(languages) ?? DEFAULT_HOME;
  return { home, countries: defaultPicklistFor(home), currencyOf };
}

export const intersect = (set: ReadonlySet<string>, countries: readonly string[]) =>
  new Set(countries.filter((country) => set.has(country)));

/**
 * Issue 25: a shopper whose home has import rules (outside the EU) carries purchases home unless
 * the query says `carry=0`; the true cost is in the home currency, so another currency shows
 * shelf prices only.
 */
function carryHomeOf(query: PodiumQuery, home: string, currency: string) {
  const rule = homeImportRules.get(home);
  if (!rule || rule.currency !== currency || query.carry === "0") return null;
  return { travellers: query.travellers ?? 1 };
}

/** Who compares what: the query's choices, else the defaults; home is always compared. */
export function resolveComparison(query: PodiumQuery, defaults: ComparisonDefaults) {
  const home = query.home ?? defaults.home;
  const currency = query.currency ?? defaults.currencyOf(home) ?? "EUR";
  // Each country once: `FR,FR,…` would read and answer the same country forty times.
  const requested = [...new Set(query.countries ?? defaults.countries)];
  const countries = requested.includes(home) ? requested : [home, ...requested];
  return {
    home,
    currency,
    countries,
    carryHome: carryHomeOf(query, home, currency),
    familyMember: query.member === "1",
  };
}
