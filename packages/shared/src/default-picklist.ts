import { DEFAULT_HOME, DEFAULT_PICKLIST_SIZE, europeanCountries } from "./countries.ts";
import { distanceKm } from "./distance.ts";
import { marketCapitals, roadNeighbours } from "./market-geography.ts";

/**
 * The picklist a new basket starts with: home first, then the markets nearest to it, about
 * `DEFAULT_PICKLIST_SIZE` in all, and every market across a road border even past that (Germany
 * has nine). Nearer means fewer borders to cross by road first (a Swede reaches Norway, Finland and
 * Denmark before Germany, and Germany before Poland), then a shorter distance between capitals;
 * islands and markets no road reaches are ranked by distance alone. An unknown home gets the list
 * around France.
 */
export function defaultPicklistFor(home: string): string[] {
  const code = home.trim().toUpperCase();
  const start = marketCapitals[code] ? code : DEFAULT_HOME;
  const hops = new Map<string, number>([[start, 0]]);
  let frontier = [start];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const code of frontier) {
      for (const neighbour of roadNeighbours(code)) {
        if (hops.has(neighbour)) continue;
        hops.set(neighbour, (hops.get(code) ?? 0) + 1);
        next.push(neighbour);
      }
    }
    frontier = next;
  }
  const origin = marketCapitals[start]!;
  const kmTo = (code: string) => distanceKm(origin, marketCapitals[code]!);
  const nearest = europeanCountries
    .map((country) => country.code)
    .filter((code) => code !== start && marketCapitals[code])
    .sort(
      (a, b) =>
        (hops.get(a) ?? Number.POSITIVE_INFINITY) - (hops.get(b) ?? Number.POSITIVE_INFINITY) ||
        kmTo(a) - kmTo(b),
    )
    .slice(0, Math.max(DEFAULT_PICKLIST_SIZE - 1, roadNeighbours(start).length));
  return [start, ...nearest.sort((a, b) => kmTo(a) - kmTo(b))];
}

/** The picklist of a shopper nothing is known about yet: the one around France. */
export const defaultPicklist: readonly string[] = Object.freeze(defaultPicklistFor(DEFAULT_HOME));
