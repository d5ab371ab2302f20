import { searchName } from "@frontalier/shared/article-input";
import { articleCheckDigit } from "../../apps/server/src/catalogue/demo/article-codes.ts";
import { demoSeriesName } from "../../apps/server/src/catalogue/demo/article-names.ts";
import { articleTypes, colours } from "../../apps/server/src/catalogue/demo/article-types.ts";
import { type Random, seededRandom } from "../../apps/server/src/catalogue/demo/seeded-random.ts";

/** Column arrays, ready for one `INSERT … SELECT FROM unnest(…)`. */
export interface BenchArticles {
  code: string[];
  isCombination: boolean[];
  name: string[];
  searchName: string[];
  typeName: string[];
  /** Lower-case series name, for the product URLs of the offers. */
  slug: string[];
  /** The euro price before each country's level. */
  baseEur: number[];
}

const SEED = 20_260_101;
/** The retailer's range: about 12,000 series, most in several sizes and colours. */
const MAX_ARTICLES_PER_SERIES = 15;
/** Share of names as feeds write them (`KIVIK sofa, beige`); the retailer's own answers give the series only. */
const FEED_STYLE_NAMES = 0.35;
const COMBINATIONS = 0.12;

/**
 * Codes pass the check digit; the second digit is 0 (article) or 9 (combination) as in real
 * numbers, and the six that follow are a permutation of the index, so no two collide.
 */
export function benchArticleCode(index: number, combination: boolean): string {
  const body = `${combination ? "9" : "0"}${String((index * 7919 + 13) % 1_000_000).padStart(6, "0")}`;
  return `${articleCheckDigit(body)}${body}`;
}

/** Deterministic pseudo-Swedish catalogue: series names, types and colours like the demo's. */
export function generateBenchArticles(count: number): BenchArticles {
  const random = seededRandom(SEED);
  const columns: BenchArticles = {
    code: [],
    isCombination: [],
    name: [],
    searchName: [],
    typeName: [],
    slug: [],
    baseEur: [],
  };
  const taken = new Set<string>();
  while (columns.code.length < count) {
    const series = demoSeriesName(random, taken);
    const variants = Math.min(random.int(1, MAX_ARTICLES_PER_SERIES), count - columns.code.length);
    for (let v = 0; v < variants; v++) {
      const index = columns.code.length;
      const type = random.pick(articleTypes);
      const combination = random.chance(COMBINATIONS);
      const name = random.chance(FEED_STYLE_NAMES)
        ? `${series} ${type.name.toLowerCase()}, ${random.pick(colours)}`
        : series;
      columns.code.push(benchArticleCode(index, combination));
      columns.isCombination.push(combination);
      columns.name.push(name);
      columns.searchName.push(searchName(name));
      columns.typeName.push(type.name);
      columns.slug.push(searchName(series));
      columns.baseEur.push(logUniform(random, type.priceEur));
    }
  }
  return columns;
}

/**
 * What a shopper types: 3 to 8 consecutive letters of a word of some article's name (never
 * across a space or punctuation), so that every query finds something, as typing does.
 */
export function searchFragments(names: readonly string[], count: number): string[] {
  const random = seededRandom(SEED + 1);
  const fragments: string[] = [];
  while (fragments.length < count) {
    const words = random
      .pick(names)
      .split(/[^\p{L}]+/u)
      .filter((word) => word.length >= 3);
    if (words.length === 0) continue;
    const word = random.pick(words);
    const length = Math.min(word.length, random.int(3, 8));
    const start = random.int(0, word.length - length);
    fragments.push(word.slice(start, start + length));
  }
  return fragments;
}

const logUniform = (random: Random, [min, max]: [number, number]) =>
  Math.exp(random.between(Math.log(min), Math.log(max)));
