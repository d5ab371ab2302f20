import { type RuleSource, sources } from "./sources.ts";

/**
 * A shop country's tax-free export: the VAT a shopper living outside the EU can have refunded
 * when the goods leave in their luggage, from one receipt that reaches the minimum.
 */
export interface ExportRefundRule {
  country: string;
  currency: string;
  /** Standard VAT rate in basis points (19 % = 1900): furniture pays the standard rate. */
  vatRateBp: number;
  /** Smallest receipt total, VAT included, in minor units of `currency`; 0 when there is none. */
  minimumReceiptMinor: number;
  sources: readonly RuleSource[];
  /** Conflicts between sources and which one was chosen. */
  note?: string;
}

/**
 * The EU members among the markets (Brief §2). A member without a sourced rule would be listed in
 * `unsourcedExportRefunds`, and no refund computed there.
 */
export const euMarkets: ReadonlySet<string> = new Set([
  "AT",
  "BE",
  "BG",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "HU",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "NL",
  "PL",
  "PT",
  "RO",
  "SE",
  "SI",
  "SK",
]);

const rates = [sources.vatRates2025, sources.vatRatesEasytax];
const tables = [sources.rickSteves, sources.refundit];

const rule = (
  country: string,
  currency: string,
  vatRateBp: number,
  minimumReceiptMinor: number,
  ruleSources: readonly RuleSource[],
  note?: string,
): ExportRefundRule =>
  Object.freeze({
    country,
    currency,
    vatRateBp,
    minimumReceiptMinor,
    sources: Object.freeze(ruleSources),
    ...(note ? { note } : {}),
  });

/** Leva per euro, fixed by the Council of the EU for Bulgaria's euro (sources.bulgariaConversion). */
const LEVA_PER_EURO = 1.95583;
/** 300 BGN in euro cents, rounded up so that the receipt reaches 300 BGN. */
const BULGARIAN_MINIMUM_MINOR = Math.ceil((300 / LEVA_PER_EURO) * 100);

const list: readonly ExportRefundRule[] = [
  rule("AT", "EUR", 2000, 7501, [...rates, ...tables, sources.vatfreeTraveller]),
  rule("BE", "EUR", 2100, 12501, [...rates, ...tables, sources.vatfreeTraveller]),
  rule(
    "BG",
    "EUR",
    2000,
    BULGARIAN_MINIMUM_MINOR,
    [...rates, sources.bulgariaOperator, sources.bulgariaAgent, sources.bulgariaConversion],
    "The minimum is known in leva only: 300 BGN (vatfree.com and a licensed agent citing ordinance " +
      "H-12; a 2015 page gave 250 BGN). Bulgaria pays in euro since 2026-01-01, and amounts in leva " +
      `convert at the fixed rate of ${LEVA_PER_EURO}: 300 BGN is ${BULGARIAN_MINIMUM_MINOR / 100} €.`,
  ),
  rule(
    "CZ",
    "CZK",
    2100,
    200100,
    [...rates, ...tables, sources.vatfreeTraveller],
    "vatfree.com gives 1,000 CZK; the two tables that carry current VAT rates give 2,001 CZK.",
  ),
  rule(
    "DE",
    "EUR",
    1900,
    5001,
    [...rates, sources.rickSteves, sources.vatfreeTraveller, sources.refundit],
    "Refundit writes 50 €; the others 50.01 € (the receipt must exceed 50 €).",
  ),
  rule(
    "DK",
    "DKK",
    2500,
    30001,
    [...rates, ...tables, sources.vatfreeTraveller],
    "Rick Steves gives 300.01 DKK, Refundit and vatfree.com 300 DKK; 300.01 kept (more than 300).",
  ),
  rule(
    "EE",
    "EUR",
    2400,
    3801,
    [...rates, sources.estonia24, ...tables, sources.estoniaMinimum],
    "Standard rate 24 % since 2025-07-01 (22 % before). Global Blue's Tallinn page gives 38.01 €, as both tables.",
  ),
  rule(
    "ES",
    "EUR",
    2100,
    0,
    [...rates, ...tables],
    "No minimum; vatfree.com's older 90.50 € predates its removal.",
  ),
  rule(
    "FI",
    "EUR",
    2550,
    4000,
    [...rates, ...tables, sources.vatfreeTraveller],
    "Standard rate 25.5 % since 2024-09-01.",
  ),
  rule(
    "FR",
    "EUR",
    2000,
    10001,
    [...rates, sources.rickSteves, sources.franceMinimum, sources.refundit],
    "Refundit's 175.01 € is the former minimum; Rick Steves and Global Blue (McArthurGlen) give 100.01 €.",
  ),
  rule(
    "CY",
    "EUR",
    1900,
    5001,
    [...rates, sources.cyprusMinimum, sources.cyprusGlobalBlue, sources.cyprusReverted],
    "The Tax Department: the goods' value must exceed 50 € (Global Blue writes 50.00 €). A 2024 " +
      "circular raised it to 175 € and was reverted to 50 €; vatfree.com's '50 CYP' predates the euro.",
  ),
  rule("GR", "EUR", 2400, 5000, [...rates, ...tables, sources.vatfreeTraveller]),
  rule(
    "HR",
    "EUR",
    2500,
    10001,
    [...rates, ...tables],
    "Refundit gives 740 HRK (before the euro, 2023-01-01); Rick Steves 100.01 €.",
  ),
  rule(
    "HU",
    "HUF",
    2700,
    7000100,
    [...rates, ...tables, sources.vatfreeTraveller],
    "Sources disagree: Rick Steves 70,001 HUF, Refundit 54,001 HUF, vatfree.com 50,000 HUF; the most recent table kept.",
  ),
  rule(
    "IE",
    "EUR",
    2300,
    0,
    [...rates, sources.irelandNoMinimum, ...tables, sources.irelandOperator],
    "Revenue refunds the VAT whatever the value; the tables give 75 € (Rick Steves, vatfree.com) " +
      "or 30 € (Refundit), each operator's own minimum: Revenue's rule kept, an operator may ask more.",
  ),
  rule(
    "IT",
    "EUR",
    2200,
    7001,
    [...rates, sources.rickSteves, sources.italyMinimum, sources.refundit],
    "Lowered from 154.94 € to 70.01 €; Refundit still gives 155 €.",
  ),
  rule(
    "LT",
    "EUR",
    2100,
    4000,
    [...rates, ...tables],
    "Rick Steves gives 40 €, Refundit 55 €; the more recent table kept.",
  ),
  rule("LU", "EUR", 1700, 7400, [...rates, ...tables, sources.vatfreeTraveller]),
  rule("LV", "EUR", 2100, 4400, [...rates, ...tables]),
  rule("NL", "EUR", 2100, 5000, [...rates, ...tables, sources.vatfreeTraveller]),
  rule("PL", "PLN", 2300, 20000, [...rates, ...tables, sources.vatfreeTraveller]),
  rule(
    "PT",
    "EUR",
    2300,
    6150,
    [...rates, ...tables],
    "Rick Steves gives '61.50 € / 50 €', Refundit 61.35 €; 61.50 € (50 € before 23 % VAT) kept.",
  ),
  rule(
    "RO",
    "RON",
    2100,
    25000,
    [...rates, ...tables, sources.vatfreeTraveller],
    "Standard rate 21 % since 2025-08-01 (19 % before).",
  ),
  rule("SE", "SEK", 2500, 20000, [...rates, ...tables, sources.vatfreeTraveller]),
  rule("SI", "EUR", 2200, 5001, [...rates, ...tables]),
  rule(
    "SK",
    "EUR",
    2300,
    10001,
    [...rates, ...tables],
    "Standard rate 23 % since 2025-01-01. Rick Steves 100.01 €, Refundit 100 €.",
  ),
];

export const exportRefundRules: ReadonlyMap<string, ExportRefundRule> = new Map(
  list.map((entry) => [entry.country, entry]),
);

/** EU markets left without a rule, and why: the refund is not computed there. */
export const unsourcedExportRefunds: Readonly<Record<string, string>> = Object.freeze({});

/**
 * Shop countries whose tax-free scheme is known to be gone: Great Britain withdrew the VAT Retail
 * Export Scheme on 2021-01-01, so nobody gets VAT back on a purchase there.
 */
export const noExportRefund: Readonly<Record<string, readonly RuleSource[]>> = Object.freeze({
  GB: [sources.ukNoRefund],
});

/**
 * The share of the VAT the refund operator keeps when the shopper says nothing: 30 %, the low end
 * of the 30-50 % HMRC's consultation found (a Global Blue refund of 12 % of a price carrying 20 %
 * VAT, in France, is 28 %). An assumption, configurable per call.
 */
export const DEFAULT_OPERATOR_FEE_BP = 3000;
export const operatorFeeSource: RuleSource = sources.operatorFees;
