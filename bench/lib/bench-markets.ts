import { europeanCountries } from "@frontalier/shared/countries";
import { ecbSnapshot } from "@frontalier/shared/ecb-rates";
import { minorUnits } from "@frontalier/shared/money";
import { demoPriceLevels } from "../../apps/server/src/catalogue/demo/price-levels.ts";

export interface BenchMarket {
  country: string;
  currency: string;
  locale: string;
  /** Local units per euro of base price: the demo's country level × the bundled ECB rate. */
  factor: number;
  /** 10 ** the currency's minor-unit digits. */
  scale: number;
}

/** The 30 European markets, priced as the demo catalogue prices them. */
export const benchMarkets: readonly BenchMarket[] = europeanCountries.map((country) => ({
  country: country.code,
  currency: country.currency,
  locale: country.retailerLocale,
  factor:
    (demoPriceLevels[country.code] ?? 1) *
    (country.currency === "EUR" ? 1 : (ecbSnapshot.perEuro[country.currency] ?? 1)),
  scale: 10 ** minorUnits(country.currency),
}));
