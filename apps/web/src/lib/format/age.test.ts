import { describe, expect, it } from "vitest";
import { ageParts, formatAge } from "./age";

const now = Date.parse("2026-11-24T12:00:00Z");
const ago = (ms: number) => new Date(now - ms).toISOString();

describe("the age of an observed price", () => {
  it.each([
    [0, { value: 1, unit: "minute" }],
    [59 * 60_000, { value: 59, unit: "minute" }],
    [60 * 60_000, { value: 1, unit: "hour" }],
    [47.9 * 3_600_000, { value: 47, unit: "hour" }],
    [48 * 3_600_000, { value: 2, unit: "day" }],
    [-5_000, { value: 1, unit: "minute" }],
  ])("%i ms ago reads %o", (ms, parts) => {
    expect(ageParts(ago(ms), now)).toEqual(parts);
  });

  it("speaks each language with its plurals", () => {
    expect(formatAge(ago(3 * 3_600_000), "fr", now)).toBe("il y a 3 heures");
    expect(formatAge(ago(3_600_000), "en", now)).toBe("1 hour ago");
    expect(formatAge(ago(3 * 86_400_000), "de", now)).toBe("vor 3 Tagen");
    expect(formatAge(ago(0), "fr", now)).toBe("il y a 1 minute");
    expect(formatAge(ago(3 * 60_000), "pt", now)).toBe("há 3 minutos");
  });
});
