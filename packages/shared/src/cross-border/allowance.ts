import type { AllowanceKind } from "./home-import-rules.ts";

/** Items of one value (minor units of the home currency), `count` of them. */
export interface ValuedItems {
  valueMinor: number;
  count: number;
}

export interface AllowanceOutcome {
  /** The value the allowances cover. */
  usedMinor: number;
  /** The value that pays import VAT (and duty). */
  taxableMinor: number;
}

/**
 * Splits carried goods between the travellers' allowances (each `allowanceMinor`) the way the
 * home country's rule lets them, to the shopper's advantage, and returns what is left taxable.
 */
export function applyAllowance(
  kind: AllowanceKind,
  items: readonly ValuedItems[],
  allowanceMinor: number,
  travellers: number,
): AllowanceOutcome {
  const total = items.reduce((sum, item) => sum + item.valueMinor * item.count, 0);
  switch (kind) {
    case "whole-value-above":
      return wholeValueAbove(items, total, allowanceMinor, travellers);
    case "items-within":
      return itemsWithin(items, total, allowanceMinor, travellers);
    case "excess-above":
      return excessAbove(items, total, allowanceMinor, travellers);
  }
}

/**
 * Switzerland (FOCBS examples for several travellers): an item above the limit is always taxed;
 * divisible goods fill the allowance of all travellers but one, and the last one's goods, if they
 * pass the limit, are taxed whole with the large items (3 × CHF 120 for two: VAT on 210).
 */
function wholeValueAbove(
  items: readonly ValuedItems[],
  total: number,
  allowance: number,
  travellers: number,
): AllowanceOutcome {
  let large = 0;
  for (const item of items) if (item.valueMinor > allowance) large += item.valueMinor * item.count;
  return wholeValueAboveSums(large, total, allowance, travellers);
}

/** `whole-value-above` from two sums: the items above the limit, and all of them. */
export function wholeValueAboveSums(
  large: number,
  total: number,
  allowance: number,
  travellers: number,
): AllowanceOutcome {
  const small = total - large;
  if (large === 0 && small <= allowance * travellers) return { usedMinor: total, taxableMinor: 0 };
  const used = Math.min(small, allowance * (travellers - 1));
  return { usedMinor: used, taxableMinor: total - used };
}

/**
 * Norway and Great Britain: whole items go into one traveller's allowance each; the largest are
 * placed first, each into the allowance with the most room left. Items left over are taxed whole.
 * The shopper may choose better than this order; the result is never worse than what they owe.
 */
function itemsWithin(
  items: readonly ValuedItems[],
  total: number,
  allowance: number,
  travellers: number,
): AllowanceOutcome {
  const room = new Array<number>(travellers).fill(allowance);
  let used = 0;
  for (const item of [...items].sort((a, b) => b.valueMinor - a.valueMinor)) {
    if (item.valueMinor > allowance) continue;
    for (let placed = 0; placed < item.count; placed++) {
      const widest = indexOfMax(room);
      if ((room[widest] ?? 0) < item.valueMinor) break;
      room[widest] = (room[widest] ?? 0) - item.valueMinor;
      used += item.valueMinor;
    }
  }
  return { usedMinor: used, taxableMinor: total - used };
}

/**
 * Iceland: each item may take what is left of one traveller's allowance and pays on the rest;
 * allowances are not pooled for one item. Largest items first, each to the widest allowance.
 */
function excessAbove(
  items: readonly ValuedItems[],
  total: number,
  allowance: number,
  travellers: number,
): AllowanceOutcome {
  const room = new Array<number>(travellers).fill(allowance);
  let used = 0;
  for (const item of [...items].sort((a, b) => b.valueMinor - a.valueMinor)) {
    for (let placed = 0; placed < item.count; placed++) {
      const widest = indexOfMax(room);
      const cover = Math.min(item.valueMinor, room[widest] ?? 0);
      if (cover === 0) break;
      room[widest] = (room[widest] ?? 0) - cover;
      used += cover;
    }
  }
  return { usedMinor: used, taxableMinor: total - used };
}

function indexOfMax(values: readonly number[]): number {
  let best = 0;
  for (let index = 1; index < values.length; index++) {
    if ((values[index] ?? 0) > (values[best] ?? 0)) best = index;
  }
  return best;
}
