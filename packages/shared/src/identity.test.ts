import { describe, expect, it } from "vitest";
import { homeCountryOf, languageOf, needsCountryChoice, splitCountryLanguage } from "./identity.ts";

describe("a profile's choices, in plain names", () => {
  it("splits a country-and-language choice, whatever its case and spaces", () => {
    expect(splitCountryLanguage(" be/nl ")).toEqual({ country: "BE", language: "NL" });
    expect(splitCountryLanguage("FR")).toBeNull();
    expect(splitCountryLanguage(null)).toBeNull();
  });

  it("reads the app's language from the choice, or nothing when it is not one we offer", () => {
    expect(languageOf("BE/NL")).toBe("nl");
    expect(languageOf("FR/RU")).toBeNull();
  });

  it("compares from the chosen home, else the country of the choice, else France", () => {
    expect(homeCountryOf({ homeCountry: "de", countryLanguage: "BE/NL" })).toBe("DE");
    expect(homeCountryOf({ homeCountry: null, countryLanguage: "BE/NL" })).toBe("BE");
    // After a language change the choice reads `EN/EN`, which names no country we compare.
    expect(homeCountryOf({ homeCountry: null, countryLanguage: "EN/EN" })).toBe("FR");
    expect(homeCountryOf({ homeCountry: "US", countryLanguage: null })).toBe("FR");
  });

  it("asks a guest who has chosen neither a country nor a language (spec §4)", () => {
    expect(needsCountryChoice({ homeCountry: null, countryLanguage: null })).toBe(true);
    expect(needsCountryChoice({ homeCountry: "FR", countryLanguage: null })).toBe(false);
    expect(needsCountryChoice({ homeCountry: null, countryLanguage: "EN/EN" })).toBe(false);
  });
});
