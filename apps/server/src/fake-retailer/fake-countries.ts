import { europeanCountries } from "@frontalier/shared/countries";

/** A country the fake retailer sells in: its site locale, currency and how dear it is. */
export interface FakeCountry {
  code: string;
  locale: string;
  currency: string;
  /** Price level against the euro-area average: below 1 cheaper, above 1 dearer. */
  level: number;
}

/** Invented levels shaped like the real spread: DE, NL, PL cheap; CH, NO, IS, DK dear. */
export const FAKE_PRICE_LEVELS: Readonly<Record<string, number>> = {
  AT: 1.03,
  BE: 1.04,
  BG: 0.99,
  CH: 1.32,
  CY: 1.12,
  CZ: 0.98,
  DE: 0.94,
  DK: 1.2,
  EE: 1.08,
  ES: 1.01,
  FI: 1.09,
  FR: 1.05,
  GB: 1.02,
  GR: 1.11,
  HR: 1.07,
  HU: 1.0,
  IE: 1.1,
  IS: 1.38,
  IT: 1.04,
  LT: 1.06,
  LU: 1.05,
  LV: 1.07,
  NL: 0.95,
  NO: 1.27,
  PL: 0.9,
  PT: 1.0,
  RO: 0.97,
  SE: 1.08,
  SI: 1.06,
  SK: 1.02,
};

/** The markets the app compares (shared `europeanCountries`), so the fake answers every one. */
export const FAKE_COUNTRIES: readonly FakeCountry[] = europeanCountries.map((country) => ({
  code: country.code,
  locale: country.retailerLocale,
  currency: country.currency,
  level: FAKE_PRICE_LEVELS[country.code] ?? 1,
}));

const byCode = new Map(FAKE_COUNTRIES.map((c) => [c.code, c]));
const byCc = new Map(FAKE_COUNTRIES.map((c) => [c.locale.slice(0, 2), c]));

export const fakeCountry = (code: string): FakeCountry | undefined => byCode.get(code);

/** The country of a URL's `{cc}`; any language of it is accepted (`be/nl` as well as `be/fr`). */
export const fakeCountryOfCc = (cc: string): FakeCountry | undefined => byCc.get(cc);

/** The markets the fake serves, in the connector's own terms. */
export const fakeMarkets = () =>
  FAKE_COUNTRIES.map(({ code, locale }) => ({ country: code, locale }));
