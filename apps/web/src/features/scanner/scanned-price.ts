import type { EndpointInput } from "@frontalier/shared/contracts/endpoint";
import type { getPodium, PodiumResponse } from "@frontalier/shared/contracts/podium";

export type PodiumQuery = NonNullable<EndpointInput<typeof getPodium>["query"]>;

/** The cheapest country of a podium and what the article costs there, in the podium's currency. */
export interface CheapestPrice {
  country: string;
  amountMinor: number;
  currency: string;
}

/**
 * What the scanner says of a scanned article's podium (decision 047): the first-ranked country
 * and its price, the true cost when the podium ranks by it (issue 25). Null when no country has
 * a price.
 */
export function cheapestPrice(podium: PodiumResponse): CheapestPrice | null {
  const best = podium.entries
    .filter((entry) => entry.rank !== null)
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))[0];
  if (!best) return null;
  const amountMinor = best.trueCost?.totalMinor ?? best.converted?.amountMinor;
  if (amountMinor === undefined) return null;
  return {
    country: best.country,
    amountMinor,
    currency: best.converted?.currency ?? podium.currency,
  };
}
