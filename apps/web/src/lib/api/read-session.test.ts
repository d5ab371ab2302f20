import { describe, expect, it } from "vitest";
import { readSession, readUser } from "./read-session";

describe("readSession", () => {
  it("reads the answer's spec names into the app's plain names", () => {
    const session = readSession({
      user: {
        iProfile: 7,
        sPrenom: "Ana",
        sNom: "Lima",
        sPhoto: "/api/profile-photos/7/abc",
        sTypeAccount: "GOOGLE",
        premiumUntil: "2027-01-01T00:00:00.000Z",
      },
      profile: {
        iProfile: 7,
        iBasket: 12,
        sIndex: 2,
        sPaysLangue: "BE/NL",
        sPaysFav: "BE",
        home: "BE",
        countries: ["BE", "FR", 3],
        crossBorder: { carryHome: true, travellers: 3, splitPurchases: true },
        familyMember: true,
      },
    });
    expect(session).toEqual({
      user: {
        profileId: 7,
        firstName: "Ana",
        lastName: "Lima",
        photo: "/api/profile-photos/7/abc",
        accountType: "GOOGLE",
        premiumUntil: "2027-01-01T00:00:00.000Z",
      },
      profile: {
        profileId: 7,
        basketId: 12,
        basketPosition: 2,
        countryLanguage: "BE/NL",
        homeCountry: "BE",
        home: "BE",
        countries: ["BE", "FR"],
        crossBorder: { carryHome: true, travellers: 3, splitPurchases: true },
        familyMember: true,
      },
    });
  });

  it("fills the contract's defaults for a guest who has chosen nothing yet", () => {
    expect(readSession({ user: null, profile: { iProfile: 3, iBasket: 4 } })).toEqual({
      user: null,
      profile: {
        profileId: 3,
        basketId: 4,
        basketPosition: 0,
        countryLanguage: null,
        homeCountry: null,
        home: "FR",
        countries: [],
        crossBorder: { carryHome: false, travellers: 1, splitPurchases: false },
        familyMember: false,
      },
    });
    expect(readUser({ iProfile: 3, sPrenom: "Ana" })).toEqual({
      profileId: 3,
      firstName: "Ana",
      lastName: "",
      photo: null,
      accountType: "EMAIL",
      premiumUntil: null,
    });
  });

  it("says admin only for an account with the role", () => {
    expect(readUser({ iProfile: 3, sPrenom: "Ana", admin: true }).admin).toBe(true);
    expect(readUser({ iProfile: 3, sPrenom: "Ana", admin: "yes" })).not.toHaveProperty("admin");
    expect(readUser({ iProfile: 3, sPrenom: "Ana" })).not.toHaveProperty("admin");
  });

  it("reads the cross-border setting, the home's default for a part missing or out of range", () => {
    const swiss = (crossBorder: unknown) =>
      readSession({ user: null, profile: { iProfile: 3, iBasket: 4, home: "CH", crossBorder } })
        .profile?.crossBorder;
    expect(swiss(undefined)).toEqual({ carryHome: true, travellers: 1, splitPurchases: false });
    expect(swiss({ carryHome: false, travellers: 3, splitPurchases: true })).toEqual({
      carryHome: false,
      travellers: 3,
      splitPurchases: true,
    });
    expect(swiss({ carryHome: "no", travellers: 10, splitPurchases: 1 })).toEqual({
      carryHome: true,
      travellers: 1,
      splitPurchases: false,
    });
    expect(swiss({ travellers: 2.5 })?.travellers).toBe(1);
  });

  it("refuses an answer without the ids", () => {
    expect(() => readSession({ user: { sPrenom: "Ana" } })).toThrow(TypeError);
    expect(() => readSession({ user: null, profile: { iProfile: 3 } })).toThrow(TypeError);
  });
});
