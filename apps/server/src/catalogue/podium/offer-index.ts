import { findCountry } from "@frontalier/shared/countries";
import type { Database } from "../../db/open-database.ts";
import { isoTimestamp } from "../../lib/iso-timestamp.ts";
import type { ArticleFields } from "./article-summary.ts";
import {
  loadPodiumPage,
  loadRawPodiums,
  type OfferTuple,
  type PodiumData,
  type RawPodium,
  type StoredOffer,
} from "./load-podium.ts";
import { OfferArena } from "./offer-arena.ts";

/** Where PostgreSQL announces changed articles (migration 0007_catalogue_notifications). */
export const CATALOGUE_CHANNEL = "catalogue_changed";
/** Articles per statement while the index fills up at start-up. */
export const WARM_PAGE_ARTICLES = 2000;
const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;

export type OfferIndexState = "off" | "warming" | "ready";

export interface OfferIndexOptions {
  database: Database;
  /** Articles held at most; past it, the others are read from the database on every podium. */
  maxArticles: number;
  /** Told when the listening connection goes or cannot be made (the index is then off). */
  onTrouble?: (error: unknown, what: string) => void;
  /** First wait before listening again after a lost connection; it doubles up to 30 s. */
  retryMs?: number;
}

/**
 * One article's offers, packed: four numbers an offer in the index's arena (no object, no string
 * of its own), the addresses in `texts`. Per offer: price in minor units (NaN: none), observation
 * time (epoch ms), the symbols (country | currency << 8 | availability << 16 | source << 24), the
 * address (-1: none; 2i: texts[i] whole; 2i + 1: texts[i] after the country's retailer prefix).
 * 100,000 articles × 30 countries hold 96 MB of offers and 63 MB of heap (articles, addresses,
 * the map), measured after a full collection.
 */
interface PackedArticle {
  article: ArticleFields;
  /** Where its numbers start in the arena, and how many offers. */
  address: number;
  count: number;
  texts: string[];
  /** Regular prices by offer (in arena order) while reduced; null for the many articles with none. */
  regulars: (number | null)[] | null;
  /** Member prices by offer, likewise; null for the many articles with none (decision 045). */
  members: (number | null)[] | null;
}

const STRIDE = 4;

/** A string that shares no memory with the one it was cut from. */
const ownCopy = (text: string): string => JSON.parse(JSON.stringify(text)) as string;
const SYMBOLS_MAX = 256;

/**
 * Current offers in memory, for the podium (docs/decisions/021-offer-index.md). PostgreSQL stays
 * the only truth: every change to articles or offers, by anyone, is announced on
 * CATALOGUE_CHANNEL at commit, and the index forgets those articles before it is asked again.
 *
 * - It is used only while it listens. It listens before it reads, so nothing can change unseen;
 *   when the connection goes it empties itself and the podium reads PostgreSQL until it listens
 *   again.
 * - A read that started before an article was forgotten is not kept (`through`), so a slow read
 *   cannot put back what a change replaced.
 * - At start it reads every article in code order (up to `maxArticles`) while serving: an article
 *   not held yet is read from the database and kept.
 */
export class OfferIndex {
  private readonly entries = new Map<string, PackedArticle>();
  private readonly arena = new OfferArena();
  private readonly symbols: string[] = [];
  private readonly symbolIds = new Map<string, number>();
  private readonly prefixes = new Map<string, string>();
  /** Articles a `hold` is reading now. */
  private readonly holding = new Set<string>();
  /** Counts forgettings: a read notes it when it starts (see `through`). */
  private sequence = 0;
  private readonly forgottenAt = new Map<string, number>();
  private allForgottenAt = 0;
  private readsInFlight = 0;
  private listening = false;
  private stopListening: (() => Promise<void>) | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryMs: number;
  private closed = false;
  private warming: Promise<void> = Promise.resolve();
  private current: OfferIndexState = "off";
  private lastWarmMs: number | null = null;
  /** Counts the fills: one left over from before a lost connection stops (see `warm`). */
  private fills = 0;

  constructor(private readonly options: OfferIndexOptions) {
    this.retryMs = options.retryMs ?? FIRST_RETRY_MS;
  }

  get state(): OfferIndexState {
    return this.current;
  }

  get size(): number {
    return this.entries.size;
  }

  /** How long the last start-up fill took; null before one has ended. */
  get warmMs(): number | null {
    return this.lastWarmMs;
  }

  /** Whether podium reads should fill the index (then they read every country of an article). */
  get active(): boolean {
    return this.listening;
  }

  /** Listens, then fills up in the background; resolves once listening (or given up for now). */
  async start(): Promise<void> {
    if (this.closed || this.listening) return;
    try {
      this.stopListening = await this.options.database.listen(
        CATALOGUE_CHANNEL,
        (payload) => this.onNotification(payload),
        (error) => this.onLost(error),
      );
    } catch (error) {
      this.options.onTrouble?.(error, "offer index: cannot listen for catalogue changes");
      this.scheduleRetry();
      return;
    }
    if (this.closed) {
      await this.stopListening();
      return;
    }
    // Reads that started before now may have missed a change: none of them is kept.
    this.forgetAll();
    this.listening = true;
    this.retryMs = this.options.retryMs ?? FIRST_RETRY_MS;
    this.warming = this.warm();
  }

  /** Resolves when the start-up fill has ended (tests, the bench's readiness). */
  whenWarm(): Promise<void> {
    return this.warming;
  }

  /** What the index holds of an article in these countries; undefined: ask the database. */
  get(code: string, countries: readonly string[]): PodiumData | undefined {
    const entry = this.listening ? this.entries.get(code) : undefined;
    return entry && this.unpack(entry, countries);
  }

  /**
   * The priced offers of an article in these countries, handed to `visit` without making an offer
   * object (a 500-article basket across 30 countries reads 15,000 of them). False: not held, ask
   * the database.
   */
  eachPrice(
    code: string,
    countries: ReadonlySet<string>,
    visit: (
      country: string,
      priceMinor: number,
      currency: string,
      regular?: number | null,
      member?: number | null,
    ) => void,
  ): boolean {
    const entry = this.listening ? this.entries.get(code) : undefined;
    if (!entry) return false;
    const numbers = this.arena.slab(entry.address);
    const start = this.arena.offset(entry.address);
    const end = start + entry.count * STRIDE;
    for (let at = start; at < end; at += STRIDE) {
      const price = numbers[at] as number;
      if (Number.isNaN(price)) continue;
      const symbols = numbers[at + 2] as number;
      const country = this.symbols[symbols & 0xff] as string;
      if (!countries.has(country)) continue;
      const index = (at - start) / STRIDE;
      const regular = entry.regulars ? (entry.regulars[index] ?? null) : null;
      const member = entry.members ? (entry.members[index] ?? null) : null;
      visit(country, price, this.symbols[(symbols >>> 8) & 0xff] as string, regular, member);
    }
    return true;
  }

  /**
   * Reads these articles with all their offers and keeps them (as a podium read does), for the
   * articles a basket comparison found missing: the next comparison reads them from memory.
   */
  async hold(codes: readonly string[]): Promise<void> {
    // Not when full (nothing read could be kept: every comparison would read them twice), and
    // not an article another comparison is already reading.
    const wanted = codes.filter((code) => !this.holding.has(code));
    if (!this.listening || wanted.length === 0 || this.entries.size >= this.options.maxArticles)
      return;
    for (const code of wanted) this.holding.add(code);
    try {
      for (let i = 0; i < wanted.length && this.listening; i += WARM_PAGE_ARTICLES) {
        const page = wanted.slice(i, i + WARM_PAGE_ARTICLES);
        await this.through(() => loadRawPodiums(this.options.database, page));
      }
    } finally {
      for (const code of wanted) this.holding.delete(code);
    }
  }

  /**
   * Runs a read of articles with all their offers and keeps what it found, unless one of them
   * was forgotten while it ran.
   */
  async through(read: () => Promise<Iterable<RawPodium>>): Promise<void> {
    const mark = this.sequence;
    this.readsInFlight++;
    try {
      const found = await read();
      for (const data of found) this.keep(data, mark);
    } finally {
      this.readsInFlight--;
      // Nothing reads with an older mark: the record of what was forgotten can go.
      if (this.readsInFlight === 0) this.forgottenAt.clear();
    }
  }

  /** Forgets articles at once (this process changed them; their notification follows). */
  forget(codes: Iterable<string>): void {
    const at = ++this.sequence;
    // Only a read in flight can bring back what is forgotten: with none, no record is needed.
    const record = this.readsInFlight > 0;
    for (const code of codes) {
      this.drop(code);
      if (record) this.forgottenAt.set(code, at);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.listening = false;
    this.current = "off";
    this.forgetAll();
    // A database already closed has nothing left to stop.
    await this.stopListening?.().catch(() => {});
    await this.warming.catch(() => {});
  }

  private drop(code: string) {
    const entry = this.entries.get(code);
    if (!entry) return;
    this.entries.delete(code);
    this.arena.release(entry.address, entry.count * STRIDE);
  }

  private forgetAll() {
    this.entries.clear();
    this.arena.clear();
    this.allForgottenAt = ++this.sequence;
  }

  private onNotification(payload: string) {
    if (payload === "*") this.forgetAll();
    else this.forget(payload.split(","));
  }

  private onLost(error: unknown) {
    this.listening = false;
    this.current = "off";
    this.forgetAll();
    this.stopListening = null;
    this.options.onTrouble?.(error, "offer index: lost the catalogue notifications");
    this.scheduleRetry();
  }

  private scheduleRetry() {
    if (this.closed || this.retryTimer) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, LONGEST_RETRY_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.start();
    }, wait);
    this.retryTimer.unref();
  }

  private async warm(): Promise<void> {
    const fill = ++this.fills;
    const isLatest = () => this.listening && fill === this.fills;
    this.current = "warming";
    const started = performance.now();
    let after = "";
    try {
      while (isLatest() && this.entries.size < this.options.maxArticles) {
        let last: string | undefined;
        await this.through(async () => {
          const page = await loadPodiumPage(this.options.database, after, WARM_PAGE_ARTICLES);
          last = page.at(-1)?.article.code;
          return page;
        });
        if (last === undefined) break;
        after = last;
      }
    } catch (error) {
      // The podium reads the database for what is missing; the next reconnection warms again.
      this.options.onTrouble?.(error, "offer index: start-up fill failed");
    }
    if (isLatest()) {
      this.current = "ready";
      this.lastWarmMs = Math.round(performance.now() - started);
    }
  }

  private keep(data: RawPodium, mark: number) {
    const code = data.article.code;
    if (!this.listening || this.allForgottenAt > mark) return;
    if ((this.forgottenAt.get(code) ?? 0) > mark) return;
    if (this.entries.size >= this.options.maxArticles && !this.entries.has(code)) return;
    const packed = this.pack(data);
    if (!packed) return;
    this.drop(code);
    this.entries.set(code, packed);
  }

  private pack({ article, tuples }: RawPodium): PackedArticle | null {
    const count = tuples.length;
    const address = this.arena.allocate(count * STRIDE);
    const numbers = this.arena.slab(address);
    const start = this.arena.offset(address);
    const texts: string[] = [];
    let regulars: (number | null)[] | null = null;
    let members: (number | null)[] | null = null;
    for (let i = 0; i < count; i++) {
      const [
        country,
        priceMinor,
        currency,
        availability,
        observedAtMs,
        productUrl,
        source,
        regular,
        member,
      ] = tuples[i] as OfferTuple;
      if (regular != null) {
        regulars ??= new Array<number | null>(count).fill(null);
        regulars[i] = regular;
      }
      if (member != null) {
        members ??= new Array<number | null>(count).fill(null);
        members[i] = member;
      }
      const countryId = this.symbolId(country);
      const currencyId = this.symbolId(currency);
      const availabilityId = this.symbolId(availability);
      const sourceId = this.symbolId(source);
      if (countryId < 0 || currencyId < 0 || availabilityId < 0 || sourceId < 0) {
        this.arena.release(address, count * STRIDE);
        return null;
      }
      const at = start + i * STRIDE;
      numbers[at] = priceMinor ?? Number.NaN;
      numbers[at + 1] = Number(observedAtMs);
      numbers[at + 2] =
        countryId + currencyId * 2 ** 8 + availabilityId * 2 ** 16 + sourceId * 2 ** 24;
      numbers[at + 3] = this.textRef(texts, country, productUrl);
    }
    return { article, address, count, texts, regulars, members };
  }

  private unpack(entry: PackedArticle, countries: readonly string[]): PodiumData {
    const { texts, regulars, members } = entry;
    const numbers = this.arena.slab(entry.address);
    const start = this.arena.offset(entry.address);
    const end = start + entry.count * STRIDE;
    const offers: StoredOffer[] = [];
    for (let at = start; at < end; at += STRIDE) {
      const symbols = numbers[at + 2] as number;
      const country = this.symbols[symbols & 0xff] as string;
      if (!countries.includes(country)) continue;
      const price = numbers[at] as number;
      const observedAtMs = numbers[at + 1] as number;
      const ref = numbers[at + 3] as number;
      const text = ref < 0 ? null : (texts[ref >> 1] as string);
      offers.push({
        country,
        priceMinor: Number.isNaN(price) ? null : price,
        currency: this.symbols[(symbols >>> 8) & 0xff] as string,
        availability: this.symbols[(symbols >>> 16) & 0xff] as StoredOffer["availability"],
        observedAt: isoTimestamp(observedAtMs),
        observedAtMs,
        productUrl: text === null || (ref & 1) === 0 ? text : this.prefixOf(country) + text,
        source: this.symbols[(symbols >>> 24) & 0xff] as StoredOffer["source"],
        regularPriceMinor: regulars ? (regulars[(at - start) / STRIDE] ?? null) : null,
        memberPriceMinor: members ? (members[(at - start) / STRIDE] ?? null) : null,
      });
    }
    return { article: entry.article, offers };
  }

  /** Small strings (countries, currencies, availabilities, sources) stored once, by number. */
  private symbolId(symbol: string): number {
    let id = this.symbolIds.get(symbol);
    if (id === undefined) {
      if (this.symbols.length >= SYMBOLS_MAX) return -1;
      id = this.symbols.push(symbol) - 1;
      this.symbolIds.set(symbol, id);
    }
    return id;
  }

  /**
   * A product address as a reference into the article's texts: the retailer's own addresses
   * (`https://www.ikea.com/fr/fr/p/billy-…-00263850/`) keep only what follows the country's
   * prefix, which is shared by the countries of one language.
   */
  private textRef(texts: string[], country: string, url: string | null): number {
    if (url === null) return -1;
    const prefix = this.prefixOf(country);
    const short = prefix !== "" && url.startsWith(prefix);
    const text = short ? url.slice(prefix.length) : url;
    let index = texts.indexOf(text);
    // A slice would keep the whole address alive: the index holds a copy of its own.
    if (index < 0) index = texts.push(short ? ownCopy(text) : text) - 1;
    return index * 2 + (short ? 1 : 0);
  }

  private prefixOf(country: string): string {
    let prefix = this.prefixes.get(country);
    if (prefix === undefined) {
      const market = findCountry(country);
      prefix = market ? `https://www.ikea.com/${market.retailerLocale}/p/` : "";
      this.prefixes.set(country, prefix);
    }
    return prefix;
  }
}
