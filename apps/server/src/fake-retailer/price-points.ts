/** Whether a price ends just under a round figure (`49.99`, `449`, `2 990`) or on it. */
export type PriceEnding = "charm" | "round";

/** Currencies the retailer prices in whole units, and the step of their round figures. */
const wholeUnitSteps: Readonly<Record<string, { step: number; charm: number }>> = {
  CZK: { step: 10, charm: 1 },
  DKK: { step: 10, charm: 1 },
  NOK: { step: 10, charm: 1 },
  SEK: { step: 10, charm: 1 },
  HUF: { step: 100, charm: 10 },
  ISK: { step: 100, charm: 10 },
};

/** A raw converted amount → a price the retailer would print in that currency. */
export function toPricePoint(amount: number, currency: string, ending: PriceEnding): number {
  const whole = wholeUnitSteps[currency];
  if (whole) {
    const round = Math.max(whole.step, Math.round(amount / whole.step) * whole.step);
    return ending === "charm" ? round - whole.charm : round;
  }
  const round = Math.max(ending === "charm" ? 2 : 1, Math.round(amount));
  return ending === "charm" ? Number((round - 0.01).toFixed(2)) : round;
}

/** Decimals the retailer prints for a currency. */
export const printedDecimals = (currency: string): number => (wholeUnitSteps[currency] ? 0 : 2);
