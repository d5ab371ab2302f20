/** Retailer quirk: a combination (SPR) article's page ends `-s{code}/` where an article's ends `-{code}/`. */
const combinationSuffix = /-s\d{8}\/?(?:[?#].*)?$/;

export const isCombinationUrl = (url: string | null | undefined): boolean =>
  !!url && combinationSuffix.test(url);
