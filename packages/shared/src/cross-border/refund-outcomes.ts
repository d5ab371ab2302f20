/**
 * Why the VAT was, or was not, refunded. Apart from the rules so that the podium's contract, which
 * the home page's search brings into the first download, does not bring the rules' data with it.
 */
export const refundOutcomes = [
  "refunded",
  "same-country",
  "home-in-eu",
  "home-without-rule",
  "shop-outside-eu",
  "no-scheme",
  "shop-without-rule",
  "below-minimum",
] as const;
export type RefundOutcome = (typeof refundOutcomes)[number];
