import { describe, expect, it } from "vitest";
import { formatDate, formatLongDate } from "./format-date";

describe("formatDate", () => {
  it("writes a day in the page's language, never as ISO", () => {
    expect(formatDate("2025-05-09", "fr")).toBe("9 mai 2025");
    expect(formatDate("2025-05-09", "de")).toBe("09.05.2025");
    expect(formatDate("2025-05-09", "en")).toBe("May 9, 2025");
    expect(formatLongDate("2025-05-09", "de")).toBe("9. Mai 2025");
    for (const locale of ["fr", "en", "de", "es", "it", "nl", "pt"])
      expect(formatDate("2025-05-09", locale)).not.toContain("2025-05");
  });

  it("keeps a calendar day on its day, whatever the time zone", () => {
    // The ECB rate date: midnight UTC is the 8th in New York, yet the rates are of the 9th.
    const inNewYork = new Intl.DateTimeFormat("en", {
      timeZone: "America/New_York",
      day: "numeric",
    });
    expect(inNewYork.format(new Date("2025-05-09"))).toBe("8");
    expect(formatDate("2025-05-09", "en")).toBe("May 9, 2025");
  });

  it("writes an instant as its day", () => {
    expect(formatDate("2026-03-12T10:00:00Z", "fr")).toBe("12 mars 2026");
    expect(formatLongDate("2026-03-12T10:00:00Z", "en")).toBe("March 12, 2026");
  });
});
