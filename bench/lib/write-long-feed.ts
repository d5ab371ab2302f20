import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { type BenchArticles, generateBenchArticles } from "./bench-catalogue.ts";
import { type BenchMarket, benchMarkets } from "./bench-markets.ts";

/** The header of shared/data/ikea/ikea_prices_multicountry_long.csv. */
export const LONG_FEED_HEADER =
  "article_number,display_number,is_combination,name,country,currency,price,price_raw,observed,url,source_file";

const OBSERVED = "2025-01-15";
/** Feeds write these in whole units (`7499` NOK), the others with decimals (`49.99`). */
const WHOLE_UNITS = new Set(["SEK", "NOK", "DKK", "CZK", "HUF", "ISK"]);

/**
 * A long-format feed of exactly `rows` rows: each article priced in the 30 European markets on
 * one day, article after article, as the real file lists them. Streamed: no memory either way.
 */
export async function writeLongFeed(path: string, rows: number): Promise<void> {
  const articles = generateBenchArticles(Math.ceil(rows / benchMarkets.length));
  await pipeline(Readable.from(lines(articles, rows)), createWriteStream(path));
}

function* lines(articles: BenchArticles, rows: number): Generator<string> {
  let chunk = `${LONG_FEED_HEADER}\n`;
  for (let row = 0; row < rows; row++) {
    const index = Math.floor(row / benchMarkets.length);
    const market = benchMarkets[row % benchMarkets.length]!;
    chunk += line(articles, index, market);
    if (chunk.length > 64 * 1024) {
      yield chunk;
      chunk = "";
    }
  }
  yield chunk;
}

function line(articles: BenchArticles, index: number, market: BenchMarket): string {
  const code = articles.code[index]!;
  const combination = articles.isCombination[index]!;
  // ±3 % around the country's level, the same for every run.
  const noise = 0.97 + (((index * 31 + market.country.charCodeAt(0) * 7) % 61) / 60) * 0.06;
  const local = Math.ceil(articles.baseEur[index]! * market.factor * noise);
  const price = WHOLE_UNITS.has(market.currency) ? String(local) : (local - 0.01).toFixed(2);
  const name = `"${articles.name[index]!.replaceAll('"', '""')}"`;
  const slug = `${articles.slug[index]}-${combination ? "s" : ""}${code}`;
  return (
    `${code},${code.slice(0, 3)}.${code.slice(3, 6)}.${code.slice(6)},${combination},${name},` +
    `${market.country},${market.currency},${price},${price} ${market.currency},${OBSERVED},` +
    `https://www.ikea.com/${market.locale}/p/${slug}/,bench/generated_long.csv\n`
  );
}
