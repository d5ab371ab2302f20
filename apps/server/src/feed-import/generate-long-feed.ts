import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

const header =
  "article_number,display_number,is_combination,name,country,currency,price,price_raw,observed,url,source_file";

/** Markets of the generated rows, each with its currency (all in the reference seed). */
const markets = [
  ["DE", "EUR"],
  ["FR", "EUR"],
  ["NO", "NOK"],
  ["SA", "SAR"],
] as const;

const names = ["BILLY", "KALLAX", "LACK", "MALM", "PAX", "HEMNES", "SÖDERHAMN", "FÄRLÖV"];

/**
 * Writes a synthetic feed in the multi-country long format (SOURCES.md §2): consecutive articles,
 * each priced in every market on the same day, as the real file lists them. Streamed, so that
 * generating a large file costs no memory either.
 */
export async function generateLongFeed(path: string, rows: number, observed = "2025-01-15") {
  await pipeline(Readable.from(lines(rows, observed)), createWriteStream(path));
}

function* lines(rows: number, observed: string): Generator<string> {
  yield `${header}\n`;
  let chunk = "";
  for (let i = 0; i < rows; i++) {
    const article = Math.floor(i / markets.length);
    const [country, currency] = markets[i % markets.length] ?? markets[0];
    const code = String(10_000_000 + article * 7).padStart(8, "0");
    const combination = article % 5 === 0;
    const name = `${names[article % names.length]} ${article}`;
    const price = ((article % 900) + 10 + (i % markets.length) * 1.5).toFixed(2);
    const slug = `${combination ? "s" : ""}${code}`;
    chunk +=
      `${code},${code.slice(0, 3)}.${code.slice(3, 6)}.${code.slice(6)},${combination},` +
      `"${name}, test",${country},${currency},${price},${price} ${currency},${observed},` +
      `https://www.ikea.com/${country.toLowerCase()}/en/p/x-${slug}/,generated\n`;
    if (chunk.length > 64 * 1024) {
      yield chunk;
      chunk = "";
    }
  }
  if (chunk) yield chunk;
}
