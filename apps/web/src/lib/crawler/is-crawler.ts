/** Spec §8: no error page is rendered for these user agents. */
const CRAWLER_PATTERN = /bot|lighthouse|facebookexternalhit|google/i;

export const isCrawler = (userAgent: string = navigator.userAgent): boolean =>
  CRAWLER_PATTERN.test(userAgent);
