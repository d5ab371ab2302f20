import { describe, expect, it } from "vitest";
import { formatDate, formatLongDate } from "./date";
import { formatKm } from "./km";
import { formatPercent } from "./percent";

// Intl separates groups and units with no-break spaces, which vary by ICU version.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatting for shoppers", () => {
  it("signs a change in percent, to one decimal", () => {
    expect(plain(formatPercent(-12.3, "fr"))).toBe("−12,3 %");
    expect(formatPercent(4.56, "en")).toBe("+4.6%");
    expect(formatPercent(0, "en")).toBe("0%");
  });

  it("writes days in the shopper's language", () => {
    expect(formatDate("2026-03-12T10:00:00Z", "fr")).toBe("12 mars 2026");
    expect(formatDate("2026-03-12T10:00:00Z", "en")).toBe("Mar 12, 2026");
    expect(formatLongDate("2026-03-12T10:00:00Z", "en")).toBe("March 12, 2026");
  });

  it("rounds distances to the kilometre", () => {
    expect(plain(formatKm(263.7, "fr"))).toBe("264 km");
  });
});
