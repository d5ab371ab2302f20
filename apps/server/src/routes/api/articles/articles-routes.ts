import {
  type ArticleSearchResponse,
  articleCodeParamSchema,
  articleSearchQuerySchema,
  type PodiumResponse,
  type PriceHistoryResponse,
  podiumQuerySchema,
} from "@frontalier/shared/contracts/podium";
import type { RateTable } from "@frontalier/shared/money";
import type { FastifyInstance } from "fastify";
import type { LiveLookup } from "../../../catalogue/live/live-lookup.ts";
import { loadHistory } from "../../../catalogue/podium/load-history.ts";
import { loadPodium } from "../../../catalogue/podium/load-podium.ts";
import { searchArticles } from "../../../catalogue/search/search-articles.ts";
import { AppError } from "../../../http/app-error.ts";
import { parseInput } from "../../../http/parse-input.ts";
import { type ComparisonDefaults, intersect, resolveComparison } from "./comparison.ts";
import { podiumStreamRoute } from "./podium-stream-route.ts";

export interface ArticlesRoutesOptions {
  loadRates(): Promise<RateTable>;
  /** On-demand prices from the retailer; without it the podium shows what the database knows. */
  live?: LiveLookup;
  /** Until shoppers have their own picklist (issue "Identity"), the countries compared by default. */
  defaults: ComparisonDefaults;
}

/** Article search and the price podium (brief §4). */
export async function articlesRoutes(app: FastifyInstance, options: ArticlesRoutesOptions) {
  app.get("/api/articles", async (request): Promise<ArticleSearchResponse> => {
    const { q, limit } = parseInput(articleSearchQuerySchema, request.query);
    return { items: await searchArticles(app.db, q, limit) };
  });

  app.get("/api/articles/:code/podium", async (request, reply): Promise<PodiumResponse> => {
    const { code } = parseInput(articleCodeParamSchema, request.params);
    const comparison = resolveComparison(
      parseInput(podiumQuerySchema, request.query),
      options.defaults,
    );
    const pending = await startLookups(options.live, code, comparison.countries);
    const rates = await options.loadRates();
    const podium = await loadPodium(app.db, { code, ...comparison, rates, pending });
    if (!podium) throw new AppError("not_found", { message: `article ${code} is unknown` });
    reply.header("cache-control", "no-store");
    return podium;
  });

  await app.register(podiumStreamRoute, options);

  app.get("/api/articles/:code/history", async (request): Promise<PriceHistoryResponse> => {
    const { code } = parseInput(articleCodeParamSchema, request.params);
    const { countries } = resolveComparison(
      parseInput(podiumQuerySchema, request.query),
      options.defaults,
    );
    return loadHistory(app.db, code, countries);
  });
}

/**
 * Looks up at the retailer what is missing or stale; an article never seen is first discovered
 * (the answer waits for the first country that knows it). Returns the countries still pending.
 */
async function startLookups(
  live: LiveLookup | undefined,
  code: string,
  countries: readonly string[],
) {
  if (!live) return new Set<string>();
  const stale = await live.staleCountries(code, countries);
  if (stale.length === countries.length) await live.discover(code, countries);
  else if (stale.length > 0) live.start(code, stale);
  return intersect(live.pending(code), countries);
}
