import { describe, expect, it } from "vitest";
import { countryFromLanguageTags, DEFAULT_PICKLIST_SIZE, europeanCountries } from "./countries.ts";
import { defaultPicklist, defaultPicklistFor } from "./default-picklist.ts";
import { initialPicklist } from "./identity.ts";
import { marketCapitals, roadNeighbours } from "./market-geography.ts";

const sorted = (codes: readonly string[]) => [...codes].sort();

describe("a new shopper's compared countries", () => {
  it("gives a Swede the Nordic markets, then Germany, never the French default", () => {
    const list = defaultPicklistFor("SE");
    expect(list[0]).toBe("SE");
    expect(list).toHaveLength(DEFAULT_PICKLIST_SIZE);
    expect(list).toEqual(expect.arrayContaining(["NO", "DK", "FI", "DE"]));
    for (const far of ["FR", "ES", "IT", "CH", "LU"]) expect(list).not.toContain(far);
  });

  it("keeps a French shopper's neighbours", () => {
    expect(defaultPicklistFor("FR")[0]).toBe("FR");
    expect(sorted(defaultPicklistFor("FR"))).toEqual(
      sorted(["FR", "BE", "DE", "NL", "ES", "LU", "IT", "CH"]),
    );
  });

  it("gives a Pole the markets across their borders first", () => {
    const list = defaultPicklistFor("PL");
    expect(list[0]).toBe("PL");
    expect(list).toEqual(expect.arrayContaining(["DE", "CZ", "SK", "LT"]));
    expect(list).not.toContain("FR");
  });

  it("keeps every market across a road border, even past eight", () => {
    const list = defaultPicklistFor("DE");
    expect(list[0]).toBe("DE");
    expect(sorted(list)).toEqual(
      sorted(["DE", "AT", "BE", "CH", "CZ", "DK", "FR", "LU", "NL", "PL"]),
    );
  });

  it("orders the neighbours by distance from home", () => {
    expect(defaultPicklistFor("FR").slice(0, 3)).toEqual(["FR", "BE", "LU"]);
  });

  it("ranks an island's markets by distance alone", () => {
    const list = defaultPicklistFor("IS");
    expect(list[0]).toBe("IS");
    expect(list.slice(1, 3)).toEqual(["IE", "NO"]);
  });

  it("gives every European home a full list of distinct European markets, home first", () => {
    const european = new Set(europeanCountries.map((country) => country.code));
    for (const { code } of europeanCountries) {
      const list = defaultPicklistFor(code);
      expect(list[0]).toBe(code);
      expect(new Set(list).size).toBe(list.length);
      expect(list.length).toBe(Math.max(DEFAULT_PICKLIST_SIZE, 1 + roadNeighbours(code).length));
      expect(list.every((market) => european.has(market))).toBe(true);
    }
  });

  it("falls back to the list around France for an unknown home, whatever the case", () => {
    expect(defaultPicklistFor("xx")).toEqual([...defaultPicklist]);
    expect(defaultPicklistFor(" se ")).toEqual(defaultPicklistFor("SE"));
  });

  it("starts a new basket from the favourites when there are some, else around home", () => {
    expect(initialPicklist("SE")).toEqual(defaultPicklistFor("SE"));
    expect(initialPicklist("SE", [])).toEqual(defaultPicklistFor("SE"));
    expect(initialPicklist("BE", ["DE", "BE", "NL"])).toEqual(["BE", "DE", "NL"]);
  });
});

describe("the markets' geography", () => {
  it("places every European market and links each road both ways", () => {
    for (const { code } of europeanCountries) {
      expect(marketCapitals[code]).toBeDefined();
      for (const neighbour of roadNeighbours(code))
        expect(roadNeighbours(neighbour)).toContain(code);
    }
    expect(roadNeighbours("CY")).toEqual([]);
  });

  it("reads the country of the browser's languages when it is a market", () => {
    expect(countryFromLanguageTags(["en-US", "nl-BE", "fr-FR"])).toBe("BE");
    expect(countryFromLanguageTags(["sv_se"])).toBe("SE");
    expect(countryFromLanguageTags(["fr", "en-US"])).toBeNull();
    expect(countryFromLanguageTags([])).toBeNull();
  });
});
