import { describe, expect, it } from "vitest";
import { MAX_TRAVELLERS } from "../cross-border/setting.ts";
import { podiumQuerySchema, travellersQuerySchema } from "./podium.ts";
import { comparisonQuerySchema } from "./wishlist.ts";

describe("travellers in a query", () => {
  it("reads decimal digits and typed numbers from 1 to MAX_TRAVELLERS", () => {
    expect(travellersQuerySchema.parse("2")).toBe(2);
    expect(travellersQuerySchema.parse(3)).toBe(3);
    expect(travellersQuerySchema.parse(String(MAX_TRAVELLERS))).toBe(MAX_TRAVELLERS);
  });

  it("refuses what is not plainly a count, on the podium and the wishlist comparison alike", () => {
    for (const travellers of [
      "0x2",
      "1e0",
      "2.0",
      " 2",
      "+2",
      "02",
      "",
      "٢",
      "0",
      "-1",
      String(MAX_TRAVELLERS + 1),
      ["1", "9"],
      ["3"],
      2.5,
      true,
    ]) {
      const label = JSON.stringify(travellers);
      expect(podiumQuerySchema.safeParse({ travellers }).success, label).toBe(false);
      expect(comparisonQuerySchema.safeParse({ travellers }).success, label).toBe(false);
    }
  });
});
