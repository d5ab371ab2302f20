import { findCountry, normaliseCountryCode } from "../countries.ts";
import { type Money, minorUnits, type RateTable } from "../money.ts";
import { type ValuedItems, wholeValueAboveSums } from "./allowance.ts";
import { DEFAULT_OPERATOR_FEE_BP, euMarkets, exportRefundRules } from "./export-refund-rules.ts";
import { homeImportRules } from "./home-import-rules.ts";
import type { RefundOutcome } from "./refund-outcomes.ts";
import { mulDivRound, refundOutcome, taxAtHome, taxOnSplit, vatIncluded } from "./true-cost.ts";

/** A basket line as a trip's cost reads it: its unit price per country, compared and as shown. */
export interface CarriedLine {
  quantity: number;
  /** Unit price in the home currency's minor units, per country (what the plans compare). */
  prices: Partial<Record<string, number>>;
  /** Unit price in the shop country's own currency, per country (what its receipt says). */
  local: Partial<Record<string, number>>;
}

/** What one trip (one shop country, one receipt) really costs, in the home currency (issue 25). */
export interface TripTrueCost {
  /** The articles' shelf prices, as the plan lists them. */
  shelfMinor: number;
  refundOutcome: RefundOutcome;
  /** The shop country's VAT refunded after the operator's fee (0 when none). */
  refundMinor: number;
  /** The shop country's minimum receipt for a refund, in its currency, when it has one. */
  refundMinimum: Money | null;
  importVatMinor: number;
  /** Null when the home country's duty is not known. */
  dutyMinor: number | null;
  /** The travellers' allowances together, what they cover of this trip, and whether it is passed. */
  allowanceMinor: number;
  allowanceUsedMinor: number;
  allowanceExceeded: boolean;
  totalMinor: number;
}

export interface TripCostInput {
  home: string;
  /** The compared countries (any order). */
  countries: readonly string[];
  lines: readonly CarriedLine[];
  travellers: number;
  rates: RateTable;
  operatorFeeBp?: number;
}

/**
 * Minor units of `from` into minor units of `to`, exactly as `convert` rounds them (the same
 * operations in the same order), with the scales looked up once: it runs for every price.
 */
function converter(from: string, to: string, rates: RateTable) {
  const source = from === "EUR" ? 1 : rates.perEuro[from];
  const target = to === "EUR" ? 1 : rates.perEuro[to];
  if (!source || !target) return null;
  const rate = target / source;
  const fromScale = 10 ** minorUnits(from);
  const toScale = 10 ** minorUnits(to);
  return (amountMinor: number) => {
    const major = (amountMinor / fromScale) * rate;
    return Math.sign(major) * Math.round(Math.abs(major) * toScale);
  };
}

const same = (amountMinor: number) => amountMinor;

/**
 * The cost of every trip a wishlist plan could make, for a shopper carrying purchases home
 * (issue 25, decision 038). Per line and country it keeps what the rules read per unit (the
 * receipt price, the value the allowance is measured on, refunded or not) and a linear estimate
 * for the plan search; a trip's exact cost then comes from its receipt's sum (the refund is the
 * VAT of the whole receipt, above its minimum) and its items (the allowance), as
 * `computeTrueCost` computes it. Null when the home has no import rules.
 */
export function prepareTripCosts(input: TripCostInput) {
  const home = normaliseCountryCode(input.home);
  const homeRule = homeImportRules.get(home);
  if (!homeRule) return null;
  const currency = homeRule.currency;
  const feeBp = input.operatorFeeBp ?? DEFAULT_OPERATOR_FEE_BP;
  const allowance = homeRule.allowanceMinor;
  const n = input.lines.length;
  const countries = [...new Set(input.countries.map(normaliseCountryCode))];
  const index = new Map(countries.map((country, c) => [country, c]));
  // Per country c and line j at c * n + j: the unit on the receipt, the unit's value at home
  // (refunded or not) and the linear estimate; NaN where the line has no price there.
  const unitLocal = new Float64Array(countries.length * n).fill(Number.NaN);
  const valueRefunded = new Float64Array(countries.length * n);
  const valueKept = new Float64Array(countries.length * n);
  const estimate = new Float64Array(countries.length * n).fill(Number.NaN);
  const shops = countries.map((shop) => {
    const rule = exportRefundRules.get(shop);
    const shopCurrency = rule?.currency ?? findCountry(shop)?.currency ?? currency;
    return {
      shop,
      rule,
      toHome: converter(shopCurrency, currency, input.rates),
      toShop: converter(currency, shopCurrency, input.rates),
      // Refunded whenever its receipt reaches the minimum.
      refunds: refundOutcome(shop, home, homeRule, rule, Number.POSITIVE_INFINITY) === "refunded",
      taxedAtHome: shop !== home && !euMarkets.has(home),
    };
  });
  const marginalTax =
    ((1 + (homeRule.furnitureDutyBp ?? 0) / 10_000) * homeRule.importVatRateBp) / 10_000 +
    (homeRule.furnitureDutyBp ?? 0) / 10_000;

  const netOfForeignVat = homeRule.valueBasis === "net-of-foreign-vat";
  // Each line's estimates keyed by country, as the plan search reads prices.
  const estimates = input.lines.map((): Partial<Record<string, number>> => ({}));
  for (let c = 0; c < shops.length; c++) {
    const shop = shops[c]!;
    const { rule, toShop } = shop;
    const toHome = shop.toHome ?? same;
    const rateBp = rule?.vatRateBp ?? 0;
    for (let j = 0; j < n; j++) {
      const line = input.lines[j]!;
      const price = line.prices[shop.shop];
      if (price === undefined) continue;
      // A price shown in another currency than the shop's: its receipt amount is converted back.
      const local = line.local[shop.shop] ?? (toShop ? toShop(price) : price);
      const at = c * n + j;
      unitLocal[at] = local;
      const vat = rateBp === 0 ? 0 : vatIncluded(local, rateBp);
      const refundNet = shop.refunds ? vat - mulDivRound(vat, feeBp, 10_000) : 0;
      const paid = refundNet === 0 ? toHome(local) : toHome(local - refundNet);
      if (netOfForeignVat) {
        valueRefunded[at] = valueKept[at] = toHome(local - vat);
      } else {
        valueKept[at] = refundNet === 0 ? paid : toHome(local);
        valueRefunded[at] = paid;
      }
      const refunded = refundNet === 0 ? 0 : price - paid;
      const tax = shop.taxedAtHome ? valueRefunded[at]! * marginalTax : 0;
      const value = Math.max(0, Math.round(price - refunded + tax));
      estimate[at] = value;
      estimates[j]![shop.shop] = value;
    }
  }

  /**
   * One receipt of a day: `lineIndices` bought in `country`, `units[i]` of line `lineIndices[i]`
   * (each line's whole quantity when `units` is absent). Null if one is not sold there.
   */
  function receiptOf(country: string, lineIndices: readonly number[], units?: readonly number[]) {
    const c = index.get(normaliseCountryCode(country));
    if (c === undefined) return null;
    const shop = shops[c]!;
    let shelf = 0;
    let receipt = 0;
    for (let i = 0; i < lineIndices.length; i++) {
      const j = lineIndices[i]!;
      const line = input.lines[j]!;
      const price = line.prices[shop.shop];
      if (price === undefined) return null;
      const quantity = units ? units[i]! : line.quantity;
      shelf += price * quantity;
      receipt += unitLocal[c * n + j]! * quantity;
    }
    const { rule } = shop;
    const outcome = refundOutcome(shop.shop, home, homeRule, rule, receipt);
    let refundMinor = 0;
    if (outcome === "refunded" && rule && shop.toHome) {
      const vat = vatIncluded(receipt, rule.vatRateBp);
      refundMinor = shop.toHome(vat - mulDivRound(vat, feeBp, 10_000));
    }
    return { c, shop, shelf, outcome, refundMinor, lineIndices, units };
  }

  /**
   * The exact cost of one day's purchases: one receipt per shop country in `receipts`, refunded
   * each against its own minimum, and everything brought home that day declared together, so the
   * travellers' allowances (per person per day or per trip) are counted once for the day's total
   * (issue 25). Null if a line is not sold where it is bought.
   */
  function day(
    receipts: readonly {
      country: string;
      lineIndices: readonly number[];
      units?: readonly number[];
    }[],
  ): TripTrueCost | null {
    const read = [];
    for (const r of receipts) {
      const one = receiptOf(r.country, r.lineIndices, r.units);
      if (!one) return null;
      read.push(one);
    }
    const taxed = read.filter((r) => r.shop.taxedAtHome);
    const owed = taxed.length > 0 ? importOn(taxed) : null;
    const first = read[0];
    const shelf = read.reduce((sum, r) => sum + r.shelf, 0);
    const refundMinor = read.reduce((sum, r) => sum + r.refundMinor, 0);
    const importVatMinor = owed?.vatMinor ?? 0;
    const dutyMinor = owed ? owed.dutyMinor : 0;
    const rule = read.length === 1 ? first?.shop.rule : undefined;
    return {
      shelfMinor: shelf,
      // Of a day in several countries: the first receipt not refunded, else "refunded".
      refundOutcome:
        read.find((r) => r.outcome !== "refunded")?.outcome ?? first?.outcome ?? "same-country",
      refundMinor,
      refundMinimum: rule
        ? { amountMinor: rule.minimumReceiptMinor, currency: rule.currency }
        : null,
      importVatMinor,
      dutyMinor,
      allowanceMinor: owed?.allowanceMinor ?? 0,
      allowanceUsedMinor: owed?.allowanceUsedMinor ?? 0,
      allowanceExceeded: owed?.allowanceExceeded ?? false,
      totalMinor: shelf - refundMinor + importVatMinor + (dutyMinor ?? 0),
    };
  }

  /** The exact cost of buying `lineIndices` in `country` on one trip; null if one is not sold there. */
  function trip(
    country: string,
    lineIndices: readonly number[],
    units?: readonly number[],
  ): TripTrueCost | null {
    return day([{ country, lineIndices, ...(units ? { units } : {}) }]);
  }

  type Receipt = NonNullable<ReturnType<typeof receiptOf>>;

  /**
   * What the home levies on the day's goods. Switzerland's rule reads two sums (the goods above
   * the limit, and all of them), so no list of items is made for it: this runs for every country.
   */
  function importOn(receipts: readonly Receipt[]) {
    if (homeRule!.kind === "whole-value-above") {
      let large = 0;
      let total = 0;
      for (const r of receipts) {
        const values = r.outcome === "refunded" ? valueRefunded : valueKept;
        for (let i = 0; i < r.lineIndices.length; i++) {
          const j = r.lineIndices[i]!;
          const unit = values[r.c * n + j]!;
          const value = unit * (r.units ? r.units[i]! : input.lines[j]!.quantity);
          total += value;
          if (unit > allowance) large += value;
        }
      }
      const split = wholeValueAboveSums(large, total, allowance, input.travellers);
      return taxOnSplit(homeRule!, split, allowance, input.travellers);
    }
    const items: ValuedItems[] = [];
    for (const r of receipts) {
      const values = r.outcome === "refunded" ? valueRefunded : valueKept;
      r.lineIndices.forEach((j, i) => {
        items.push({
          valueMinor: values[r.c * n + j]!,
          count: r.units ? r.units[i]! : input.lines[j]!.quantity,
        });
      });
    }
    return taxAtHome(homeRule!, items, allowance, input.travellers);
  }

  /** Line `j`'s unit value at home bought in `country` on a refunded receipt (NaN: not sold). */
  function unitValue(country: string, j: number): number {
    const c = index.get(country);
    if (c === undefined || Number.isNaN(unitLocal[c * n + j]!)) return Number.NaN;
    return valueRefunded[c * n + j]!;
  }

  return {
    /** Per line, `estimate` in each country where it is priced. */
    estimates,
    /**
     * Line `j`'s unit cost in `country` as if the trip's receipt reached the refund minimum and
     * the allowance were used up (each unit then pays VAT and duty): linear, for the search.
     */
    estimate(country: string, j: number): number | undefined {
      const c = index.get(country);
      const value = c === undefined ? Number.NaN : estimate[c * n + j]!;
      return Number.isNaN(value) ? undefined : value;
    },
    trip,
    day,
    unitValue,
    /** The travellers' allowance per person (minor units of the home currency) and its rule. */
    allowance: { perPersonMinor: allowance, kind: homeRule.kind, per: homeRule.allowancePer },
    travellers: input.travellers,
    /** Whether the home levies anything on goods bought in `country`. */
    taxedFrom(country: string): boolean {
      const c = index.get(country);
      return c !== undefined && shops[c]!.taxedAtHome;
    },
  };
}

export type TripCosts = NonNullable<ReturnType<typeof prepareTripCosts>>;
