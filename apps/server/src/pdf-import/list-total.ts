import type { ImportTotalResponse } from "@frontalier/shared/contracts/pdf-import";
import {
  type Converted,
  convert,
  convertLines,
  type PricedQuantity,
  type RateTable,
} from "@frontalier/shared/money";
import { type CountryOffer, rankPodium } from "@frontalier/shared/podium";
import { and, inArray } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { offers } from "../db/schema.ts";

export interface ListTotalOptions {
  db: AppDb;
  items: readonly { code: string; quantity: number }[];
  countries: readonly string[];
  home: string;
  currency: string;
  rates: RateTable;
}

interface CountrySum {
  amountMinor: number;
  currency: string;
  priced: Set<string>;
  lines: PricedQuantity[];
}

/**
 * The list's podium: its total in each compared country, ranked as one article's prices are
 * (`rankPodium`). A country that lacks a price for some line of the list is not ranked against
 * those that have them all; it shows its partial total and the codes it lacks.
 */
export async function computeListTotal(options: ListTotalOptions): Promise<ImportTotalResponse> {
  const quantities = new Map<string, number>();
  for (const item of options.items) {
    quantities.set(item.code, (quantities.get(item.code) ?? 0) + item.quantity);
  }
  const rows = await options.db
    .select({
      code: offers.articleCode,
      country: offers.country,
      priceMinor: offers.priceMinor,
      currency: offers.currency,
      availability: offers.availability,
    })
    .from(offers)
    .where(
      and(
        inArray(offers.articleCode, [...quantities.keys()]),
        inArray(offers.country, [...options.countries]),
      ),
    );
  const sums = new Map<string, CountrySum>();
  for (const row of rows) {
    if (row.priceMinor === null || row.availability === "not_sold") continue;
    const sum = sums.get(row.country) ?? {
      amountMinor: 0,
      currency: row.currency,
      priced: new Set(),
      lines: [],
    };
    const line = {
      amountMinor: row.priceMinor * quantities.get(row.code)!,
      currency: row.currency,
    };
    // A country prices in one currency; should a row differ, it is converted, not mixed in.
    const amount =
      row.currency === sum.currency ? line : convert(line, sum.currency, options.rates);
    if (!amount) continue;
    sum.amountMinor += amount.amountMinor;
    sum.priced.add(row.code);
    sum.lines.push({
      unit: { amountMinor: row.priceMinor, currency: row.currency },
      quantity: quantities.get(row.code)!,
    });
    sums.set(row.country, sum);
  }
  const comparable = new Set([...sums.values()].flatMap((sum) => [...sum.priced]));
  const missingIn = (country: string) =>
    [...comparable].filter((code) => !sums.get(country)?.priced.has(code)).sort();
  // Converted as every page converts a list (`convertLines`: each unit price, then the sum), and
  // ranked on those totals, already in the shopper's currency.
  const converted = new Map<string, Converted | null>();
  for (const [country, sum] of sums)
    converted.set(country, convertLines(sum.lines, options.currency, options.rates));
  const complete: CountryOffer[] = [...sums]
    .filter(([country]) => missingIn(country).length === 0 && converted.get(country))
    .map(([country]) => ({
      country,
      priceMinor: converted.get(country)!.amountMinor,
      currency: options.currency,
      availability: "online",
      observedAt: null,
      productUrl: null,
    }));
  const ranked = rankPodium({ ...options, offers: complete });
  return {
    home: options.home,
    currency: options.currency,
    rates: { date: options.rates.date, source: options.rates.source },
    entries: ranked.map((entry) => {
      const sum = sums.get(entry.country);
      return {
        country: entry.country,
        rank: entry.rank,
        local: sum ? { amountMinor: sum.amountMinor, currency: sum.currency } : null,
        converted: converted.get(entry.country) ?? null,
        vsHome: entry.vsHome,
        isHome: entry.isHome,
        missing: missingIn(entry.country),
      };
    }),
    unpriced: [...quantities.keys()].filter((code) => !comparable.has(code)).sort(),
  };
}
