import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { civilDayStart } from "./civil-day.ts";
import { LONG_LOW_DAYS, type ObservedPrice, priceLows, REFERENCE_DAYS } from "./price-lows.ts";

const HOUR = 3_600_000;
const start = Date.parse("2026-06-01T00:00:00Z");

/** Observations on whole hours over about 200 days, few distinct prices, some not sold. */
const histories = fc
  .uniqueArray(fc.integer({ min: 0, max: 200 * 24 }), { minLength: 1, maxLength: 40 })
  .chain((hours) =>
    fc.tuple(
      fc.constant([...hours].sort((a, b) => a - b)),
      fc.array(fc.option(fc.constantFrom(3999, 4499, 4999, 5999), { freq: 8 }), {
        minLength: hours.length,
        maxLength: hours.length,
      }),
      fc.array(fc.boolean(), { minLength: hours.length, maxLength: hours.length }),
    ),
  )
  .map(([hours, prices, reduced]) =>
    hours.map(
      (hour, i): ObservedPrice => ({
        observedAtMs: start + hour * HOUR,
        priceMinor: prices[i] ?? null,
        currency: "EUR",
        regularPriceMinor: reduced[i] && prices[i] ? prices[i] + 1000 : null,
      }),
    ),
  );

/** The lowest price in effect at any hour of [from, to), sampled hour by hour. */
function sampledLow(observations: readonly ObservedPrice[], from: number, to: number) {
  let low: number | null = null;
  for (let t = from; t < to; t += HOUR) {
    const inEffect = observations.filter((o) => o.observedAtMs <= t).at(-1);
    if (inEffect?.priceMinor != null && (low === null || inEffect.priceMinor < low)) {
      low = inEffect.priceMinor;
    }
  }
  return low;
}

describe("priceLows against prices sampled hour by hour", () => {
  for (const country of ["FR", "GB", "FI"]) {
    it(`${country}: the lows are those of the whole days before the current price's first day`, () => {
      fc.assert(
        fc.property(histories, (observations) => {
          const lows = priceLows(observations, country);
          const last = observations.at(-1)!;
          if (last.priceMinor === null) {
            expect(lows).toBeNull();
            return;
          }
          let run = observations.length - 1;
          while (run > 0 && observations[run - 1]!.priceMinor === last.priceMinor) run--;
          const since = observations[run]!.observedAtMs;
          expect(lows?.sinceMs).toBe(since);
          const zone = { FR: "Europe/Paris", GB: "Europe/London", FI: "Europe/Helsinki" }[country]!;
          const dayStart = civilDayStart(since, zone);
          for (const [days, low] of [
            [REFERENCE_DAYS, lows!.low30Minor],
            [LONG_LOW_DAYS, lows!.low90Minor],
          ] as const) {
            const from = civilDayStart(since, zone, -days);
            const covered = observations[0]!.observedAtMs <= from;
            expect(low).toBe(covered ? sampledLow(observations, from, dayStart) : null);
          }
          if (lows!.low30Minor !== null && lows!.low90Minor !== null) {
            expect(lows!.low90Minor).toBeLessThanOrEqual(lows!.low30Minor);
          }
          const reduced = last.regularPriceMinor !== null;
          expect(lows!.badges.includes("belowLow30")).toBe(
            reduced && lows!.low30Minor !== null && last.priceMinor < lows!.low30Minor,
          );
          if (lows!.badges.includes("notBelowLow30")) {
            const from = civilDayStart(since, zone, -REFERENCE_DAYS);
            const known = sampledLow(observations, Math.max(from, start), dayStart);
            expect(reduced && known !== null && last.priceMinor >= known).toBe(true);
          }
        }),
        { numRuns: 300 },
      );
    });
  }
});
