import { extractArticleCode, formatArticleCode } from "@frontalier/shared/article-code";
import { fillPath } from "@frontalier/shared/contracts/endpoint";
import { getPodium } from "@frontalier/shared/contracts/podium";
import { crossBorderQuery, settingFromAddress } from "@frontalier/shared/cross-border/setting";
import { homeCountryOf } from "@frontalier/shared/identity";
import type { RouteMatch } from "@frontalier/shared/routes";
import type { FastifyRequest } from "fastify";
import { ownCurrentBasket } from "../baskets/baskets.ts";
import type { Identity } from "../identity/identity.ts";
import { presentCrossBorder } from "../identity/present.ts";

const stringValues = (query: object): Record<string, string> =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * The podium's own answer, hinted in its index.html so that the browser asks for it with the
 * page's code instead of after it has loaded and run (issue 19: one round trip less before the
 * ranking's heading, a phone's largest contentful paint). The URL is the one the page builds:
 * the code as the route keeps it (other spellings are redirected first), the countries and home
 * of the shopper's current basket, as the session tells the page. Nothing when the page would
 * not ask: a first visit without a profile, a guest sent to the country choice, no basket yet.
 */
export async function pageAnswerLink(
  identity: Identity,
  request: FastifyRequest,
  match: Extract<RouteMatch, { kind: "ok" }>,
): Promise<string> {
  if (match.route.id !== "podium") return "";
  const icode = match.params.icode ?? "";
  const code = extractArticleCode(icode);
  if (!code || formatArticleCode(code) !== icode) return "";
  const actor = await identity.actor(request);
  if (actor.kind === "anonymous") return "";
  const { profile } = actor;
  if (actor.kind === "guest" && !profile.homeCountry && !profile.countryLanguage) return "";
  const basket = await ownCurrentBasket(identity.db, profile);
  if (!basket) return "";
  // The page's query, key for key and in the same order (`encodeQuery` on the web), with the
  // cross-border setting as the page reads it: the address's, else the profile's (issue 25).
  const home = homeCountryOf(profile);
  const setting = settingFromAddress(
    new URL(request.url, "http://page.invalid").searchParams,
    presentCrossBorder(profile),
  );
  const query = new URLSearchParams({
    countries: basket.countries.join(","),
    home,
    ...stringValues(crossBorderQuery(setting, home)),
  });
  const href = `${fillPath(getPodium, { code })}?${query}`;
  // `anonymous`: same-origin credentials, what the page's fetch sends; it then takes this answer.
  return `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(href)}">`;
}
