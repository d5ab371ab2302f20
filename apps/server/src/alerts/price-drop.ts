import { convert, type Money, type RateTable } from "@frontalier/shared/money";

export interface Observed extends Money {
  observedAt: Date;
}

export interface PriceDrop {
  kind: "target" | "drop";
  price: Money;
  previous: Money | null;
  /** The price in the alert's currency (with a target), null without one or without a rate. */
  converted: Money | null;
}

/**
 * Whether the newest price of a country deserves a mail. Without a target: it is lower than the
 * one before it (same currency). With a target in `currency`: it reaches the target now and the
 * one before did not, so that a price staying under the target is announced once.
 */
export function priceDropOf(options: {
  latest: Observed;
  previous: Observed | null;
  targetPriceMinor: number | null;
  currency: string;
  rates: RateTable;
}): PriceDrop | null {
  const { latest, previous, targetPriceMinor, currency, rates } = options;
  const price = { amountMinor: latest.amountMinor, currency: latest.currency };
  const before = previous
    ? { amountMinor: previous.amountMinor, currency: previous.currency }
    : null;
  if (targetPriceMinor === null) {
    if (!before || before.currency !== price.currency || price.amountMinor >= before.amountMinor) {
      return null;
    }
    return { kind: "drop", price, previous: before, converted: null };
  }
  const converted = convert(price, currency, rates);
  if (!converted || converted.amountMinor > targetPriceMinor) return null;
  const beforeConverted = before ? convert(before, currency, rates) : null;
  if (beforeConverted && beforeConverted.amountMinor <= targetPriceMinor) return null;
  return {
    kind: "target",
    price,
    previous: before,
    converted: { amountMinor: converted.amountMinor, currency },
  };
}
