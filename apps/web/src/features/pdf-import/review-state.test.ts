import { describe, expect, it } from "vitest";
import { fixedCode, reviewItems, reviewReducer, toReview } from "./review-state";

const review = toReview({
  model: "order-confirmation",
  pages: 1,
  lines: [
    {
      code: "00263850",
      formattedCode: "002.638.50",
      documentName: "BILLY",
      group: null,
      quantity: 2,
      unitPrice: null,
      lineTotal: null,
      page: 1,
      catalogueName: "BILLY",
      priceCheck: null,
    },
  ],
  unrecognised: [{ text: "KALLAX 303.791.1", page: 1, quantity: 3, codeGuess: "3037911" }],
  seen: 2,
});

describe("review", () => {
  it("adds the recognised lines and the corrected ones", () => {
    expect(reviewItems(review)).toEqual([{ code: "00263850", quantity: 2 }]);
    const fixed = reviewReducer(review, { type: "code", key: "u0", code: "303.791.18" });
    expect(reviewItems(fixed)).toEqual([
      { code: "00263850", quantity: 2 },
      { code: "30379118", quantity: 3 },
    ]);
  });

  it("keeps quantities between 1 and 999 and removes lines", () => {
    expect(
      reviewReducer(review, { type: "quantity", key: "l0", quantity: 0 }).lines[0]!.quantity,
    ).toBe(1);
    expect(
      reviewReducer(review, { type: "quantity", key: "l0", quantity: 5000 }).lines[0]!.quantity,
    ).toBe(999);
    expect(reviewReducer(review, { type: "remove", key: "l0" }).lines).toEqual([]);
  });

  it("takes a typed code only when it has eight digits", () => {
    expect(fixedCode("303 791 18")).toBe("30379118");
    expect(fixedCode("3037911")).toBeNull();
    expect(fixedCode("303.791.189")).toBeNull();
  });
});
