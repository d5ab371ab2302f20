import { GUEST_PROFILE_COOKIE, SESSION_COOKIE } from "@frontalier/shared/cookie-names";
import {
  FIRST_VISIT_CHOOSES,
  FIRST_VISIT_META,
  isCrawlerAgent,
  skipsCountryChoice,
} from "@frontalier/shared/country-choice";
import { matchRoute, type RouteDef, routes } from "@frontalier/shared/routes";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../http/app-error.ts";
import { requestLocale } from "../http/request-locale.ts";
import { NEVER_STORE } from "./cache-control.ts";
import type { WebIndex } from "./load-web-index.ts";
import { pageAnswerLink } from "./page-answer-link.ts";
import { type PreloadPlan, preloadLinks } from "./preload-plan.ts";

const isApiPath = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");

const selectCountry = routes.find((route) => route.id === "selectCountry") as RouteDef;

/**
 * A visitor with no session and no guest profile has not chosen a country (spec §4 guest
 * redirect): the app will send them to /select-country. Told so by a meta, it sends them at once,
 * and the hints are that page's, not the one asked for (issue 18: a first visit's download).
 */
function sentToChooseCountry(request: FastifyRequest, pathname: string): boolean {
  const cookies = request.cookies ?? {};
  return (
    !cookies[SESSION_COOKIE] &&
    !cookies[GUEST_PROFILE_COOKIE] &&
    !skipsCountryChoice(pathname) &&
    !isCrawlerAgent(request.headers["user-agent"])
  );
}

/**
 * Every GET that no API route or static file takes gets index.html: 200 for a page of the app,
 * 404 when no route of the app (or its check) accepts the path, so that crawlers see what the app
 * will render. A route rather than the not-found handler, so that the page gets compressed.
 */
export function registerSpaFallback(
  app: FastifyInstance,
  index: WebIndex | null,
  plan: PreloadPlan,
) {
  const headEnd = index ? index.html.search(/<\/head>/i) : -1;
  app.get("/*", async (request, reply) => {
    const pathname = request.url.split("?", 1)[0] ?? "/";
    if (isApiPath(pathname)) {
      throw new AppError("not_found", { message: `no route for ${request.method} ${pathname}` });
    }
    if (!index) {
      throw new AppError("service_unavailable", {
        message: "no index.html in WEB_DIST_DIR",
        userMessage: "The web app is not built. Run `npm run build`, then restart the server.",
      });
    }
    const match = matchRoute(pathname);
    const found = pathname === "/index.html" || match.kind === "ok";
    const choosing = match.kind === "ok" && sentToChooseCountry(request, pathname);
    let links = "";
    if (match.kind === "ok" && headEnd >= 0 && choosing) {
      links =
        `<meta name="${FIRST_VISIT_META}" content="${FIRST_VISIT_CHOOSES}">` +
        preloadLinks(plan, selectCountry, requestLocale(request));
    } else if (match.kind === "ok" && headEnd >= 0) {
      links =
        preloadLinks(plan, match.route, requestLocale(request)) +
        (await pageAnswerLink(app.identity, request, match).catch((error: unknown) => {
          // A hint: the page asks for its answer itself if the database cannot say it here.
          request.log.warn({ err: error }, "page answer hint skipped");
          return "";
        }));
    }
    const html = links
      ? index.html.slice(0, headEnd) + links + index.html.slice(headEnd)
      : index.html;
    // Test pages and 404s stay out of search results even for crawlers that run no script.
    if (!found || (match.kind === "ok" && match.route.noindex)) {
      reply.header("x-robots-tag", "noindex, nofollow");
    }
    return reply
      .code(found ? 200 : 404)
      .header("cache-control", NEVER_STORE)
      .type("text/html; charset=utf-8")
      .send(html);
  });
}
