import { findCountry, normaliseCountryCode } from "../countries.ts";
import {
  convert,
  convertLines,
  type Money,
  type PricedQuantity,
  type RateTable,
} from "../money.ts";
import { type AllowanceOutcome, applyAllowance, type ValuedItems } from "./allowance.ts";
import {
  DEFAULT_OPERATOR_FEE_BP,
  type ExportRefundRule,
  euMarkets,
  exportRefundRules,
  noExportRefund,
} from "./export-refund-rules.ts";
import { type HomeImportRule, homeImportRules } from "./home-import-rules.ts";
import type { RefundOutcome } from "./refund-outcomes.ts";

export interface TrueCostInput {
  /** Where the shop is; the lines' unit prices are in its currency. */
  shopCountry: string;
  /** Where the shopper lives and carries the goods. */
  homeCountry: string;
  lines: readonly PricedQuantity[];
  /** People crossing the border together, each with an allowance (whole number ≥ 1). */
  travellers: number;
  rates: RateTable;
  /** The operator's share of the refunded VAT, basis points; `DEFAULT_OPERATOR_FEE_BP` if absent. */
  operatorFeeBp?: number;
  /** Norway: less than 24 hours abroad, the smaller allowance. */
  shortTrip?: boolean;
}

export { type RefundOutcome, refundOutcomes } from "./refund-outcomes.ts";

export interface TrueCost {
  /** The home currency: every amount below except `refund.minimum` is in it. */
  currency: string;
  rateDate: string;
  shelfMinor: number;
  refund: {
    outcome: RefundOutcome;
    /** The VAT in the receipt, before the operator's fee. */
    vatMinor: number;
    feeMinor: number;
    /** What the shopper gets back: `vatMinor - feeMinor`. */
    refundedMinor: number;
    /** The shop country's minimum receipt, in its currency, when it has one. */
    minimum: Money | null;
  };
  /** Null when nothing is owed at home by rule (same country, EU home, no rule). */
  importAtHome: {
    /** The travellers' allowances together. */
    allowanceMinor: number;
    allowanceUsedMinor: number;
    allowanceExceeded: boolean;
    /** The value the allowance is measured on (see `ValueBasis`). */
    declaredMinor: number;
    taxableMinor: number;
    vatMinor: number;
    /** Null when the home country's duty on furniture is not known. */
    dutyMinor: number | null;
  } | null;
  /** Shelf price − refund + import VAT + duty. */
  trueCostMinor: number;
}

/** `amount × numerator / denominator` for integer amounts, rounded half away from zero. */
export function mulDivRound(amount: number, numerator: number, denominator: number): number {
  const product = Math.abs(amount) * numerator;
  return Math.sign(amount) * Math.floor((2 * product + denominator) / (2 * denominator));
}

/** The VAT contained in a VAT-inclusive amount. */
export const vatIncluded = (grossMinor: number, rateBp: number): number =>
  mulDivRound(grossMinor, rateBp, 10_000 + rateBp);

/**
 * What a purchase of `lines` in `shopCountry` really costs someone living in `homeCountry`, in
 * the home currency (Brief §7, issue 25): the shelf price converted with the same rounding as
 * every page (`convertLines`), minus the shop country's export refund after the operator's fee,
 * plus import VAT and duty above the home allowance. Null when a currency has no rate that day.
 */
export function computeTrueCost(input: TrueCostInput): TrueCost | null {
  if (!Number.isInteger(input.travellers) || input.travellers < 1) {
    throw new RangeError(`travellers must be a whole number ≥ 1, got ${input.travellers}`);
  }
  const shop = normaliseCountryCode(input.shopCountry);
  const home = normaliseCountryCode(input.homeCountry);
  const homeRule = homeImportRules.get(home);
  const currency = homeRule?.currency ?? findCountry(home)?.currency;
  if (!currency) return null;
  const shelf = convertLines(input.lines, currency, input.rates);
  if (!shelf) return null;

  const shopRule = exportRefundRules.get(shop);
  const receiptMinor = input.lines.reduce((sum, l) => sum + l.unit.amountMinor * l.quantity, 0);
  const outcome = refundOutcome(shop, home, homeRule, shopRule, receiptMinor);
  const feeBp = input.operatorFeeBp ?? DEFAULT_OPERATOR_FEE_BP;
  const refund = {
    outcome,
    vatMinor: 0,
    feeMinor: 0,
    refundedMinor: 0,
    minimum: shopRule
      ? { amountMinor: shopRule.minimumReceiptMinor, currency: shopRule.currency }
      : null,
  };
  if (outcome === "refunded" && shopRule) {
    const vatLocal = vatIncluded(receiptMinor, shopRule.vatRateBp);
    const netLocal = vatLocal - mulDivRound(vatLocal, feeBp, 10_000);
    const vat = convert(
      { amountMinor: vatLocal, currency: shopRule.currency },
      currency,
      input.rates,
    );
    const net = convert(
      { amountMinor: netLocal, currency: shopRule.currency },
      currency,
      input.rates,
    );
    if (!vat || !net) return null;
    refund.vatMinor = vat.amountMinor;
    refund.refundedMinor = net.amountMinor;
    refund.feeMinor = vat.amountMinor - net.amountMinor;
  }

  const importAtHome =
    homeRule && shop !== home && !euMarkets.has(home)
      ? importDue(input, homeRule, outcome === "refunded" ? shopRule : undefined, feeBp, shopRule)
      : null;
  if (homeRule && shop !== home && importAtHome === undefined) return null;
  const owed = importAtHome ? importAtHome.vatMinor + (importAtHome.dutyMinor ?? 0) : 0;
  return {
    currency,
    rateDate: shelf.rateDate,
    shelfMinor: shelf.amountMinor,
    refund,
    importAtHome: importAtHome ?? null,
    trueCostMinor: shelf.amountMinor - refund.refundedMinor + owed,
  };
}

/** Why `shop` refunds its VAT or not to a shopper from `home` on a receipt of `receiptMinor`. */
export function refundOutcome(
  shop: string,
  home: string,
  homeRule: HomeImportRule | undefined,
  shopRule: ExportRefundRule | undefined,
  receiptMinor: number,
): RefundOutcome {
  if (shop === home) return "same-country";
  if (noExportRefund[shop]) return "no-scheme";
  if (euMarkets.has(home)) return "home-in-eu";
  if (!homeRule) return "home-without-rule";
  if (!euMarkets.has(shop)) return "shop-outside-eu";
  if (!shopRule) return "shop-without-rule";
  return receiptMinor >= shopRule.minimumReceiptMinor ? "refunded" : "below-minimum";
}

/** Undefined when a rate is missing. */
function importDue(
  input: TrueCostInput,
  rule: HomeImportRule,
  refundedBy: ExportRefundRule | undefined,
  feeBp: number,
  shopRule: ExportRefundRule | undefined,
): NonNullable<TrueCost["importAtHome"]> | undefined {
  const items: ValuedItems[] = [];
  for (const line of input.lines) {
    let unitLocal = line.unit.amountMinor;
    if (rule.valueBasis === "net-of-foreign-vat" && shopRule) {
      unitLocal -= vatIncluded(unitLocal, shopRule.vatRateBp);
    } else if (rule.valueBasis === "price-paid" && refundedBy) {
      const vat = vatIncluded(unitLocal, refundedBy.vatRateBp);
      unitLocal -= vat - mulDivRound(vat, feeBp, 10_000);
    }
    const unit = convert(
      { amountMinor: unitLocal, currency: line.unit.currency },
      rule.currency,
      input.rates,
    );
    if (!unit) return undefined;
    items.push({ valueMinor: unit.amountMinor, count: line.quantity });
  }
  const allowance =
    input.shortTrip && rule.shortTripAllowanceMinor !== undefined
      ? rule.shortTripAllowanceMinor
      : rule.allowanceMinor;
  return taxAtHome(rule, items, allowance, input.travellers);
}

/** Import VAT and duty on `items` (valued in the home currency) above the travellers' allowances. */
export function taxAtHome(
  rule: HomeImportRule,
  items: readonly ValuedItems[],
  allowance: number,
  travellers: number,
): NonNullable<TrueCost["importAtHome"]> {
  return taxOnSplit(
    rule,
    applyAllowance(rule.kind, items, allowance, travellers),
    allowance,
    travellers,
  );
}

/** Import VAT and duty once the allowances have covered `split.usedMinor`. */
export function taxOnSplit(
  rule: HomeImportRule,
  split: AllowanceOutcome,
  allowance: number,
  travellers: number,
): NonNullable<TrueCost["importAtHome"]> {
  const dutyMinor =
    rule.furnitureDutyBp === null
      ? null
      : mulDivRound(split.taxableMinor, rule.furnitureDutyBp, 10_000);
  // Import VAT is levied on the value plus the duty (the duty is part of the import value).
  const vatMinor = mulDivRound(split.taxableMinor + (dutyMinor ?? 0), rule.importVatRateBp, 10_000);
  return {
    allowanceMinor: allowance * travellers,
    allowanceUsedMinor: split.usedMinor,
    allowanceExceeded: split.taxableMinor > 0,
    declaredMinor: split.usedMinor + split.taxableMinor,
    taxableMinor: split.taxableMinor,
    vatMinor,
    dutyMinor,
  };
}
