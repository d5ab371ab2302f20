import { describe, expect, it } from "vitest";
import { parsePrice } from "./parse-price";

describe("parsePrice", () => {
  it.each([
    ["49,99", "EUR", 4999],
    ["49.9", "EUR", 4990],
    [" 1 299 ", "EUR", 129900],
    ["500", "ISK", 500],
  ])("reads %s %s", (text, currency, minor) => {
    expect(parsePrice(text, currency)).toBe(minor);
  });

  it.each(["", "abc", "0", "-3", "1.234", "12,5,3"])("refuses %j", (text) => {
    expect(parsePrice(text, "EUR")).toBeNull();
  });
});
