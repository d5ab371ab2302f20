import { parseArticleInput } from "@frontalier/shared/article-input";
import {
  FREE_HISTORY_DAYS,
  getPodium,
  getPriceHistory,
  HISTORY_DAYS,
  searchArticles as searchArticlesEndpoint,
} from "@frontalier/shared/contracts/podium";
import { getPriceLows } from "@frontalier/shared/contracts/price-lows";
import { getStoreStock } from "@frontalier/shared/contracts/stock";
import type { RateTable } from "@frontalier/shared/money";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AdmitLookup, LiveLookup } from "../../../catalogue/live/live-lookup.ts";
import type { LookupAdmission } from "../../../catalogue/live/lookup-limits.ts";
import { loadHistory } from "../../../catalogue/podium/load-history.ts";
import { LOWS_PER_IP, loadLows } from "../../../catalogue/podium/load-lows.ts";
import { type PodiumData, presentPodium } from "../../../catalogue/podium/load-podium.ts";
import type { OfferIndex } from "../../../catalogue/podium/offer-index.ts";
import { createPodiumLoader, type PodiumLoader } from "../../../catalogue/podium/podium-loader.ts";
import { searchArticles } from "../../../catalogue/search/search-articles.ts";
import {
  presentFound,
  RETAILER_SEARCH_BELOW,
  RETAILER_SEARCH_MIN_LENGTH,
  RETAILER_SEARCHES_PER_CLIENT,
  type RetailerSearcher,
} from "../../../catalogue/search/search-retailer.ts";
import { AppError } from "../../../http/app-error.ts";
import { route } from "../../../http/route.ts";
import type { RateLimiter } from "../../../rate-limit/rate-limiter.ts";
import type { ArticleViews } from "../../../refresh/article-views.ts";
import { refreshingCountries, refreshPlanReader } from "../../../refresh/refresh-plan.ts";
import { STOCK_PER_IP, type StoreStockService } from "../../../stock/store-stock.ts";
import { type ComparisonDefaults, intersect, resolveComparison } from "./comparison.ts";
import { podiumStreamRoute } from "./podium-stream-route.ts";

export interface ArticlesRoutesOptions {
  /** Counts the store-stock and price-lows asks per client. */
  limiter: RateLimiter;
  loadRates(): Promise<RateTable>;
  /** On-demand prices from the retailer; without it the podium shows what the database knows. */
  live?: LiveLookup;
  /** The per-client and total limits of look-ups at the retailer; without it, none. */
  admission?: LookupAdmission | undefined;
  /** Current offers in memory; without it every podium reads the database. */
  offerIndex?: OfferIndex | undefined;
  /**
   * What a request compares when its query does not say (home, countries, currency): for a
   * visitor with no profile yet, the list around the country of the browser's languages.
   */
  defaults(request: FastifyRequest): ComparisonDefaults;
  /** Store stock per country; without it (no stock API configured) the route answers 503. */
  stock?: StoreStockService | undefined;
  /** Whether the requester has premium (the full price history); nobody without it. */
  isPremium?: (request: FastifyRequest) => Promise<boolean>;
  /** Podiums opened, which the scheduled refresh then keeps fresh for a few days. */
  views?: ArticleViews | undefined;
  /** The retailer's name search (RETAILER_SEARCH_BASE_URL); without it, our catalogue only. */
  retailerSearch?: RetailerSearcher | undefined;
}

/** Article search and the price podium (brief §4). */
export async function articlesRoutes(app: FastifyInstance, options: ArticlesRoutesOptions) {
  route(app, searchArticlesEndpoint, async ({ request, query: { q, limit, home } }) => {
    const items = await searchArticles(app.db, q, limit);
    const retailer = options.retailerSearch;
    if (
      !retailer ||
      items.length >= RETAILER_SEARCH_BELOW ||
      parseArticleInput(q).kind !== "name" ||
      q.length < RETAILER_SEARCH_MIN_LENGTH
    ) {
      return { items };
    }
    // Over the client's limit, our own matches are answered as they are.
    const decision = await options.limiter.check([
      { rule: RETAILER_SEARCHES_PER_CLIENT, key: request.ip },
    ]);
    if (!decision.allowed) return { items };
    const market = home ?? options.defaults(request).home;
    const saved = await retailer.search(q, market);
    // Ours first, then what the retailer found (its match may be on the type, not the name).
    const more = await presentFound(app.db, saved, new Set(items.map((item) => item.code)));
    return { items: [...items, ...more].slice(0, limit) };
  });

  const loadPodiumData = createPodiumLoader(app.database, options.offerIndex);
  const plan = refreshPlanReader(app.db);

  route(app, getPodium, async ({ request, reply, params: { code }, query }) => {
    const comparison = resolveComparison(query, options.defaults(request));
    const [{ data, pending }, rates, planned] = await Promise.all([
      podiumData(loadPodiumData, options.live, code, comparison.countries, {
        refresh: options.admission?.quietly(request),
        discover: options.admission?.loudly(request, reply),
      }),
      options.loadRates(),
      plan.current(),
    ]);
    if (!data) throw new AppError("not_found", { message: `article ${code} is unknown` });
    options.views?.record(code);
    reply.header("cache-control", "no-store");
    const podium = presentPodium(data, {
      countries: comparison.countries,
      home: comparison.home,
      currency: comparison.currency,
      rates,
      pending,
      carryHome: comparison.carryHome,
      familyMember: comparison.familyMember,
    });
    return {
      ...podium,
      refreshing: refreshingCountries(planned, code, data.offers, comparison.countries, pending),
    };
  });

  // The event stream reads through the same loader: one read path for the podium.
  podiumStreamRoute(app, options, loadPodiumData, plan);

  route(app, getStoreStock, async ({ request, reply, params: { code }, query: { country } }) => {
    if (!options.stock) {
      throw new AppError("stock_unavailable", { message: "no stock API is configured" });
    }
    await options.limiter.limit(reply, [{ rule: STOCK_PER_IP, key: request.ip }]);
    const answer = await options.stock.stockOf(code, country);
    reply.header("cache-control", "public, max-age=300");
    return answer;
  });

  route(app, getPriceHistory, async ({ request, params: { code }, query }) => {
    const { countries } = resolveComparison(query, options.defaults(request));
    const full = (await options.isPremium?.(request)) ?? false;
    return loadHistory(
      app.db,
      code,
      countries,
      new Date(),
      full ? HISTORY_DAYS : FREE_HISTORY_DAYS,
    );
  });

  // Issue 25: the lows and badges of each compared country, read from the observations' index.
  route(app, getPriceLows, async ({ request, reply, params: { code }, query }) => {
    await options.limiter.limit(reply, [{ rule: LOWS_PER_IP, key: request.ip }]);
    const { countries } = resolveComparison(query, options.defaults(request));
    return loadLows(app.database, code, countries);
  });
}

/**
 * The podium's data, after starting the look-up of what is missing or stale; an article never
 * seen is first discovered (the answer waits for the first country that knows it).
 */
async function podiumData(
  loadPodiumData: PodiumLoader,
  live: LiveLookup | undefined,
  code: string,
  countries: readonly string[],
  admit: { refresh?: AdmitLookup | undefined; discover?: AdmitLookup | undefined },
): Promise<{ data: PodiumData | null; pending: Set<string> }> {
  let data = await loadPodiumData(code, countries);
  if (!live) return { data, pending: new Set() };
  if (!data) {
    if (await live.discover(code, countries, admit.discover)) {
      data = await loadPodiumData(code, countries);
    }
  } else {
    const stale = live.staleCountries(data.offers, countries);
    if (stale.length > 0) {
      await live.start(code, stale, {
        isCombination: data.article.isCombination,
        admit: admit.refresh,
      });
    }
  }
  return { data, pending: intersect(live.pending(code), countries) };
}
