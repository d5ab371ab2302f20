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
import { loadHistory } from "../../../catalogue/podium/load-history.ts";
import { loadPodium } from "../../../catalogue/podium/load-podium.ts";
import { searchArticles } from "../../../catalogue/search/search-articles.ts";
import { AppError } from "../../../http/app-error.ts";
import { parseInput } from "../../../http/parse-input.ts";

export interface ComparisonDefaults {
  countries: readonly string[];
  home: string;
  currencyOf(country: string): string | undefined;
}

export interface ArticlesRoutesOptions {
  loadRates(): Promise<RateTable>;
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
    const podium = await loadPodium(app.db, {
      code,
      ...comparison,
      rates: await options.loadRates(),
    });
    if (!podium) throw new AppError("not_found", { message: `article ${code} is unknown` });
    reply.header("cache-control", "no-store");
    return podium;
  });

  app.get("/api/articles/:code/history", async (request): Promise<PriceHistoryResponse> => {
    const { code } = parseInput(articleCodeParamSchema, request.params);
    const { countries } = resolveComparison(
      parseInput(podiumQuerySchema, request.query),
      options.defaults,
    );
    return loadHistory(app.db, code, countries);
  });
}

type PodiumQuery = ReturnType<typeof podiumQuerySchema.parse>;

/** Who compares what: the query's choices, else the defaults; home is always compared. */
export function resolveComparison(query: PodiumQuery, defaults: ComparisonDefaults) {
  const home = query.home ?? defaults.home;
  const currency = query.currency ?? defaults.currencyOf(home) ?? "EUR";
  const requested = query.countries ?? defaults.countries;
  const countries = requested.includes(home) ? [...requested] : [home, ...requested];
  return { home, currency, countries };
}
