import { describe, expect, it } from "vitest";
import { refreshPriority, SLOTS_PER_HOUR, slotAllowance, slotOf } from "./refresh-budget.ts";

describe("the refresh budget's slots", () => {
  it.each([1, 7, 12, 100, 500, 1234])(
    "gives any hour (12 slots in a row) exactly %i requests, never more than one twelfth rounded up",
    (perHour) => {
      const slots = Array.from({ length: 24 * SLOTS_PER_HOUR + 11 }, (_, k) =>
        slotAllowance(perHour, 5_000_000 + k),
      );
      for (let k = 0; k + SLOTS_PER_HOUR <= slots.length; k++) {
        const hour = slots.slice(k, k + SLOTS_PER_HOUR).reduce((sum, n) => sum + n, 0);
        expect(hour).toBe(perHour);
      }
      expect(Math.max(...slots)).toBe(Math.ceil(perHour / SLOTS_PER_HOUR));
    },
  );

  it("numbers five-minute slots from the epoch", () => {
    expect(slotOf(Date.parse("1970-01-01T00:04:59.999Z"))).toBe(0);
    expect(slotOf(Date.parse("1970-01-01T01:00:00Z"))).toBe(12);
  });

  it("puts the stalest first, a more watched article as if older by 3 h per doubling", () => {
    const hour = 3_600_000;
    expect(refreshPriority(10 * hour, 1)).toBeGreaterThan(refreshPriority(9 * hour, 1));
    expect(refreshPriority(10 * hour, 4)).toBeGreaterThan(refreshPriority(10 * hour, 1));
    // Four watchers: 6 h ahead.
    expect(refreshPriority(12 * hour, 4)).toBeGreaterThan(refreshPriority(17.9 * hour, 1));
    expect(refreshPriority(12 * hour, 4)).toBeLessThan(refreshPriority(18.1 * hour, 1));
    // However watched, an article does not pass one left two days behind.
    expect(refreshPriority(6 * hour, 1_000)).toBeLessThan(refreshPriority(48 * hour, 1));
    expect(refreshPriority(hour, 0)).toBe(refreshPriority(hour, 1));
  });
});
