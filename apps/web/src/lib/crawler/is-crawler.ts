import { isCrawlerAgent } from "@frontalier/shared/country-choice";

/** Spec §8: no error page is rendered for these user agents. */
export const isCrawler = (userAgent: string = navigator.userAgent): boolean =>
  isCrawlerAgent(userAgent);
