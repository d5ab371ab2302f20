/**
 * The homes whose import rules `home-import-rules.ts` holds: a shopper living there may carry
 * purchases home and see their true cost. Apart from the rules, so that a page can offer the
 * control without downloading the rules and their sources (`true-cost.test.ts` keeps the two in
 * step).
 */
export const carryHomeCountries: readonly string[] = Object.freeze(["CH", "NO", "GB", "IS"]);

export const canCarryHome = (home: string): boolean => carryHomeCountries.includes(home);
