import { describe, expect, it } from "vitest";
import { carryHomeOf, withCarryHome } from "./carry-home-address";

const saved = { carryHome: true, travellers: 3, splitPurchases: false };

describe("carryHomeOf", () => {
  it("starts from the saved setting when the address says nothing", () => {
    expect(carryHomeOf(new URLSearchParams(""), saved)).toEqual({ carry: true, travellers: 3 });
    expect(
      carryHomeOf(new URLSearchParams(""), { ...saved, carryHome: false, travellers: 1 }),
    ).toEqual({ carry: false, travellers: 1 });
  });

  it("lets a shared link's carry and travellers override it", () => {
    expect(carryHomeOf(new URLSearchParams("carry=0"), saved)).toEqual({
      carry: false,
      travellers: 3,
    });
    expect(
      carryHomeOf(new URLSearchParams("carry=1&travellers=2"), { ...saved, carryHome: false }),
    ).toEqual({ carry: true, travellers: 2 });
  });

  it("reads a bad number of travellers as absent, and keeps a large one within the limit", () => {
    expect(carryHomeOf(new URLSearchParams("travellers=abc"), saved).travellers).toBe(3);
    expect(carryHomeOf(new URLSearchParams("travellers=0"), saved).travellers).toBe(3);
    expect(carryHomeOf(new URLSearchParams("travellers=40"), saved).travellers).toBe(9);
  });

  it("carries home, one traveller, before the session has a setting", () => {
    expect(carryHomeOf(new URLSearchParams(""), undefined)).toEqual({ carry: true, travellers: 1 });
  });
});

describe("withCarryHome", () => {
  it("writes both parts and keeps the rest of the address", () => {
    const next = withCarryHome(new URLSearchParams("ref=mail&carry=0"), {
      carry: true,
      travellers: 4,
    });
    expect(next.toString()).toBe("ref=mail&carry=1&travellers=4");
  });
});
