import { findCountry } from "@frontalier/shared/countries";
import { eq } from "drizzle-orm";
import type { AppDb } from "../../db/open-database.ts";
import { articles } from "../../db/schema.ts";
import type { Market } from "../../retailer/market.ts";
import type { CountryResult } from "../../retailer/retailer-offer.ts";
import type { BoardEvent, LookupBoard } from "./lookup-board.ts";
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
  /**
   * After an answer was saved, here or on another instance, before this process's followers hear
   * of it: the offer index forgets the article, so their next podium reads PostgreSQL.
   */
  onSaved?: (code: string) => void;
  /** After a look-up that saved new prices (the price alerts are then checked). */
  onPriceObservations?: (code: string) => void;
  /**
   * The look-ups of every instance (PostgreSQL); without it only this process's are known. Its
   * events must be passed to `onBoardEvent`.
   */
  board?: LookupBoard;
  now?: () => number;
}

/**
 * Whether a new look-up may start (the per-client and total limits). Asked only when one would
 * start, never when the countries are already being asked; it may throw to refuse loudly.
 */
export type AdmitLookup = () => Promise<boolean>;

export type LookupEvent = { country: string; saved: boolean } | { done: true };

type Listener = (event: LookupEvent) => void;

/** An article some instance is asking the retailer about, and who follows it here. */
interface Watch {
  code: string;
  /** Countries this process asks the retailer for. */
  local: Set<string>;
  /** Countries another instance asks for, with the time its claim ends. */
  remote: Map<string, number>;
  listeners: Set<Listener>;
  /** This process's fan-outs for the article. */
  runs: Set<Promise<void>>;
  expiry: NodeJS.Timeout | null;
}

/**
 * On-demand prices (brief §3): a podium asked for an article whose offers are missing or stale
 * starts one fan-out per article — concurrent viewers share it, on this instance and, through the
 * board, on every other — and each country's answer is saved and announced as it arrives.
 */
export class LiveLookup {
  private readonly watches = new Map<string, Watch>();
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

  /**
   * Starts the look-up of the countries no instance is asking about yet, if `admit` lets it;
   * returns the countries of the article still pending anywhere.
   */
  async start(
    code: string,
    countries: readonly string[],
    options: { isCombination?: boolean | undefined; admit?: AdmitLookup | undefined } = {},
  ): Promise<Set<string>> {
    if (this.wanted(code, countries).length === 0) return this.pending(code);
    if (options.admit && !(await options.admit())) return this.pending(code);
    // Another request may have started some of them while the limits were asked.
    const wanted = this.wanted(code, countries);
    if (wanted.length === 0) return this.pending(code);
    const watch = this.watch(code);
    for (const country of wanted) watch.local.add(country);
    let claimed = wanted;
    const board = this.options.board;
    if (board) {
      try {
        const claim = await board.claim(code, wanted);
        claimed = claim.claimed;
        for (const [country, until] of claim.elsewhere) this.holdRemote(watch, country, until);
      } catch {
        // The database is unwell: ask the retailer from here rather than not at all.
      }
      for (const country of wanted) if (!claimed.includes(country)) watch.local.delete(country);
    }
    if (claimed.length > 0) this.run(code, watch, claimed, options.isCombination);
    else this.settle(watch);
    return this.pending(code);
  }

  /**
   * Follows the look-ups of an article, wherever they run; null when none is. Reads the board
   * first, so that a look-up another instance claimed a moment ago is followed too.
   */
  async follow(code: string, listener: Listener): Promise<(() => void) | null> {
    const board = this.options.board;
    if (board) {
      const held = await board.held(code).catch(() => new Map<string, number>());
      if (held.size > 0) {
        const watch = this.watch(code);
        for (const [country, until] of held) this.holdRemote(watch, country, until);
      }
    }
    const watch = this.watches.get(code);
    if (!watch || this.pendingOf(watch).size === 0) return null;
    watch.listeners.add(listener);
    return () => watch.listeners.delete(listener);
  }

  /** Countries of an article being asked, here or on another instance. */
  pending(code: string): Set<string> {
    const watch = this.watches.get(code);
    return watch ? this.pendingOf(watch) : new Set();
  }

  /**
   * For an article we have never seen: ask the retailer and wait until the first country knows
   * it (true) or every country has said it does not exist (false).
   */
  async discover(
    code: string,
    countries: readonly string[],
    admit?: AdmitLookup,
  ): Promise<boolean> {
    const known = async () =>
      (
        await this.options.db
          .select({ code: articles.code })
          .from(articles)
          .where(eq(articles.code, code))
      ).length > 0;
    await this.start(code, countries, { admit });
    if (await known()) return true;
    return new Promise<boolean>((resolve) => {
      let unsubscribe: (() => void) | null = null;
      const listener: Listener = (event) => {
        if (!("done" in event) && !event.saved) return;
        void known().then((found) => {
          if (found || "done" in event) {
            unsubscribe?.();
            resolve(found);
          }
        });
      };
      void this.follow(code, listener).then((stop) => {
        unsubscribe = stop;
        if (!stop) void known().then(resolve);
      });
    });
  }

  /** What another instance announced (the board's events). */
  onBoardEvent(event: BoardEvent): void {
    if (event.kind === "claimed") {
      const watch = this.watch(event.code);
      for (const country of event.countries) this.holdRemote(watch, country, event.expiresAtMs);
      return;
    }
    // `live_lookups` and `catalogue_changed` reach this process on two connections, in either
    // order: forgetting here keeps a stream's next read from finding the offers the save replaced.
    if (event.saved) this.options.onSaved?.(event.code);
    const watch = this.watches.get(event.code);
    if (!watch?.remote.delete(event.country)) return;
    this.emit(watch, { country: event.country, saved: event.saved });
    this.settle(watch);
  }

  /**
   * The board stopped listening: what other instances do can no longer be heard, so their
   * look-ups are no longer waited for (the podium shows what the database has).
   */
  forgetRemote(): void {
    for (const watch of this.watches.values()) {
      for (const country of watch.remote.keys()) this.emit(watch, { country, saved: false });
      watch.remote.clear();
      this.settle(watch);
    }
  }

  /** Resolves when every look-up this process runs has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (true) {
      const runs = [...this.watches.values()].flatMap((watch) => [...watch.runs]);
      if (runs.length === 0) return;
      await Promise.all(runs);
    }
  }

  private wanted(code: string, countries: readonly string[]): string[] {
    const pending = this.pending(code);
    return countries.filter((country) => !pending.has(country) && findCountry(country));
  }

  private watch(code: string): Watch {
    let watch = this.watches.get(code);
    if (!watch) {
      watch = {
        code,
        local: new Set(),
        remote: new Map(),
        listeners: new Set(),
        runs: new Set(),
        expiry: null,
      };
      this.watches.set(code, watch);
    }
    return watch;
  }

  private pendingOf(watch: Watch): Set<string> {
    const pending = new Set(watch.local);
    const now = this.now();
    for (const [country, until] of watch.remote) if (until > now) pending.add(country);
    return pending;
  }

  private run(code: string, watch: Watch, countries: string[], isCombination?: boolean) {
    const markets = countries
      .map((country) => findCountry(country))
      .filter((country) => country !== undefined)
      .map((country) => ({ country: country.code, locale: country.retailerLocale }));
    const saves: Promise<void>[] = [];
    let savedAny = false;
    // "Not sold here" can only be kept once the article is known: one that comes before the
    // first country that sells it is saved again at the end.
    const notSoldEarly: CountryResult[] = [];
    const answer = async (country: string, saved: boolean) => {
      if (!watch.local.delete(country)) return;
      await this.options.board?.answered(code, country, saved).catch(() => {});
      this.emit(watch, { country, saved });
    };
    const run: Promise<void> = this.options.retailer
      .fanOut(
        code,
        markets,
        (result) => {
          saves.push(
            saveRetailerResult(this.options.db, code, result, { demo: this.options.demo })
              .catch(() => false)
              .then(async (saved) => {
                if (saved) this.options.onSaved?.(code);
                savedAny ||= saved;
                if (!saved && result.status === "not_found") notSoldEarly.push(result);
                else await answer(result.country, saved);
              }),
          );
        },
        { isCombination },
      )
      .catch(() => [])
      .then(() => Promise.all(saves))
      .then(() => Promise.all(notSoldEarly.map((result) => this.saveLate(code, result, answer))))
      // A country the fan-out never answered is given up, so that nobody waits for it.
      .then(() => Promise.all(countries.map((country) => answer(country, false))))
      .then(() => {
        watch.runs.delete(run);
        if (savedAny) this.options.onPriceObservations?.(code);
        this.settle(watch);
      });
    watch.runs.add(run);
  }

  private async saveLate(
    code: string,
    result: CountryResult,
    answer: (country: string, saved: boolean) => Promise<void>,
  ) {
    const saved = await saveRetailerResult(this.options.db, code, result, {
      demo: this.options.demo,
    }).catch(() => false);
    if (saved) this.options.onSaved?.(code);
    await answer(result.country, saved);
  }

  private holdRemote(watch: Watch, country: string, until: number) {
    if (watch.local.has(country) || until <= this.now()) return;
    watch.remote.set(country, Math.max(until, watch.remote.get(country) ?? 0));
    this.scheduleExpiry(watch);
  }

  /** A claim whose instance never answered ends at its expiry, so nobody waits past it. */
  private scheduleExpiry(watch: Watch) {
    if (watch.expiry || watch.remote.size === 0) return;
    const first = Math.min(...watch.remote.values());
    watch.expiry = setTimeout(
      () => {
        watch.expiry = null;
        const now = this.now();
        for (const [country, until] of watch.remote) {
          if (until <= now) {
            watch.remote.delete(country);
            this.emit(watch, { country, saved: false });
          }
        }
        this.settle(watch);
        this.scheduleExpiry(watch);
      },
      Math.max(0, first - this.now()),
    );
    watch.expiry.unref();
  }

  /** When nothing is pending any more: `done` to the followers, and the watch goes. */
  private settle(watch: Watch) {
    if (watch.local.size > 0 || watch.remote.size > 0 || watch.runs.size > 0) return;
    if (this.watches.get(watch.code) === watch) this.watches.delete(watch.code);
    if (watch.expiry) clearTimeout(watch.expiry);
    this.emit(watch, { done: true });
    watch.listeners.clear();
  }

  private emit(watch: Watch, event: LookupEvent) {
    for (const listener of watch.listeners) listener(event);
  }
}
