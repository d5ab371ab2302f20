import { afterAll, describe, expect, it } from "vitest";
import { parseAvailabilities } from "../retailer/parse-availabilities.ts";
import { createRetailerClient } from "../retailer/retailer-client.ts";
import { europeanDefaultStores } from "../stores/seed-stores.ts";
import {
  DEFAULT_FAKE_SEED,
  defaultStoreCodes,
  renderFakeStock,
  startFakeRetailer,
} from "./index.ts";

const code = "80275887";
const seeded = europeanDefaultStores();
const seededIn = (country: string) =>
  seeded
    .filter((store) => store.country === country)
    .map((store) => store.id)
    .sort();

describe("the stand-in retailer's stock", () => {
  it("answers for every seeded store of each country, by its real code", () => {
    const countries = [...new Set(seeded.map((store) => store.country))];
    expect(countries).toHaveLength(21);
    for (const country of countries) {
      const answer = renderFakeStock(code, country, DEFAULT_FAKE_SEED, defaultStoreCodes);
      const codes = parseAvailabilities(answer, code).map((stock) => stock.storeCode);
      expect(codes.sort(), country).toEqual(seededIn(country));
    }
    expect(defaultStoreCodes("LU")).toEqual([]);
  });

  const started = startFakeRetailer();
  afterAll(async () => (await started).close());

  it("started with no store codes, serves those of the shipped list", async () => {
    const fake = await started;
    const client = createRetailerClient({ baseUrl: fake.url, stockBaseUrl: fake.url });
    const stocks = await client.fetchStock(code, { country: "BE", locale: "be/fr" });
    expect(stocks.map((stock) => stock.storeCode).sort()).toEqual([
      "169",
      "179",
      "375",
      "376",
      "423",
      "452",
      "482",
      "483",
    ]);
  });
});
