import { describe, expect, it } from "vitest";
import { crossBorderQuery, resolveCrossBorderSetting } from "./setting.ts";

const never = { carryHome: null, travellers: null, splitPurchases: null };

describe("resolveCrossBorderSetting", () => {
  it("defaults from the home: carrying home where the home has import rules", () => {
    for (const home of ["CH", "NO", "GB", "IS"])
      expect(resolveCrossBorderSetting(never, home)).toEqual({
        carryHome: true,
        travellers: 1,
        splitPurchases: false,
      });
    for (const home of ["FR", "DE", "BE"])
      expect(resolveCrossBorderSetting(never, home).carryHome).toBe(false);
  });

  it("keeps what the shopper chose, a chosen no included", () => {
    expect(
      resolveCrossBorderSetting({ carryHome: false, travellers: 3, splitPurchases: true }, "CH"),
    ).toEqual({ carryHome: false, travellers: 3, splitPurchases: true });
    expect(resolveCrossBorderSetting({ ...never, travellers: 4 }, "NO")).toEqual({
      carryHome: true,
      travellers: 4,
      splitPurchases: false,
    });
  });
});

describe("crossBorderQuery", () => {
  const setting = { carryHome: true, travellers: 1, splitPurchases: false };

  it("asks nothing for the default, and nothing for a home without import rules", () => {
    expect(crossBorderQuery(setting, "CH")).toEqual({});
    expect(crossBorderQuery({ ...setting, travellers: 5 }, "FR")).toEqual({});
    expect(crossBorderQuery({ ...setting, carryHome: false }, "DE")).toEqual({});
  });

  it("says carry=0 for a shopper who does not carry home, the travellers when several", () => {
    expect(crossBorderQuery({ ...setting, carryHome: false, travellers: 3 }, "CH")).toEqual({
      carry: "0",
    });
    expect(crossBorderQuery({ ...setting, travellers: 3 }, "GB")).toEqual({ travellers: 3 });
  });
});

describe("the setting's sentence", () => {
  it("names every home with import rules in every language", async () => {
    const { readFileSync } = await import("node:fs");
    const { join } = await import("node:path");
    const { carryHomeCountries } = await import("./carry-home.ts");
    const { locales } = await import("../locales.ts");
    for (const locale of locales) {
      const file = join(import.meta.dirname, "../../locales", locale, "cross-border.json");
      const texts = JSON.parse(readFileSync(file, "utf8")).settings.carryFrom;
      expect(Object.keys(texts).sort(), locale).toEqual([...carryHomeCountries].sort());
    }
  });
});
