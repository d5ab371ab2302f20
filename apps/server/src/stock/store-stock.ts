import type { StockResponse, StoreStockDto } from "@frontalier/shared/contracts/stock";
import { findCountry } from "@frontalier/shared/countries";
import { eq } from "drizzle-orm";
import type { SharedCache } from "../cache/shared-cache.ts";
import type { AppDb } from "../db/open-database.ts";
import { articles, stores } from "../db/schema.ts";
import { AppError } from "../http/app-error.ts";
import type { RateRule } from "../rate-limit/rate-limiter.ts";
import type { Market } from "../retailer/market.ts";
import type { StockStatus, StoreStock } from "../retailer/parse-availabilities.ts";
import { RetailerRequestError } from "../retailer/retailer-request-error.ts";

/** What the service needs of the retailer connector. */
export interface StockSource {
  fetchStock(code: string, market: Market): Promise<StoreStock[]>;
}

export interface StoreStockOptions {
  /** How long an answer is reused: stock moves during the day, not by the second. */
  ttlMs?: number;
  /** The most answers kept (the oldest go first). */
  maxEntries?: number;
  /** Shared with the other instances (Redis): one retailer request per article, country and TTL. */
  shared?: SharedCache | undefined;
  now?: () => number;
}

export const STOCK_TTL_MS = 10 * 60_000;
/**
 * Stock look-ups per IP: far above a shopper comparing countries (a click each), low enough that
 * nobody drives the retailer's stock API through us.
 */
export const STOCK_PER_IP = {
  name: "stock-ip",
  limit: 60,
  windowMs: 60_000,
} as const satisfies RateRule;
const STOCK_CACHE_ENTRIES = 5_000;

const statusOrder: Record<StockStatus, number> = {
  in_stock: 0,
  low_stock: 1,
  out_of_stock: 2,
  unknown: 3,
};

interface Cached {
  at: number;
  answer: Promise<StockResponse>;
}

/**
 * Store by store, whether an article is on the shelves in one country (the retailer's stock
 * API), joined with our store list. Answers are kept `ttlMs` in this process (and in Redis for
 * the other instances when it is configured) and shared by concurrent askers, so that a popular
 * podium costs the retailer one request per country per ten minutes; a failure is not kept.
 */
export function createStoreStock(db: AppDb, source: StockSource, options: StoreStockOptions = {}) {
  const ttlMs = options.ttlMs ?? STOCK_TTL_MS;
  const maxEntries = options.maxEntries ?? STOCK_CACHE_ENTRIES;
  const now = options.now ?? Date.now;
  const cache = new Map<string, Cached>();

  /** Another instance's answer, while it is fresh. */
  async function sharedAnswer(key: string): Promise<StockResponse | null> {
    const text = await options.shared?.get(key);
    if (!text) return null;
    try {
      const answer = JSON.parse(text) as StockResponse;
      return now() - Date.parse(answer.checkedAt) < ttlMs ? answer : null;
    } catch {
      return null;
    }
  }

  async function ask(key: string, code: string, market: Market): Promise<StockResponse> {
    const shared = await sharedAnswer(key);
    if (shared) return shared;
    const [known] = await db
      .select({ code: articles.code })
      .from(articles)
      .where(eq(articles.code, code))
      .limit(1);
    if (!known) throw new AppError("unknown_article", { message: `article ${code} is unknown` });
    const checkedAt = new Date(now()).toISOString();
    let stocks: StoreStock[];
    try {
      stocks = await source.fetchStock(code, market);
    } catch (error) {
      if (error instanceof RetailerRequestError) {
        throw new AppError("stock_unavailable", { message: error.message, cause: error });
      }
      throw error;
    }
    const byStore = new Map(stocks.map((stock) => [stock.storeCode, stock]));
    const ours = await db.select().from(stores).where(eq(stores.country, market.country));
    const listed: StoreStockDto[] = ours.map((store) => {
      const stock = byStore.get(store.id);
      return {
        storeId: store.id,
        name: store.name,
        city: store.city,
        lat: store.latitude,
        lon: store.longitude,
        status: stock?.status ?? "unknown",
        quantity: stock?.quantity ?? null,
        restock: stock?.restock ?? null,
        updatedAt: stock?.updatedAt ?? null,
      };
    });
    listed.sort(
      (a, b) => statusOrder[a.status] - statusOrder[b.status] || a.name.localeCompare(b.name),
    );
    const answer = { code, country: market.country, checkedAt, stores: listed };
    void options.shared?.set(key, JSON.stringify(answer), ttlMs);
    return answer;
  }

  return {
    /** Throws `unknown_country`, `unknown_article` or `stock_unavailable` (AppError). */
    async stockOf(code: string, country: string): Promise<StockResponse> {
      const known = findCountry(country);
      if (!known) throw new AppError("unknown_country", { message: `country ${country}` });
      const key = `stock:${code}:${known.code}`;
      const cached = cache.get(key);
      if (cached && now() - cached.at < ttlMs) return cached.answer;
      const answer = ask(key, code, { country: known.code, locale: known.retailerLocale });
      cache.delete(key);
      cache.set(key, { at: now(), answer });
      if (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
      answer.catch(() => {
        if (cache.get(key)?.answer === answer) cache.delete(key);
      });
      return answer;
    },
  };
}

export type StoreStockService = ReturnType<typeof createStoreStock>;
