import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cldrCountryNames } from "../../../scripts/country-names.ts";
import { countryLabel, countryName } from "../src/countries.ts";
import { provideCountryNames } from "../src/country-names.ts";
import { locales } from "../src/locales.ts";

const common = (locale: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, "..", "locales", locale, "common.json"), "utf8"),
  ) as { countryNames: Record<string, string> };

describe("country names carried by the texts (issue 19)", () => {
  for (const locale of locales) {
    it(`${locale}: every market's CLDR name, as Intl.DisplayNames gives it (run scripts/country-names.ts after a change)`, () => {
      expect(common(locale).countryNames).toEqual(cldrCountryNames(locale));
    });
  }

  afterAll(() => provideCountryNames("de", {}));

  it("are used before the runtime's, and the runtime's fill what they lack", () => {
    provideCountryNames("de", { DE: "Deutschland (aus den Texten)" });
    expect(countryName("DE", "de")).toBe("Deutschland (aus den Texten)");
    expect(countryLabel("de", "de")).toBe("Deutschland (aus den Texten)");
    expect(countryName("AT", "de")).toBe("Österreich");
    expect(countryName("XX", "de")).toBeNull();
  });
});
