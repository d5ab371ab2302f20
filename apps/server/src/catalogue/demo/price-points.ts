import { minorUnits, toMinorUnits } from "@frontalier/shared/money";

/**
 * Rounds an amount in major units to the kind of price a retailer prints: 1.49, 49.99, 149,
 * 1 299, 49 990 (whatever the currency: the magnitude decides). Returns integer minor units.
 */
export function toPricePoint(major: number, currency: string): number {
  if (!(major > 0)) throw new RangeError(`no price point for ${major} ${currency}`);
  const magnitude = Math.floor(Math.log10(major));
  let step: number;
  let ending: number;
  if (magnitude <= 0) {
    step = 0.5;
    ending = 0.01;
  } else if (magnitude === 1) {
    step = 1;
    ending = 0.01;
  } else if (magnitude <= 3) {
    step = 10;
    ending = 1;
  } else {
    step = 10 ** (magnitude - 2);
    ending = step / 10;
  }
  // Currencies without cents (ISK) cannot end in .99.
  ending = Math.max(ending, 10 ** -minorUnits(currency));
  const rounded = Math.max(step, Math.round(major / step) * step);
  return toMinorUnits(rounded - ending, currency);
}
