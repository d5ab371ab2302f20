/** Sequential, colour-blind safe (ColorBrewer YlGnBu): dark = cheap, light = dear. */
export const PRICE_COLOURS = ["#253494", "#2c7fb8", "#41b6c4", "#a1dab4", "#ffffcc"] as const;

export interface PriceBin {
  /** Inclusive bounds, in minor units of the home currency. */
  fromMinor: number;
  toMinor: number;
  colour: string;
}

/**
 * Equal-width bins between the cheapest and the dearest price (at most 5, fewer when there are
 * fewer distinct prices), so that the legend reads as plain ranges of money.
 */
export function priceBins(prices: readonly number[]): PriceBin[] {
  if (prices.length === 0) return [];
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const count = Math.min(PRICE_COLOURS.length, new Set(prices).size);
  if (count === 1) return [{ fromMinor: min, toMinor: max, colour: PRICE_COLOURS[0] }];
  const width = (max - min) / count;
  return Array.from({ length: count }, (_, i) => ({
    fromMinor: Math.round(min + width * i),
    toMinor: i === count - 1 ? max : Math.round(min + width * (i + 1)),
    // Spread the palette when there are fewer bins than colours.
    colour: PRICE_COLOURS[Math.round((i * (PRICE_COLOURS.length - 1)) / (count - 1))]!,
  }));
}

export function binOf(price: number, bins: readonly PriceBin[]): PriceBin | undefined {
  return bins.find((bin) => price <= bin.toMinor) ?? bins.at(-1);
}
