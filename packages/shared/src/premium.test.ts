import { describe, expect, it } from "vitest";
import { isPremium } from "./premium";

const now = new Date("2026-03-01T12:00:00.000Z");

describe("isPremium", () => {
  it("holds until the end date, not at it", () => {
    expect(isPremium(new Date("2026-03-01T12:00:00.001Z"), now)).toBe(true);
    expect(isPremium(new Date("2026-03-01T12:00:00.000Z"), now)).toBe(false);
    expect(isPremium(new Date("2026-02-01T00:00:00.000Z"), now)).toBe(false);
  });

  it("reads the session's ISO text like the database's date", () => {
    expect(isPremium("2026-04-01T00:00:00.000Z", now)).toBe(true);
    expect(isPremium("2026-03-01T12:00:00.000Z", now)).toBe(false);
    expect(isPremium("2025-12-31T23:59:59.999Z", now)).toBe(false);
  });

  it("is false without an end date or with one it cannot read", () => {
    expect(isPremium(null, now)).toBe(false);
    expect(isPremium(undefined, now)).toBe(false);
    expect(isPremium("", now)).toBe(false);
    expect(isPremium("soon", now)).toBe(false);
  });
});
