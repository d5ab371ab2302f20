import type { podiumQuerySchema } from "@frontalier/shared/contracts/podium";

export interface ComparisonDefaults {
  countries: readonly string[];
  home: string;
  currencyOf(country: string): string | undefined;
}

type PodiumQuery = ReturnType<typeof podiumQuerySchema.parse>;

export const intersect = (set: ReadonlySet<string>, countries: readonly string[]) =>
  new Set(countries.filter((country) => set.has(country)));

/** Who compares what: the query's choices, else the defaults; home is always compared. */
export function resolveComparison(query: PodiumQuery, defaults: ComparisonDefaults) {
  const home = query.home ?? defaults.home;
  const currency = query.currency ?? defaults.currencyOf(home) ?? "EUR";
  const requested = query.countries ?? defaults.countries;
  const countries = requested.includes(home) ? [...requested] : [home, ...requested];
  return { home, currency, countries };
}
