export {
  DEFAULT_FAKE_SEED,
  type FakeOffer,
  type FakePrice,
  type FakeProduct,
  fakeArticleExists,
  fakeIsCombination,
  fakeOffer,
  fakePrice,
  fakeProduct,
  fakeSoldIn,
} from "./fake-catalogue.ts";
export { FAKE_COUNTRIES, type FakeCountry, fakeMarkets } from "./fake-countries.ts";
export { FAKE_EUR_RATES } from "./fake-rates.ts";
export { FAKE_ALL_CATEGORY, fakeCatalogue } from "./fake-search.ts";
export { defaultStoreCodes, type FakeStoreCodes, renderFakeStock } from "./fake-stock.ts";
export {
  type FakeRetailer,
  type FakeRetailerBehaviour,
  type FakeRetailerOptions,
  type FakeRetailerStats,
  startFakeRetailer,
} from "./start-fake-retailer.ts";
