import { describe, expect, it } from "vitest";
import {
  allCountries,
  countryCurrencies,
  countryLabel,
  countryName,
  europeanCountries,
  findCountry,
  isKnownCountry,
  normaliseCountryCode,
  otherMarkets,
  retailerSiteUrl,
} from "./countries";
import { defaultPicklist } from "./default-picklist";
import { locales } from "./locales";

describe("the reference list of countries", () => {
  it("holds the 30 European countries of the retailer, each once", () => {
    expect(europeanCountries.map((c) => c.code).join(" ")).toBe(
      "AT BE BG CH CY CZ DE DK EE ES FI FR GB GR HR HU IE IS IT LT LU LV NL NO PL PT RO SE SI SK",
    );
    expect(new Set(allCountries.map((c) => c.code)).size).toBe(allCountries.length);
    expect(europeanCountries.every((c) => c.inEurope && c.sellsOnline)).toBe(true);
  });

  it("prices each market in its own currency", () => {
    const currencyOf = (code: string) => findCountry(code)?.currency;
    expect(currencyOf("BG")).toBe("EUR");
    expect(currencyOf("HR")).toBe("EUR");
    expect(currencyOf("CH")).toBe("CHF");
    expect(currencyOf("GB")).toBe("GBP");
    expect(currencyOf("IS")).toBe("ISK");
    expect(currencyOf("RO")).toBe("RON");
    expect(currencyOf("SA")).toBe("SAR");
    expect(countryCurrencies).toEqual(expect.arrayContaining(["EUR", "SEK", "AED", "USD"]));
    expect(new Set(countryCurrencies).size).toBe(countryCurrencies.length);
  });

  it("keeps markets outside Europe apart", () => {
    expect(otherMarkets.map((c) => c.code)).toEqual(["SA", "AE", "US"]);
    expect(otherMarkets.every((c) => !c.inEurope)).toBe(true);
  });

  it("has well-formed codes and retailer locales", () => {
    for (const country of allCountries) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.currency).toMatch(/^[A-Z]{3}$/);
      expect(country.retailerLocale).toMatch(/^[a-z]{2}\/[a-z]{2}$/);
      expect(country.retailerLocale.slice(0, 2)).toBe(country.code.toLowerCase());
    }
  });

  it("starts a picklist with known European countries, France first", () => {
    expect(defaultPicklist[0]).toBe("FR");
    expect(defaultPicklist.every((code) => findCountry(code)?.inEurope)).toBe(true);
  });

  it("finds a country whatever the case and spaces", () => {
    expect(normaliseCountryCode(" fr ")).toBe("FR");
    expect(findCountry("lu")?.retailerLocale).toBe("lu/fr");
    expect(isKnownCountry("Se")).toBe(true);
    expect(isKnownCountry("XX")).toBe(false);
    expect(isKnownCountry("JP")).toBe(false);
    expect(isKnownCountry("")).toBe(false);
  });

  it("links to the retailer's site of the country", () => {
    expect(retailerSiteUrl(findCountry("FR")!)).toBe("https://www.ikea.com/fr/fr/");
    expect(retailerSiteUrl(findCountry("CH")!)).toBe("https://www.ikea.com/ch/de/");
  });
});

describe("country names", () => {
  it("names countries in the seven languages of the app", () => {
    expect(countryName("DE", "fr")).toBe("Allemagne");
    expect(countryName("DE", "en")).toBe("Germany");
    expect(countryName("DE", "de")).toBe("Deutschland");
    expect(countryName("DE", "es")).toBe("Alemania");
    expect(countryName("DE", "pt")).toBe("Alemanha");
    expect(countryName("DE", "it")).toBe("Germania");
    expect(countryName("DE", "nl")).toBe("Duitsland");
    expect(countryName("gb", "fr")).toBe("Royaume-Uni");
  });

  it("has a real name, not the code, for every country in every language", () => {
    for (const locale of locales) {
      for (const { code } of allCountries) {
        const name = countryName(code, locale);
        expect(name, `${code} in ${locale}`).toBeTruthy();
        expect(name).not.toBe(code);
      }
    }
  });

  it("gives no name to a code that is not a market", () => {
    expect(countryName("XX", "fr")).toBeNull();
    expect(countryName("JP", "en")).toBeNull();
  });

  it("labels a code for the screen in the page's language, else in French, else as the code", () => {
    expect(countryLabel("DE", "nl")).toBe("Duitsland");
    expect(countryLabel("de", "fr")).toBe("Allemagne");
    expect(countryLabel("DE", "pl")).toBe("Allemagne");
    expect(countryLabel("ZZ", "en")).toBe("ZZ");
  });
});
