import { europeanCountries } from "@frontalier/shared/countries";
import { ecbSnapshot, withUsdPegs } from "@frontalier/shared/ecb-rates";
import { type RateTable, toMajorUnits } from "@frontalier/shared/money";
import type { articles, offers, priceObservations } from "../../db/schema.ts";
import {
  EXAMPLE_CODES,
  type OfflineArticle,
  offlineArticles,
  offlineMeasure,
} from "../offline/offline-catalogue.ts";
import { demoPriceLevels } from "./price-levels.ts";
import { toPricePoint } from "./price-points.ts";
import { searchName } from "./search-name.ts";
import { type Random, seededRandom } from "./seeded-random.ts";

export type DemoArticle = typeof articles.$inferInsert;
export type DemoOffer = typeof offers.$inferInsert;
export type DemoObservation = typeof priceObservations.$inferInsert;

export interface DemoCatalogue {
  articles: DemoArticle[];
  offers: DemoOffer[];
  observations: DemoObservation[];
}

export interface GenerateDemoCatalogueOptions {
  /** How many of the offline catalogue's articles (the examples first; see demoArticles). */
  articles?: number;
  seed?: number;
  /** When the current prices were "observed"; the history goes back from there. */
  now?: Date;
  /** Local prices are the euro price converted with these rates (the bundled ECB day). */
  rates?: RateTable;
}

/** Of the 2,781 real articles: all of them would take a first start some 40 s to write. */
export const DEFAULT_DEMO_ARTICLES = 600;
export const DEFAULT_DEMO_SEED = 20_250_509;
/** Days before now that may hold an older observation, for the price-history chart. */
export const DEMO_HISTORY_DAYS = [30, 60, 90] as const;
const OLDEST_DAY = 90;

const NOT_SOLD = 0.05;
const IN_STORE_ONLY = 0.02;
const REDUCED = 0.04;
const MEMBER_PRICE = 0.03;
const PRICE_CHANGED = 0.3;
const DAY_MS = 86_400_000;

/**
 * The offline demo (brief §3.3): the real articles of the offline catalogue (names, types, sizes:
 * data/offline-catalogue.json) with deterministic sample prices (same seed, same prices), priced
 * in the 30 European countries from the source's dated price in euros × the country's level
 * (price-levels.ts) × a little noise, converted and rounded to local price points; about 5 % not
 * sold; three months of history with small changes (an observation 90 days ago, and 30 and 60
 * days ago where the price was different). Articles stay marked `isDemo`: their prices are samples.
 */
export function generateDemoCatalogue(options: GenerateDemoCatalogueOptions = {}): DemoCatalogue {
  const random = seededRandom(options.seed ?? DEFAULT_DEMO_SEED);
  const rates = withUsdPegs(options.rates ?? ecbSnapshot);
  const now = options.now ?? new Date();
  const catalogue: DemoCatalogue = { articles: [], offers: [], observations: [] };
  for (const article of demoArticles(options.articles ?? DEFAULT_DEMO_ARTICLES)) {
    catalogue.articles.push(demoArticle(article));
    for (const country of europeanCountries) {
      const perEuro = country.currency === "EUR" ? 1 : rates.perEuro[country.currency];
      if (!perEuro) throw new Error(`no rate for ${country.currency} on ${rates.date}`);
      const level = demoPriceLevels[country.code] ?? 1;
      const local = article.referenceEur * level * noise(random) * perEuro;
      addOffer(catalogue, random, {
        code: article.code,
        country: country.code,
        currency: country.currency,
        local,
        now,
      });
    }
  }
  return catalogue;
}

/**
 * `count` real articles: the pages' examples, then the rest of their series (a search for "billy"
 * finds the BILLY range), then the others spread evenly over the catalogue (every type has a
 * chance), each in code order. The same list every time.
 */
export function demoArticles(count = DEFAULT_DEMO_ARTICLES): OfflineArticle[] {
  const all = offlineArticles();
  const examples = new Set<string>(Object.values(EXAMPLE_CODES));
  const series = new Set(
    all.filter((article) => examples.has(article.code)).map((article) => article.name),
  );
  const inSeries = (article: OfflineArticle) =>
    !examples.has(article.code) && article.name.split(/[ /]+/).some((word) => series.has(word));
  const first = [
    ...all.filter((article) => examples.has(article.code)),
    ...all.filter(inSeries),
  ].slice(0, count);
  const taken = new Set(first.map((article) => article.code));
  const rest = all.filter((article) => !taken.has(article.code));
  const wanted = Math.min(count - first.length, rest.length);
  const spread = Array.from(
    { length: wanted },
    (_, i) => rest[Math.floor((i * rest.length) / wanted)]!,
  );
  return [...first, ...spread];
}

function demoArticle(article: OfflineArticle): DemoArticle {
  const measure = offlineMeasure(article);
  return {
    code: article.code,
    isCombination: article.isCombination,
    name: article.name,
    searchName: searchName(article.name),
    typeName: article.typeName,
    description: measure ? `${article.typeName}, ${measure}` : article.typeName,
    imageUrl: null,
    widthCm: article.widthCm,
    depthCm: article.depthCm,
    heightCm: article.heightCm,
    isDemo: true,
  };
}

interface OfferInput {
  code: string;
  country: string;
  currency: string;
  /** The price in major units of `currency`, before rounding. */
  local: number;
  now: Date;
}

function addOffer(catalogue: DemoCatalogue, random: Random, input: OfferInput) {
  const { code, country, currency, now } = input;
  const notSold = random.chance(NOT_SOLD);
  const availability = notSold ? "not_sold" : random.chance(IN_STORE_ONLY) ? "in_store" : "online";
  let regular: number | null = null;
  let price: number | null = notSold ? null : toPricePoint(input.local, currency);
  if (price !== null && random.chance(REDUCED)) {
    const reduced = toPricePoint(input.local * random.between(0.7, 0.9), currency);
    // The cheapest price points cannot go lower; those stay at their price.
    if (reduced < price) [regular, price] = [price, reduced];
  }
  let member: number | null = null;
  if (price !== null && random.chance(MEMBER_PRICE)) {
    const discounted = toPricePoint(toMajorUnits(price, currency) * 0.9, currency);
    if (discounted < price) member = discounted;
  }
  catalogue.offers.push({
    articleCode: code,
    country,
    priceMinor: price,
    currency,
    regularPriceMinor: regular,
    memberPriceMinor: member,
    availability,
    productUrl: null,
    source: "demo",
    observedAt: now,
  });
  const observation = {
    articleCode: code,
    country,
    currency,
    availability,
    source: "demo",
  } as const;
  catalogue.observations.push({
    ...observation,
    priceMinor: price,
    regularPriceMinor: regular,
    observedAt: now,
  });
  // Back in time from the regular price (a reduction is recent): a row where the price was
  // different, and always one for the oldest day, where the chart starts.
  let earlier = input.local;
  let newer = price;
  for (const days of DEMO_HISTORY_DAYS) {
    if (random.chance(PRICE_CHANGED)) earlier *= 1 + random.between(-0.06, 0.08);
    const then = notSold ? null : toPricePoint(earlier, currency);
    if (then === newer && days !== OLDEST_DAY) continue;
    catalogue.observations.push({
      ...observation,
      priceMinor: then,
      observedAt: new Date(now.getTime() - days * DAY_MS),
    });
    newer = then;
  }
  if (regular !== null && price !== null && raisedBeforeReduction(code, country)) {
    raiseBeforeReduction(catalogue, { ...observation, priceMinor: price }, regular, now);
  }
}

/**
 * Issue 25: about a third of the reduced offers announce their reduction against a price raised
 * for the occasion, what Directive 98/6/EC art. 6a forbids and the podium warns about. Chosen by
 * code and country, not drawn, so that every other sample price stays what it was.
 */
const raisedBeforeReduction = (code: string, country: string) =>
  [...`${code}${country}`].reduce((sum, char, i) => sum + char.charCodeAt(0) * (i + 7), 0) % 3 ===
  0;

/** The reduced price was already asked a month ago; the regular one only for three weeks. */
function raiseBeforeReduction(
  catalogue: DemoCatalogue,
  reduced: Omit<DemoObservation, "observedAt">,
  regular: number,
  now: Date,
) {
  const monthAgo = now.getTime() - 30 * DAY_MS;
  // This offer's observations are the last ones written.
  let atMonth: DemoObservation | undefined;
  for (let i = catalogue.observations.length - 1; i >= 0; i--) {
    const o = catalogue.observations[i]!;
    if (o.articleCode !== reduced.articleCode || o.country !== reduced.country) break;
    if (o.observedAt.getTime() === monthAgo) atMonth = o;
  }
  if (atMonth) atMonth.priceMinor = reduced.priceMinor;
  else catalogue.observations.push({ ...reduced, observedAt: new Date(monthAgo) });
  catalogue.observations.push({
    ...reduced,
    priceMinor: regular,
    observedAt: new Date(now.getTime() - 21 * DAY_MS),
  });
}

/** About ±3 % (sum of uniforms, roughly normal), never beyond ±7 %. */
const noise = (random: Random) => {
  const spread = (random.next() + random.next() + random.next() - 1.5) * 0.06;
  return 1 + Math.max(-0.07, Math.min(0.07, spread));
};
