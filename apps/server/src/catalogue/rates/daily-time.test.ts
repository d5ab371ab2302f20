import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nextDailyRun, parseDailyTime } from "./daily-time.ts";

const at = (text: string) => Date.parse(text);
const cet = parseDailyTime("16:30 CET");

describe("parseDailyTime", () => {
  it("reads a time and a zone", () => {
    expect(parseDailyTime("16:30 CET")).toEqual({ hour: 16, minute: 30, timeZone: "CET" });
    expect(parseDailyTime(" 06:05  Europe/Paris ")).toEqual({
      hour: 6,
      minute: 5,
      timeZone: "Europe/Paris",
    });
    expect(parseDailyTime("00:00")).toEqual({ hour: 0, minute: 0, timeZone: "UTC" });
  });

  it.each(["", "16h30", "24:00", "9:30", "16:60", "16:30 Mars/Olympus", "16:30 CET extra"])(
    "refuses %j",
    (text) => {
      expect(() => parseDailyTime(text)).toThrow(RangeError);
    },
  );
});

describe("nextDailyRun", () => {
  it("is later the same day, in winter and in summer time", () => {
    expect(nextDailyRun(cet, at("2025-01-15T10:00:00Z")).toISOString()).toBe(
      "2025-01-15T15:30:00.000Z",
    );
    expect(nextDailyRun(cet, at("2025-07-01T10:00:00Z")).toISOString()).toBe(
      "2025-07-01T14:30:00.000Z",
    );
  });

  it("is the next day once the time has passed, or at the very instant", () => {
    expect(nextDailyRun(cet, at("2025-07-01T15:00:00Z")).toISOString()).toBe(
      "2025-07-02T14:30:00.000Z",
    );
    expect(nextDailyRun(cet, at("2025-07-01T14:30:00Z")).toISOString()).toBe(
      "2025-07-02T14:30:00.000Z",
    );
    expect(nextDailyRun(cet, at("2025-12-31T16:00:00Z")).toISOString()).toBe(
      "2026-01-01T15:30:00.000Z",
    );
  });

  it("follows the clock changes", () => {
    expect(nextDailyRun(cet, at("2025-03-29T16:00:00Z")).toISOString()).toBe(
      "2025-03-30T14:30:00.000Z",
    );
    expect(nextDailyRun(cet, at("2025-10-25T15:00:00Z")).toISOString()).toBe(
      "2025-10-26T15:30:00.000Z",
    );
  });

  it("uses UTC without a zone", () => {
    expect(nextDailyRun(parseDailyTime("02:00"), at("2025-07-01T03:00:00Z")).toISOString()).toBe(
      "2025-07-02T02:00:00.000Z",
    );
  });

  it("always lands after now, within a day and an hour, at 16:30 on Frankfurt's clocks", () => {
    const frankfurt = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Berlin",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    fc.assert(
      fc.property(fc.integer({ min: at("2000-01-01"), max: at("2060-01-01") }), (now) => {
        const next = nextDailyRun(cet, now).getTime();
        expect(next).toBeGreaterThan(now);
        expect(next - now).toBeLessThanOrEqual(25 * 3600_000);
        expect(frankfurt.format(next)).toBe("16:30");
      }),
    );
  });
});
