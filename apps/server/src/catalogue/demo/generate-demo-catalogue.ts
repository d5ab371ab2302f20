import { europeanCountries } from "@frontalier/shared/countries";
import { ecbSnapshot, withUsdPegs } from "@frontalier/shared/ecb-rates";
import { type RateTable, toMajorUnits } from "@frontalier/shared/money";
import type { articles, offers, priceObservations } from "../../db/schema.ts";
import { demoArticleCode } from "./article-codes.ts";
import { demoSeriesName } from "./article-names.ts";
import { type ArticleType, articleTypes, colours } from "./article-types.ts";
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
  articles?: number;
  seed?: number;
  /** When the current prices were "observed"; the history goes back from there. */
  now?: Date;
  /** Local prices are the euro price converted with these rates (the bundled ECB day). */
  rates?: RateTable;
}

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
 * A deterministic sample catalogue (same seed, same articles and prices): series of invented
 * names with one to four articles each, priced in the 30 European countries from a euro base
 * price × the country's level (price-levels.ts) × a little noise, converted and rounded to local
 * price points; about 5 % not sold; three months of history with small changes (an observation
 * 90 days ago, and 30 and 60 days ago where the price was different).
 */
export function generateDemoCatalogue(options: GenerateDemoCatalogueOptions = {}): DemoCatalogue {
  const count = options.articles ?? DEFAULT_DEMO_ARTICLES;
  const random = seededRandom(options.seed ?? DEFAULT_DEMO_SEED);
  const rates = withUsdPegs(options.rates ?? ecbSnapshot);
  const now = options.now ?? new Date();
  const catalogue: DemoCatalogue = { articles: [], offers: [], observations: [] };
  const names = new Set<string>();
  const codes = new Set<string>();

  while (catalogue.articles.length < count) {
    const series = demoSeriesName(random, names);
    const colour = random.pick(colours);
    const types = pickTypes(random, Math.min(random.int(1, 4), count - catalogue.articles.length));
    for (const type of types) {
      const code = demoArticleCode(random, codes);
      catalogue.articles.push(demoArticle(random, code, series, type, colour));
      const baseEur = logUniform(random, type.priceEur);
      for (const country of europeanCountries) {
        const perEuro = country.currency === "EUR" ? 1 : rates.perEuro[country.currency];
        if (!perEuro) throw new Error(`no rate for ${country.currency} on ${rates.date}`);
        const level = demoPriceLevels[country.code] ?? 1;
        const local = baseEur * level * noise(random) * perEuro;
        addOffer(catalogue, random, {
          code,
          country: country.code,
          currency: country.currency,
          local,
          now,
        });
      }
    }
  }
  return catalogue;
}

function pickTypes(random: Random, howMany: number): ArticleType[] {
  const pool = [...articleTypes];
  const picked: ArticleType[] = [];
  while (picked.length < howMany) picked.push(pool.splice(random.int(0, pool.length - 1), 1)[0]!);
  return picked;
}

function demoArticle(
  random: Random,
  code: string,
  series: string,
  type: ArticleType,
  colour: string,
): DemoArticle {
  const [width, depth, height] = [type.widthCm, type.depthCm, type.heightCm].map(([min, max]) =>
    random.int(min, max),
  ) as [number, number, number];
  return {
    code,
    name: series,
    searchName: searchName(series),
    typeName: type.name,
    description: `${type.name}, ${colour}, ${width}x${depth}x${height} cm`,
    imageUrl: null,
    widthCm: width,
    depthCm: depth,
    heightCm: height,
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
  catalogue.observations.push({ ...observation, priceMinor: price, observedAt: now });
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
}

/** Cheap articles are more common than dear ones, as in any catalogue. */
const logUniform = (random: Random, [min, max]: [number, number]) =>
  Math.exp(random.between(Math.log(min), Math.log(max)));

/** About ±3 % (sum of uniforms, roughly normal), never beyond ±7 %. */
const noise = (random: Random) => {
  const spread = (random.next() + random.next() + random.next() - 1.5) * 0.06;
  return 1 + Math.max(-0.07, Math.min(0.07, spread));
};
