import { homeCountryOf, normalisePicklist } from "@frontalier/shared/identity";
import type { FastifyRequest } from "fastify";
import type { Identity } from "../../../identity/identity.ts";
import { type ComparisonDefaults, currencyOf, visitorComparison } from "../articles/comparison.ts";

/**
 * Where the requester compares from when the request does not say: the profile's home and its
 * current basket's countries; without a profile yet, the list around the country of the
 * browser's languages (`nl-BE` → Belgium), else around France.
 */
export async function shopperComparison(
  identity: Identity,
  request: FastifyRequest,
): Promise<ComparisonDefaults> {
  const actor = await identity.actor(request);
  if (actor.kind === "anonymous") return visitorComparison(request);
  const home = homeCountryOf(actor.profile);
  const basket = await identity.basketOf(actor.profile);
  return { home, countries: normalisePicklist(basket.countries, home), currencyOf };
}
