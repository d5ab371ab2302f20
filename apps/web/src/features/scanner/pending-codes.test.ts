import { afterEach, describe, expect, it } from "vitest";
import { addPendingCode, pendingCodes, readPendingCodes, removePendingCode } from "./pending-codes";

describe("codes scanned offline, to look up once online (decision 047)", () => {
  afterEach(() => {
    for (const code of pendingCodes()) removePendingCode(code);
  });

  it.each([null, "", "{", '"80275887"', "{}", "[1,2]", '["x","123"]'])(
    "reads a missing or damaged value %s as none",
    (stored) => {
      expect(readPendingCodes(stored)).toEqual([]);
    },
  );

  it("keeps the scanning order, each code once, leaving out what is not a code", () => {
    expect(readPendingCodes('["80275887","00263850","80275887",12,"8027588"]')).toEqual([
      "80275887",
      "00263850",
    ]);
  });

  it("survives a reload: each code added is stored, once, until removed", () => {
    addPendingCode("80275887");
    addPendingCode("00263850");
    addPendingCode("80275887");
    addPendingCode("not a code");
    expect(pendingCodes()).toEqual(["80275887", "00263850"]);
    expect(readPendingCodes(localStorage.getItem("frontalier.scanner-pending"))).toEqual([
      "80275887",
      "00263850",
    ]);
    removePendingCode("80275887");
    expect(readPendingCodes(localStorage.getItem("frontalier.scanner-pending"))).toEqual([
      "00263850",
    ]);
  });
});
