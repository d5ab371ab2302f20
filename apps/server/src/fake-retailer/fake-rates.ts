/**
 * Fixed units per euro, so that fake prices never move: the ECB reference rates of 2025-05-09
 * (SOURCES.md §5).
 */
export const FAKE_EUR_RATES: Readonly<Record<string, number>> = {
  EUR: 1,
  CHF: 0.9353,
  CZK: 24.946,
  DKK: 7.4604,
  GBP: 0.8477,
  HUF: 404.9,
  ISK: 146.9,
  NOK: 11.6725,
  PLN: 4.2393,
  RON: 5.1181,
  SEK: 10.92,
};
