import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { meetsThreshold, nextSpreadState, spreadOf, totalsByCountry } from "./spread";

const percent = (value: number) => ({ kind: "percent" as const, percent: value });
const amount = (amountMinor: number) => ({ kind: "amount" as const, amountMinor, currency: "CHF" });

describe("spread alerts", () => {
  it("compares a percentage of home with integers, the threshold included", () => {
    // 20 % of CHF 199.00 is CHF 39.80 exactly.
    expect(meetsThreshold(3980, 19900, percent(20))).toBe(true);
    expect(meetsThreshold(3979, 19900, percent(20))).toBe(false);
    expect(meetsThreshold(0, 19900, percent(1))).toBe(false);
    expect(meetsThreshold(-500, 19900, amount(1))).toBe(false);
  });

  it("compares an amount in the home currency, whatever home costs", () => {
    expect(meetsThreshold(5000, 19900, amount(5000))).toBe(true);
    expect(meetsThreshold(4999, 19900, amount(5000))).toBe(false);
    // The same saving: 25 % of a cheap article, 2.5 % of a dear one; the amount rule sees no difference.
    expect(meetsThreshold(5000, 20000, percent(20))).toBe(true);
    expect(meetsThreshold(5000, 200000, percent(20))).toBe(false);
    expect(meetsThreshold(5000, 200000, amount(5000))).toBe(true);
  });

  it("finds the cheapest picked country other than home, with its saving", () => {
    // A Swiss shopper's MALM: CHF 229.00 at home, France and Germany converted to CHF.
    const totals = new Map([
      ["CH", 22900],
      ["FR", 17450],
      ["DE", 16520],
      ["IT", 18990],
    ]);
    const spread = spreadOf({
      home: "CH",
      countries: ["CH", "FR", "DE", "IT"],
      totals,
      threshold: percent(25),
    });
    expect(spread).toEqual({
      country: "DE",
      homeMinor: 22900,
      totalMinor: 16520,
      savingMinor: 6380,
      percent: 27,
    });
    expect(
      spreadOf({ home: "CH", countries: ["CH", "FR", "DE"], totals, threshold: percent(28) }),
    ).toBeNull();
    // A country outside the picklist is not looked at.
    expect(
      spreadOf({ home: "CH", countries: ["FR", "IT"], totals, threshold: amount(5000) }),
    ).toMatchObject({
      country: "FR",
      savingMinor: 5450,
    });
  });

  it("says nothing either way when home has no price", () => {
    const totals = new Map([["FR", 1000]]);
    expect(spreadOf({ home: "CH", countries: ["FR"], totals, threshold: percent(5) })).toBe(
      "unknown",
    );
  });

  it("adds a list per country, and leaves out a country missing one of its articles", () => {
    const lines = [
      { quantity: 2, prices: { CH: 5000, FR: 4000, DE: 3900 } },
      { quantity: 1, prices: { CH: 12000, FR: 9000 } },
    ];
    const totals = totalsByCountry(lines, ["CH", "FR", "DE"]);
    expect([...totals]).toEqual([
      ["CH", 22000],
      ["FR", 17000],
    ]);
    expect(totalsByCountry([], ["CH"]).size).toBe(0);
  });

  it("fires once when the condition becomes true, and again only after it was false", () => {
    const hit = { country: "DE", homeMinor: 100, totalMinor: 70, savingMinor: 30, percent: 30 };
    const runs = [null, hit, hit, "unknown", hit, null, hit] as const;
    let met = false;
    const fired: boolean[] = [];
    for (const outcome of runs) {
      const next = nextSpreadState(met, outcome);
      met = next.met;
      fired.push(next.fire);
    }
    expect(fired).toEqual([false, true, false, false, false, false, true]);
  });

  it("never reports a saving below the threshold, and its percent never overstates it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 90 }),
        (homeMinor, otherMinor, wanted) => {
          const totals = new Map([
            ["NO", homeMinor],
            ["SE", otherMinor],
          ]);
          const spread = spreadOf({
            home: "NO",
            countries: ["SE"],
            totals,
            threshold: percent(wanted),
          });
          if (spread === null) return (homeMinor - otherMinor) * 100 < wanted * homeMinor;
          if (spread === "unknown") return false;
          return (
            spread.percent >= wanted &&
            spread.savingMinor * 100 >= spread.percent * homeMinor &&
            spread.savingMinor === homeMinor - otherMinor
          );
        },
      ),
    );
  });
});
