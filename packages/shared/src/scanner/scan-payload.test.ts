import { describe, expect, it } from "vitest";
import { parseScanPayload, payloadKey } from "./scan-payload.ts";

describe("parseScanPayload", () => {
  it.each([
    ["80275887", "80275887"],
    ["802.758.87", "80275887"],
    ["Article 802 758 87", "80275887"],
    ["ref:80275887;price=12", "80275887"],
    ["https://www.ikea.com/fr/fr/p/billy-bibliotheque-blanc-00263850/", "00263850"],
    ["https://www.ikea.com/se/sv/p/kallax-hylla-s69305697/", "69305697"],
    ["https://www.ikea.com/fr/fr/p/-00263850", "00263850"],
    // The product's own number, not the first 8 digits of a tracking parameter.
    ["https://www.ikea.com/fr/fr/p/billy-00263850/?utm_campaign=20260105", "00263850"],
    // Spec §5: without a run of 8 digits, the digits of the whole text when there are 8 or more.
    ["802-758-87", "80275887"],
  ])("reads %s as the article %s", (text, code) => {
    expect(parseScanPayload(text)).toEqual({ kind: "article", code });
  });

  it("reads a multi-article code as a list", () => {
    expect(parseScanPayload("(240)80275887(30)2(240)12345678(30)1")).toEqual({
      kind: "articles",
      items: [
        { code: "80275887", quantity: 2 },
        { code: "12345678", quantity: 1 },
      ],
      label: "(240)80275887(30)2(240)12345678(30)1",
    });
  });

  it.each([["hello"], ["https://example.com/"], ["1234567"], [""]])(
    "knows nothing of %j",
    (text) => {
      expect(parseScanPayload(text)).toEqual({ kind: "unknown" });
    },
  );

  it("keys detections by what they mean, not how they were written", () => {
    expect(payloadKey(parseScanPayload("802.758.87"))).toBe(
      payloadKey(parseScanPayload("https://www.ikea.com/fr/fr/p/billy-80275887/")),
    );
    expect(payloadKey(parseScanPayload("(240)80275887(30)2"))).toBe("80275887x2");
    expect(payloadKey(parseScanPayload("(240)80275887(30)2"))).not.toBe(
      payloadKey(parseScanPayload("(240)80275887(30)3")),
    );
    expect(payloadKey({ kind: "unknown" })).toBeNull();
  });
});
