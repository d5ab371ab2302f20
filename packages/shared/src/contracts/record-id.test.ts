import { describe, expect, it } from "vitest";
import { RECORD_ID_MAX, recordIdSchema } from "./record-id.ts";

describe("recordIdSchema", () => {
  it.each([
    [12, 12],
    ["12", 12],
    [1, 1],
    [String(RECORD_ID_MAX), RECORD_ID_MAX],
  ])("reads %j as %i", (input, id) => {
    expect(recordIdSchema.parse(input)).toBe(id);
  });

  it.each([
    "12.0",
    "+12",
    " 12",
    "12 ",
    "012",
    "1e1",
    "0xC",
    "12abc",
    "",
    "0",
    "-1",
    String(RECORD_ID_MAX + 1),
    "99999999999",
    0,
    -3,
    1.5,
    RECORD_ID_MAX + 1,
    Number.NaN,
    true,
    null,
    [12],
    { id: 12 },
  ])("refuses %j instead of guessing an id", (input) => {
    expect(recordIdSchema.safeParse(input).success).toBe(false);
  });
});
