import { type RuleSource, sources } from "./sources.ts";

/**
 * How a home country's personal allowance treats goods a traveller carries in:
 * - `whole-value-above` (Switzerland): a person whose goods exceed the limit pays on all of them;
 *   an item above the limit is always taxed; travellers may share out divisible goods.
 * - `items-within` (Norway, Great Britain): the traveller picks the items the allowance covers;
 *   an item that does not fit pays on its full value; allowances are not pooled for one item.
 * - `excess-above` (Iceland): an item above the limit pays only on the value above it.
 */
export type AllowanceKind = "whole-value-above" | "items-within" | "excess-above";

/**
 * What the allowance and the tax are measured on: the price without the shop country's VAT when
 * the receipt shows it (Switzerland), or what the shopper paid after any refund.
 */
export type ValueBasis = "net-of-foreign-vat" | "price-paid";

export interface HomeImportRule {
  country: string;
  currency: string;
  /** Import VAT on furniture (the standard rate), in basis points. */
  importVatRateBp: number;
  /** Per person, in minor units of `currency`. */
  allowanceMinor: number;
  /** A shorter stay's allowance (Norway: less than 24 hours abroad). */
  shortTripAllowanceMinor?: number;
  allowancePer: "person-day" | "person-trip";
  kind: AllowanceKind;
  valueBasis: ValueBasis;
  /** Customs duty on furniture in basis points; null when it could not be sourced. */
  furnitureDutyBp: number | null;
  sources: readonly RuleSource[];
  note?: string;
}

const list: readonly HomeImportRule[] = [
  {
    country: "CH",
    currency: "CHF",
    importVatRateBp: 810,
    allowanceMinor: 15000,
    allowancePer: "person-day",
    kind: "whole-value-above",
    valueBasis: "net-of-foreign-vat",
    furnitureDutyBp: 0,
    sources: [
      sources.swissLimit,
      sources.swissLimitExamples,
      sources.swissForeignVat,
      sources.swissRate,
      sources.swissIndustrialTariffs,
    ],
    note:
      "CHF 150 per person per day since 2025-01-01 (300 before). The examples for several travellers " +
      "share out divisible goods (3 items of CHF 120 for two: VAT on 210). Furniture (chapter 94) pays " +
      "no duty since industrial tariffs were abolished on 2024-01-01.",
  },
  {
    country: "NO",
    currency: "NOK",
    importVatRateBp: 2500,
    allowanceMinor: 600000,
    shortTripAllowanceMinor: 300000,
    allowancePer: "person-trip",
    kind: "items-within",
    valueBasis: "price-paid",
    furnitureDutyBp: 0,
    sources: [sources.norwayLimit, sources.vatRatesVatSolutions],
    note:
      "NOK 6,000 after more than 24 hours abroad, 3,000 once per 24 hours otherwise. Customs duty " +
      "applies 'in simple terms' to clothes and food, so none on furniture. Items that form a whole " +
      "may not be split between people.",
  },
  {
    country: "GB",
    currency: "GBP",
    importVatRateBp: 2000,
    allowanceMinor: 39000,
    allowancePer: "person-trip",
    kind: "items-within",
    valueBasis: "price-paid",
    furnitureDutyBp: null,
    sources: [
      sources.ukAllowance,
      sources.ukArrivingGb,
      sources.vatRatesVatSolutions,
      sources.ukFurnitureHeading,
      sources.ukSimplifiedRates,
    ],
    note:
      "£390 (£270 by private plane or boat, not modelled). Customs duty on furniture (heading 9403) " +
      "is left unknown: the UK Global Tariff's rate for it was not found on a stored page, and goods " +
      "made in the EU pay none only if they meet the trade agreement's rules of origin (GOV.UK's " +
      "simplified rates), which depends on where each article was made, not where it was bought.",
  },
  {
    country: "IS",
    currency: "ISK",
    importVatRateBp: 2400,
    allowanceMinor: 88000,
    allowancePer: "person-trip",
    kind: "excess-above",
    valueBasis: "price-paid",
    furnitureDutyBp: 0,
    sources: [sources.icelandLimit, sources.icelandItem, sources.icelandTariffs],
    note:
      "ISK 88,000 per resident, half for children under 12 (not modelled). The rule for an item " +
      "above the limit (duty only on the excess) comes from the airport's older page; the customs " +
      "page does not repeat it. Tariffs on consumer goods were eliminated in 2016-2017.",
  },
];

export const homeImportRules: ReadonlyMap<string, HomeImportRule> = new Map(
  list.map((entry) => [entry.country, Object.freeze(entry)]),
);
