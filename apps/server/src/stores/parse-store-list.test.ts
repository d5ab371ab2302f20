import { describe, expect, it } from "vitest";
import { parseStoreList, StoreListError } from "./parse-store-list.ts";

describe("parseStoreList", () => {
  it("reads the store-list shape: [lon, lat] swapped, country upper case, duplicates once", () => {
    const parsed = parseStoreList([
      {
        buCode: "421",
        name: "Berlin-Tempelhof",
        coordinates: [13.366, 52.4695],
        countryCode: "de",
      },
      {
        buCode: "421",
        name: "Berlin-Tempelhof",
        coordinates: [13.366, 52.4695],
        countryCode: "de",
      },
      { buCode: "999", name: "Kaunas", coordinates: [], countryCode: "lt" },
      { buCode: "", name: "Nowhere", coordinates: [1, 2], countryCode: "fr" },
      "junk",
    ]);
    expect(parsed.format).toBe("store-list");
    expect(parsed.stores).toEqual([
      {
        id: "421",
        country: "DE",
        name: "Berlin-Tempelhof",
        city: null,
        latitude: 52.4695,
        longitude: 13.366,
      },
    ]);
    expect(parsed.rejected).toEqual([
      { index: 1, reason: "store 421: listed twice (first kept)" },
      { index: 2, reason: "store 999: no coordinates" },
      { index: 3, reason: "no store code (buCode)" },
      { index: 4, reason: "not an object" },
    ]);
  });

  it("reads the retailer's stores-detailed.json with the country given, skipping hidden stores", () => {
    const detailed = [
      {
        id: "421",
        name: "IKEA Berlin - Tempelhof",
        displayName: "Berlin-Tempelhof",
        lat: "52.46958147",
        lng: "13.36625688",
        address: { city: "Berlin,Tempelhof", zipCode: "10829" },
        hideStore: false,
      },
      { id: "900", displayName: "Secret", lat: "50", lng: "10", hideStore: true },
      { id: "901", displayName: "Bad", lat: "north", lng: "10" },
    ];
    const parsed = parseStoreList(detailed, { country: "de" });
    expect(parsed.format).toBe("stores-detailed");
    expect(parsed.stores).toEqual([
      {
        id: "421",
        country: "DE",
        name: "Berlin-Tempelhof",
        city: "Berlin,Tempelhof",
        latitude: 52.46958147,
        longitude: 13.36625688,
      },
    ]);
    expect(parsed.rejected.map((r) => r.reason)).toEqual([
      "store 900: hidden by the retailer",
      "store 901: no coordinates",
    ]);
    expect(parseStoreList(detailed).rejected[0]?.reason).toContain("pass --country");
  });

  it("keeps only the given country of a multi-country list", () => {
    const parsed = parseStoreList(
      [
        { buCode: "1", name: "A", coordinates: [2, 48], countryCode: "fr" },
        { buCode: "2", name: "B", coordinates: [13, 52], countryCode: "de" },
      ],
      { country: "FR" },
    );
    expect(parsed.stores.map((s) => s.id)).toEqual(["1"]);
    expect(parsed.rejected).toEqual([{ index: 1, reason: "store 2: not in FR" }]);
  });

  it("refuses what is not a list, and out-of-range coordinates", () => {
    expect(() => parseStoreList({ hello: 1 })).toThrow(StoreListError);
    const parsed = parseStoreList([
      { buCode: "1", name: "A", coordinates: [200, 48], countryCode: "fr" },
    ]);
    expect(parsed.rejected[0]?.reason).toBe("store 1: coordinates out of range");
  });
});
