import { describe, expect, it } from "vitest";
import type { RejectedLine } from "./rejection.ts";
import { RejectionList } from "./rejection-list.ts";

const at = (line: number, code: RejectedLine["code"] = "unparsable-price"): RejectedLine => ({
  line,
  code,
  reason: `line ${line}`,
});

describe("RejectionList", () => {
  it("keeps the lowest lines in order and counts them all", () => {
    const list = new RejectionList(3);
    for (const line of [5, 9, 2, 7, 3, 11])
      list.add(at(line, line > 6 ? "duplicate-in-file" : undefined));
    expect(list.listed.map((r) => r.line)).toEqual([2, 3, 5]);
    expect(list.total).toBe(6);
    expect(list.byCode).toEqual({ "unparsable-price": 3, "duplicate-in-file": 3 });
  });

  it("keeps equal lines in arrival order", () => {
    const list = new RejectionList(5);
    list.add({ ...at(4), reason: "first" });
    list.add({ ...at(4), reason: "second" });
    expect(list.listed.map((r) => r.reason)).toEqual(["first", "second"]);
  });
});
