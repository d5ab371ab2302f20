import { describe, expect, it } from "vitest";
import { consentNeededAtStart } from "./consent-start";

const analytics = { scriptUrl: "https://analytics.example/gtag.js", id: "G-1" };

describe("consentNeededAtStart", () => {
  it("loads the banner while no choice is stored", () => {
    expect(consentNeededAtStart(null, null)).toBe(true);
    expect(consentNeededAtStart("maybe", null)).toBe(true);
    expect(consentNeededAtStart(null, analytics)).toBe(true);
  });

  it("applies a stored choice when an optional group is offered", () => {
    expect(consentNeededAtStart("declined", analytics)).toBe(true);
    expect(consentNeededAtStart("all", analytics)).toBe(true);
  });

  it("loads nothing for a stored choice when only necessary cookies exist", () => {
    expect(consentNeededAtStart("declined", null)).toBe(false);
    expect(consentNeededAtStart("all", { scriptUrl: "" })).toBe(false);
  });
});
