import { describe, expect, it } from "vitest";
import { parseObservedAt } from "./parse-observed-at.ts";

describe("parseObservedAt", () => {
  it.each([
    ["2020-04-20", "2020-04-20T00:00:00.000Z"],
    ["2024-02-29", "2024-02-29T00:00:00.000Z"],
    ["2025-07-15T00:00:00Z", "2025-07-15T00:00:00.000Z"],
    ["2025-07-15 10:30:00+02:00", "2025-07-15T08:30:00.000Z"],
    ["2025-07-15T10:30+0200", "2025-07-15T08:30:00.000Z"],
  ])("%s → %s", (text, expected) => expect(parseObservedAt(text)).toBe(expected));

  it.each(["", "2021-02-30", "2020-13-01", "20/04/2020", "2025-07-15T10:30:00", "yesterday"])(
    "refuses %j",
    (text) => expect(parseObservedAt(text)).toBeNull(),
  );
});
