import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareBasket } from "./basket-plan.ts";
import { type CarriedPlanInput, compareCarriedBasket } from "./basket-plan-carried.ts";
import { findCountry } from "./countries.ts";
import { prepareTripCosts } from "./cross-border/trip-costs.ts";
import { computeTrueCost } from "./cross-border/true-cost.ts";
import { convert, type RateTable } from "./money.ts";

const rates: RateTable = {
  date: "2026-11-20",
  source: "test",
  perEuro: { CHF: 1, NOK: 11.7, SEK: 11.2 },
};

/** An article's prices as shown in each country (minor units of its currency), converted to CHF. */
function article(code: string, shown: Record<string, number>, quantity = 1) {
  const prices: Partial<Record<string, number>> = {};
  const local: Partial<Record<string, number>> = {};
  for (const [country, amount] of Object.entries(shown)) {
    local[country] = amount;
    prices[country] = convert(
      { amountMinor: amount, currency: findCountry(country)!.currency },
      "CHF",
      rates,
    )!.amountMinor;
  }
  return { code, quantity, prices, local };
}

const swiss = (
  items: CarriedPlanInput["items"],
  options: Partial<CarriedPlanInput> & { travellers?: number } = {},
) =>
  compareCarriedBasket({
    items,
    countries: ["CH", "DE", "FR", "AT"],
    home: "CH",
    travel: { kind: "none" },
    maxCountries: 1,
    carry: { travellers: options.travellers ?? 1, rates },
    ...options,
  })!;

describe("the wishlist plan in true costs", () => {
  it("sends a Swiss shopper to Germany's 103 € rather than France's 100 € (no refund below 100.01 €)", () => {
    const items = [article("00263850", { CH: 11_900, DE: 10_300, FR: 10_000, AT: 10_900 })];
    const shelf = compareBasket({
      items,
      countries: ["CH", "DE", "FR", "AT"],
      home: "CH",
      travel: { kind: "none" },
      maxCountries: 1,
    });
    expect(shelf.bestSingle?.stops.map((stop) => stop.country)).toEqual(["FR"]);
    const carried = swiss(items);
    expect(carried.bestSingle?.stops.map((stop) => stop.country)).toEqual(["DE"]);
    expect(carried.bestSingle).toMatchObject({
      itemsMinor: 10_300,
      trueCostMinor: 9_149,
      totalMinor: 9_149,
    });
    expect(carried.bestSingle?.stops[0]?.trueCost).toMatchObject({
      refundOutcome: "refunded",
      refundMinor: 1_151,
      importVatMinor: 0,
    });
    expect(carried.countries.find((row) => row.country === "FR")?.trueCostMinor).toBe(10_000);
    // Against 119 francs at home.
    expect(carried.bestSingle?.saving).toEqual({ amountMinor: 2_751, percent: 23.1 });
  });

  it("two travellers from Switzerland to Germany: the second allowance covers the chairs", () => {
    const items = [
      article("40263848", { CH: 59_900, DE: 49_900 }),
      article("70263831", { CH: 4_500, DE: 3_900 }, 3),
    ];
    const one = swiss(items);
    const two = swiss(items, { travellers: 2 });
    expect(one.bestSingle?.trueCostMinor).toBe(58_909);
    expect(two.bestSingle?.trueCostMinor).toBe(58_113);
    expect(two.bestSingle?.stops[0]?.trueCost).toMatchObject({
      importVatMinor: 3_397,
      allowanceMinor: 30_000,
      allowanceUsedMinor: 9_831,
    });
  });

  it("each trip's components are those of computeTrueCost for its receipt", () => {
    const items = [
      article("10000001", { CH: 25_000, DE: 19_900, FR: 21_000, AT: 20_900 }),
      article("10000002", { CH: 9_000, DE: 8_900, FR: 6_500, AT: 7_900 }, 2),
      article("10000003", { CH: 150_000, DE: 129_900, FR: 119_900, AT: 139_900 }),
    ];
    const carried = swiss(items, {
      maxCountries: 3,
      travel: { kind: "fixed", perTripMinor: 1_000 },
    });
    for (const plan of [carried.bestSingle, carried.bestPlan, carried.cheapestSplit]) {
      for (const stop of plan!.stops) {
        const bought = plan!.lines.filter((line) => line.country === stop.country);
        const expected = computeTrueCost({
          shopCountry: stop.country,
          homeCountry: "CH",
          lines: bought.map((line) => ({
            unit: {
              amountMinor: items.find((item) => item.code === line.code)!.local[stop.country]!,
              currency: findCountry(stop.country)!.currency,
            },
            quantity: line.quantity,
          })),
          travellers: 1,
          rates,
        })!;
        expect(stop.trueCost.totalMinor).toBe(expected.trueCostMinor);
        expect(stop.itemsMinor).toBe(expected.shelfMinor);
      }
      expect(plan!.totalMinor).toBe(
        plan!.stops.reduce((sum, stop) => sum + stop.trueCost.totalMinor + stop.tripMinor, 0),
      );
    }
  });

  it("never makes the k-country plan dearer than the best country, nor the split than either", () => {
    const countries = ["CH", "DE", "FR", "AT", "SE"];
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.array(fc.option(fc.integer({ min: 500, max: 80_000 }), { nil: undefined }), {
              minLength: 5,
              maxLength: 5,
            }),
            fc.integer({ min: 1, max: 3 }),
          ),
          { minLength: 1, maxLength: 6 },
        ),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 1, max: 3 }),
        (rows, k, perTripMinor, travellers) => {
          const items = rows.map(([shown, quantity], i) => {
            const prices: Record<string, number> = {};
            shown.forEach((amount, c) => {
              if (amount !== undefined) prices[countries[c]!] = c === 4 ? amount * 10 : amount;
            });
            return article(String(20_000_000 + i), prices, quantity);
          });
          const result = swiss(items, {
            countries,
            maxCountries: k,
            travel: { kind: "fixed", perTripMinor },
            travellers,
          });
          // The exact best single country, computed country by country.
          const single = countries
            .map((country) => {
              if (
                result.cheapestSplit.lines.some(
                  (line) =>
                    items.find((item) => item.code === line.code)!.prices[country] === undefined,
                )
              )
                return Number.POSITIVE_INFINITY;
              return result.cheapestSplit.lines.length === 0
                ? 0
                : computeTrueCost({
                    shopCountry: country,
                    homeCountry: "CH",
                    lines: result.cheapestSplit.lines.map((line) => ({
                      unit: {
                        amountMinor: items.find((item) => item.code === line.code)!.local[country]!,
                        currency: findCountry(country)!.currency,
                      },
                      quantity: line.quantity,
                    })),
                    travellers,
                    rates,
                  })!.trueCostMinor + (country === "CH" ? 0 : perTripMinor);
            })
            .reduce((a, b) => Math.min(a, b));
          expect(result.bestSingle?.totalMinor ?? Number.POSITIVE_INFINITY).toBe(single);
          if (result.bestSingle && result.bestPlan) {
            expect(result.bestPlan.totalMinor).toBeLessThanOrEqual(result.bestSingle.totalMinor);
            expect(result.bestPlan.stops.length).toBeLessThanOrEqual(k);
          }
          for (const other of [result.bestSingle, result.bestPlan]) {
            if (other)
              expect(result.cheapestSplit.totalMinor).toBeLessThanOrEqual(other.totalMinor);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("finds the cheapest plan where the true cost is linear (every receipt refunded, every unit taxed)", () => {
    // One traveller, every article above CHF 150: Swiss VAT on every unit; every receipt above its
    // minimum. The true cost is then a sum over the lines, up to a cent of rounding per line and
    // trip, and the plan must be the cheapest of every assignment within that.
    const countries = ["CH", "DE", "FR", "AT"];
    fc.assert(
      fc.property(
        fc.array(
          fc.array(fc.integer({ min: 20_000, max: 90_000 }), { minLength: 4, maxLength: 4 }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 3_000 }),
        (rows, k, perTripMinor) => {
          const items = rows.map((shown, i) =>
            article(
              String(30_000_000 + i),
              Object.fromEntries(countries.map((c, j) => [c, shown[j]!])),
            ),
          );
          const result = swiss(items, {
            countries,
            maxCountries: k,
            travel: { kind: "fixed", perTripMinor },
          });
          // Every assignment of the articles to at most k countries, costed exactly.
          let best = Number.POSITIVE_INFINITY;
          const assign = (j: number, chosen: string[]) => {
            if (j === items.length) {
              const used = [...new Set(chosen)];
              if (used.length > k) return;
              const total = used.reduce((sum, country) => {
                const bought = items.filter((_, i) => chosen[i] === country);
                const cost = computeTrueCost({
                  shopCountry: country,
                  homeCountry: "CH",
                  lines: bought.map((item) => ({
                    unit: {
                      amountMinor: item.local[country]!,
                      currency: findCountry(country)!.currency,
                    },
                    quantity: item.quantity,
                  })),
                  travellers: 1,
                  rates,
                })!;
                return sum + cost.trueCostMinor + (country === "CH" ? 0 : perTripMinor);
              }, 0);
              best = Math.min(best, total);
              return;
            }
            for (const country of countries) assign(j + 1, [...chosen, country]);
          };
          assign(0, []);
          expect(result.bestPlan).not.toBeNull();
          expect(result.bestPlan!.totalMinor).toBeGreaterThanOrEqual(best);
          expect(result.bestPlan!.totalMinor - best).toBeLessThanOrEqual(2 * items.length + 2 * k);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("finds the two-country plan the linear estimate missed: a receipt that reaches France's minimum", () => {
    // A at 100 € in France, B at 60 €, C at 44 francs at home. The estimate counts France's refund
    // on B alone (60 €, below 100.01 €, so no refund) and keeps A at home: CHF 192, or 191 once the
    // unrefunded French trip is folded home. Bought together in France, A and B make a 160 € receipt,
    // refunded, and CHF 133.33 net of French VAT fits the allowance: 185.33 with C at home.
    const countries = ["CH", "DE", "FR", "AT"];
    const items = [
      article("30000000", { CH: 8_800, DE: 11_600, FR: 10_000, AT: 10_100 }),
      article("30000001", { CH: 5_900, DE: 11_300, FR: 6_000, AT: 19_000 }),
      article("30000002", { CH: 4_400, DE: 6_100, FR: 10_200, AT: 6_700 }),
    ];
    const input = {
      items,
      countries,
      home: "CH",
      travel: { kind: "none" as const },
      maxCountries: 2,
      carry: { travellers: 1, rates },
    };
    const costs = prepareTripCosts({ home: "CH", countries, lines: items, travellers: 1, rates })!;
    const estimated = compareBasket({
      ...input,
      items: items.map((line, j) => ({ ...line, prices: costs.estimates[j]! })),
    });
    expect(estimated.bestPlan!.lines.map((line) => line.country)).toEqual(["CH", "FR", "CH"]);
    const result = compareCarriedBasket(input)!;
    expect(result.bestPlan!.lines.map((line) => line.country)).toEqual(["FR", "FR", "CH"]);
    expect(result.bestPlan!.totalMinor).toBe(18_533);
    expect(result.bestSingle!.totalMinor).toBe(19_100);
  });

  it("is the exact optimum in true cost for small lists (minimums and allowances included)", () => {
    const countries = ["CH", "DE", "FR", "AT"];
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.array(fc.integer({ min: 20, max: 250 }), { minLength: 4, maxLength: 4 }),
            fc.integer({ min: 1, max: 2 }),
          ),
          { minLength: 1, maxLength: 4 },
        ),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 1_500 }),
        fc.integer({ min: 1, max: 2 }),
        (rows, k, perTripMinor, travellers) => {
          const items = rows.map(([shown, quantity], i) =>
            article(
              String(40_000_000 + i),
              Object.fromEntries(countries.map((c, j) => [c, shown[j]! * 100])),
              quantity,
            ),
          );
          const result = swiss(items, {
            countries,
            maxCountries: k,
            travel: { kind: "fixed", perTripMinor },
            travellers,
          });
          let best = Number.POSITIVE_INFINITY;
          let bestAny = Number.POSITIVE_INFINITY;
          const assign = (j: number, chosen: string[]) => {
            if (j === items.length) {
              const used = [...new Set(chosen)];
              const total = used.reduce((sum, country) => {
                const bought = items.filter((_, i) => chosen[i] === country);
                const cost = computeTrueCost({
                  shopCountry: country,
                  homeCountry: "CH",
                  lines: bought.map((item) => ({
                    unit: { amountMinor: item.local[country]!, currency: "EUR" },
                    quantity: item.quantity,
                  })),
                  travellers,
                  rates,
                })!;
                return sum + cost.trueCostMinor + (country === "CH" ? 0 : perTripMinor);
              }, 0);
              bestAny = Math.min(bestAny, total);
              if (used.length <= k) best = Math.min(best, total);
              return;
            }
            for (const country of countries) assign(j + 1, [...chosen, country]);
          };
          assign(0, []);
          expect(result.bestPlan!.totalMinor).toBe(best);
          expect(result.cheapestSplit.totalMinor).toBe(bestAny);
        },
      ),
      { numRuns: 150 },
    );
  }, 30_000);

  it("splits a country's purchases across days only when the shopper allows it and it saves", () => {
    // Three 100 € chairs in Germany: on one day CHF 252.10 net of German VAT passes the CHF 150
    // allowance (20.42 of Swiss VAT); on three days each fits, for two more trips of CHF 5.
    const items = [article("50000000", { CH: 12_000, DE: 10_000 }, 3)];
    const options = {
      countries: ["CH", "DE"],
      travel: { kind: "fixed" as const, perTripMinor: 500 },
    };
    const plain = swiss(items, options);
    expect(plain.bestSingle!.stops[0]!.days).toBeUndefined();
    const allowed = compareCarriedBasket({
      items,
      home: "CH",
      maxCountries: 1,
      ...options,
      carry: { travellers: 1, rates, split: true },
    })!;
    const stop = allowed.bestSingle!.stops[0]!;
    expect(stop.days?.map((day) => day.lines)).toEqual([
      [{ code: "50000000", quantity: 1 }],
      [{ code: "50000000", quantity: 1 }],
      [{ code: "50000000", quantity: 1 }],
    ]);
    expect(stop.days?.map((day) => day.tripMinor)).toEqual([500, 500, 500]);
    expect(stop.tripMinor).toBe(1_500);
    expect(stop.trueCost.importVatMinor).toBe(0);
    expect(stop.trueCost.totalMinor).toBe(3 * 8_882);
    expect(allowed.bestSingle!.totalMinor).toBe(3 * 8_882 + 1_500);
    expect(allowed.bestSingle!.totalMinor).toBeLessThan(plain.bestSingle!.totalMinor);
    expect(allowed.recommended).toBe("bestSingle");
  });

  it("chooses the best single country on its cost over days when splits are allowed", () => {
    const countries = ["CH", "DE", "FR", "AT"];
    const allowSplit = { travellers: 1, rates, split: true };
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.array(fc.integer({ min: 30, max: 200 }), { minLength: 4, maxLength: 4 }),
            fc.integer({ min: 1, max: 3 }),
          ),
          { minLength: 1, maxLength: 3 },
        ),
        fc.integer({ min: 0, max: 800 }),
        (rows, perTripMinor) => {
          const items = rows.map(([shown, quantity], i) =>
            article(
              String(70_000_000 + i),
              Object.fromEntries(countries.map((c, j) => [c, shown[j]! * 100])),
              quantity,
            ),
          );
          const travel = { kind: "fixed" as const, perTripMinor };
          const result = compareCarriedBasket({
            items,
            countries,
            home: "CH",
            maxCountries: 1,
            travel,
            carry: allowSplit,
          })!;
          // Each country alone, its purchases split as its plan would split them.
          const alone = countries.map(
            (country) =>
              compareCarriedBasket({
                items: items.map((item) => ({
                  ...item,
                  prices: { [country]: item.prices[country]! },
                  local: { [country]: item.local[country]! },
                })),
                countries: [country],
                home: "CH",
                maxCountries: 1,
                travel,
                carry: allowSplit,
              })!.bestSingle!.totalMinor,
          );
          expect(result.bestSingle!.totalMinor).toBe(Math.min(...alone));
        },
      ),
      { numRuns: 150 },
    );
  }, 30_000);

  it("never makes a plan dearer by allowing splits, and a split's days add up to its stop", () => {
    const countries = ["CH", "DE", "FR", "AT"];
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.array(fc.integer({ min: 20, max: 400 }), { minLength: 4, maxLength: 4 }),
            fc.integer({ min: 1, max: 4 }),
          ),
          { minLength: 1, maxLength: 4 },
        ),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 1, max: 2 }),
        (rows, k, perTripMinor, travellers) => {
          const items = rows.map(([shown, quantity], i) =>
            article(
              String(60_000_000 + i),
              Object.fromEntries(countries.map((c, j) => [c, shown[j]! * 100])),
              quantity,
            ),
          );
          const input = {
            items,
            countries,
            home: "CH",
            maxCountries: k,
            travel: { kind: "fixed" as const, perTripMinor },
          };
          const plain = compareCarriedBasket({ ...input, carry: { travellers, rates } })!;
          const split = compareCarriedBasket({
            ...input,
            carry: { travellers, rates, split: true },
          })!;
          for (const choice of ["bestSingle", "bestPlan", "cheapestSplit"] as const) {
            const a = plain[choice];
            const b = split[choice];
            if (!a || !b) continue;
            expect(b.totalMinor).toBeLessThanOrEqual(a.totalMinor);
            for (const stop of b.stops) {
              if (!stop.days) continue;
              expect(stop.days.length).toBeGreaterThan(1);
              const bought = new Map<string, number>();
              for (const day of stop.days)
                for (const l of day.lines)
                  bought.set(l.code, (bought.get(l.code) ?? 0) + l.quantity);
              for (const line of b.lines.filter((l) => l.country === stop.country))
                expect(bought.get(line.code)).toBe(line.quantity);
              expect(stop.tripMinor).toBe(stop.days.reduce((sum, day) => sum + day.tripMinor, 0));
              expect(stop.trueCost.totalMinor).toBe(
                stop.days.reduce((sum, day) => sum + day.trueCost.totalMinor, 0),
              );
            }
            expect(b.totalMinor).toBe(
              b.stops.reduce((sum, stop) => sum + stop.trueCost.totalMinor + stop.tripMinor, 0),
            );
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 30_000);

  it("leaves a shopper living in the EU to the shelf-price comparison", () => {
    expect(
      compareCarriedBasket({
        items: [article("00263850", { DE: 10_300, FR: 10_000 })],
        countries: ["FR", "DE"],
        home: "FR",
        travel: { kind: "none" },
        maxCountries: 1,
        carry: { travellers: 1, rates },
      }),
    ).toBeNull();
  });
});
