import { describe, expect, it } from "vitest";
import { businessDaysBetween, ecbToday, isRateStale, rateWarning } from "./rate-freshness";

describe("businessDaysBetween", () => {
  it("counts Monday to Friday after the first day up to the last", () => {
    // 2025-05-09 is a Friday.
    expect(businessDaysBetween("2025-05-09", "2025-05-09")).toBe(0);
    expect(businessDaysBetween("2025-05-09", "2025-05-10")).toBe(0);
    expect(businessDaysBetween("2025-05-09", "2025-05-11")).toBe(0);
    expect(businessDaysBetween("2025-05-09", "2025-05-12")).toBe(1);
    expect(businessDaysBetween("2025-05-09", "2025-05-14")).toBe(3);
    expect(businessDaysBetween("2025-05-09", "2025-05-15")).toBe(4);
    expect(businessDaysBetween("2025-05-09", "2025-05-16")).toBe(5);
    expect(businessDaysBetween("2025-05-09", "2025-05-19")).toBe(6);
  });

  it("counts from a weekend day and across months and years", () => {
    expect(businessDaysBetween("2025-05-10", "2025-05-12")).toBe(1);
    expect(businessDaysBetween("2025-12-31", "2026-01-05")).toBe(3);
    // 2025-05-09 to 2026-11-24: 80 full weeks (400) and 2026-11-20 (Fri) to Tuesday 24th (2).
    expect(businessDaysBetween("2025-05-09", "2026-11-24")).toBe(402);
  });

  it("is zero when the last day is not after the first, or a day is not a date", () => {
    expect(businessDaysBetween("2025-05-14", "2025-05-09")).toBe(0);
    expect(businessDaysBetween("9 May 2025", "2025-05-14")).toBe(0);
  });

  it("agrees with counting one day at a time", () => {
    const start = Date.UTC(2025, 0, 1);
    for (let from = 0; from < 14; from++) {
      for (let length = 0; length < 40; length++) {
        const a = new Date(start + from * 86_400_000);
        let expected = 0;
        for (let d = 1; d <= length; d++) {
          const weekday = new Date(a.getTime() + d * 86_400_000).getUTCDay();
          if (weekday !== 0 && weekday !== 6) expected++;
        }
        const b = new Date(a.getTime() + length * 86_400_000);
        const iso = (date: Date) => date.toISOString().slice(0, 10);
        expect(businessDaysBetween(iso(a), iso(b)), `${iso(a)} → ${iso(b)}`).toBe(expected);
      }
    }
  });
});

describe("isRateStale", () => {
  const friday = "2025-05-09";

  it("is fresh over a weekend and up to exactly three business days", () => {
    expect(isRateStale(friday, new Date("2025-05-11T12:00:00Z"))).toBe(false);
    expect(isRateStale(friday, new Date("2025-05-12T08:00:00Z"))).toBe(false);
    expect(isRateStale(friday, new Date("2025-05-14T20:00:00Z"))).toBe(false);
  });

  it("is stale from the fourth business day", () => {
    expect(isRateStale(friday, new Date("2025-05-15T08:00:00Z"))).toBe(true);
    expect(isRateStale(friday, new Date("2026-11-24T09:30:00Z"))).toBe(true);
  });

  it("takes the day in Frankfurt, where the ECB publishes", () => {
    // 23:30 UTC on Wednesday is already Thursday in Frankfurt (CEST, UTC+2).
    expect(ecbToday(new Date("2025-05-14T23:30:00Z"))).toBe("2025-05-15");
    expect(isRateStale(friday, new Date("2025-05-14T21:30:00Z"))).toBe(false);
    expect(isRateStale(friday, new Date("2025-05-14T23:30:00Z"))).toBe(true);
  });
});

describe("ecbToday", () => {
  const frankfurt = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Berlin",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });

  it("agrees with the time zone database every 20 minutes around each change of hour, 1997-2040", () => {
    for (let year = 1997; year <= 2040; year++) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const sunday = lastDay.getTime() - lastDay.getUTCDay() * 86_400_000;
        for (let minutes = -26 * 60; minutes <= 26 * 60; minutes += 20) {
          const now = new Date(sunday + minutes * 60_000);
          expect(ecbToday(now), now.toISOString()).toBe(frankfurt.format(now));
        }
      }
    }
  });

  it("agrees with it at random instants, 1997-2046", () => {
    let seed = 7;
    for (let i = 0; i < 5000; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const now = new Date(Date.UTC(1997, 0, 1) + (seed / 2 ** 31) * 50 * 365 * 86_400_000);
      expect(ecbToday(now), now.toISOString()).toBe(frankfurt.format(now));
    }
  });
});

describe("rateWarning", () => {
  const thursday = new Date("2025-05-15T08:00:00Z");
  const wednesday = new Date("2025-05-14T08:00:00Z");

  it("says nothing while the rate date is recent, whatever the source", () => {
    expect(rateWarning("2025-05-09", wednesday, "off")).toBeNull();
    expect(rateWarning("2025-05-09", wednesday, "daily")).toBeNull();
  });

  it("names the missing source, or the failed refresh, once the date is old", () => {
    expect(rateWarning("2025-05-09", thursday, "off")).toBe("no_source");
    expect(rateWarning("2025-05-09", thursday, "daily")).toBe("refresh_failed");
  });
});
