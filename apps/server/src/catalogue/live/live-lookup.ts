import { findCountry } from "@frontalier/shared/countries";
import { eq } from "drizzle-orm";
import type { AppDb } from "../../db/open-database.ts";
import { articles } from "../../db/schema.ts";
import type { Market } from "../../retailer/market.ts";
import type { CountryResult } from "../../retailer/retailer-offer.ts";
import { offerIsFresh, saveRetailerResult } from "./save-retailer-result.ts";

/** What the look-up needs of the retailer connector. */
export interface RetailerFanOut {
  fanOut(
    code: string,
    markets: readonly Market[],
    onResult: (result: CountryResult) => void,
    lookup?: { isCombination?: boolean },
  ): Promise<CountryResult[]>;
}

export interface LiveLookupOptions {
  db: AppDb;
  retailer: RetailerFanOut;
  /** An offer older than this is looked up again when its podium is asked for. */
  ttlMs: number;
  /** Prices from the stand-in retailer of the offline demo are sample prices. */
  demo: boolean;
  /** After each answer saved, before it is announced (the offer index forgets the article). */
  onSaved?: (code: string) => void;
  /** After a look-up that saved new prices (the price alerts are then checked). */
  onPriceObservations?: (code: string) => void;
  now?: () => number;
}

type Listener = (event: { country: string; saved: boolean } | { done: true }) => void;

interface Flight {
  pending: Set<string>;
  listeners: Set<Listener>;
  done: Promise<void>;
}

/**
 * On-demand prices (brief §3): a podium asked for an article whose offers are missing or stale
 * starts one fan-out per article — concurrent viewers share it — and each country's answer is
 * saved and announced as it arrives.
 */
export class LiveLookup {
  private readonly flights = new Map<string, Flight>();
  private readonly now: () => number;

  constructor(private readonly options: LiveLookupOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Countries whose offer is missing or older than the TTL (demo prices never go stale). */
  staleCountries(
    known: readonly { country: string; observedAtMs: number; source: string }[],
    countries: readonly string[],
  ): string[] {
    const now = this.now();
    const fresh = new Set(
      known
        .filter(
          (offer) =>
            offer.source === "demo" || offerIsFresh(offer.observedAtMs, now, this.options.ttlMs),
        )
        .map((offer) => offer.country),
    );
    return countries.filter((country) => !fresh.has(country) && findCountry(country));
  }

  /** Starts (or joins) the look-up of these countries; returns those still pending. */
  start(code: string, countries: readonly string[], isCombination?: boolean): Set<string> {
    const flight = this.flights.get(code);
    const wanted = countries.filter((country) => !flight?.pending.has(country));
    if (flight && wanted.length === 0) return flight.pending;
    if (flight) {
      // Another viewer asks for more countries while the first fan-out runs: chain a second one.
      void flight.done.then(() => this.start(code, wanted, isCombination));
      return new Set([...flight.pending, ...wanted]);
    }
    const markets = wanted
      .map((country) => findCountry(country))
      .filter((country) => country !== undefined)
      .map((country) => ({ country: country.code, locale: country.retailerLocale }));
    const next: Flight = {
      pending: new Set(markets.map((m) => m.country)),
      listeners: new Set(),
      done: Promise.resolve(),
    };
    this.flights.set(code, next);
    const saves: Promise<void>[] = [];
    let savedAny = false;
    next.done = this.options.retailer
      .fanOut(
        code,
        markets,
        (result) => {
          saves.push(
            saveRetailerResult(this.options.db, code, result, { demo: this.options.demo })
              .catch(() => false)
              .then((saved) => {
                if (saved) this.options.onSaved?.(code);
                savedAny ||= saved;
                next.pending.delete(result.country);
                for (const listener of next.listeners) listener({ country: result.country, saved });
              }),
          );
        },
        { isCombination },
      )
      .catch(() => [])
      .then(() => Promise.all(saves))
      .then(() => {
        this.flights.delete(code);
        for (const listener of next.listeners) listener({ done: true });
        if (savedAny) this.options.onPriceObservations?.(code);
      });
    return next.pending;
  }

  /** Follows the look-up in flight for an article; false when none is running. */
  subscribe(code: string, listener: Listener): (() => void) | null {
    const flight = this.flights.get(code);
    if (!flight) return null;
    flight.listeners.add(listener);
    return () => flight.listeners.delete(listener);
  }

  pending(code: string): Set<string> {
    return new Set(this.flights.get(code)?.pending ?? []);
  }

  /**
   * For an article we have never seen: ask the retailer and wait until the first country knows
   * it (true) or every country has said it does not exist (false).
   */
  async discover(code: string, countries: readonly string[]): Promise<boolean> {
    const known = async () =>
      (
        await this.options.db
          .select({ code: articles.code })
          .from(articles)
          .where(eq(articles.code, code))
      ).length > 0;
    this.start(code, countries);
    if (await known()) return true;
    return new Promise<boolean>((resolve) => {
      const unsubscribe = this.subscribe(code, (event) => {
        if ("done" in event || event.saved) {
          void known().then((found) => {
            if (found || "done" in event) {
              unsubscribe?.();
              resolve(found);
            }
          });
        }
      });
      if (!unsubscribe) void known().then(resolve);
    });
  }

  /** Resolves when every look-up in flight has finished (tests, shutdown). */
  async idle(): Promise<void> {
    await Promise.all([...this.flights.values()].map((flight) => flight.done));
  }
}
