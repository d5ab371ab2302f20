import { describe, expect, it } from "vitest";
import type { RateTable } from "../money";
import { type CountryOffer, rankPodium } from "../podium";
import { isMemberSaving, pricePaid } from "./member-price";

const rates: RateTable = { date: "2026-11-20", source: "ECB", perEuro: { CHF: 0.9353 } };

const offer = (
  country: string,
  priceMinor: number,
  memberPriceMinor: number | null = null,
  extra: Partial<CountryOffer> = {},
): CountryOffer => ({
  country,
  priceMinor,
  memberPriceMinor,
  currency: "EUR",
  availability: "online",
  observedAt: "2026-11-20T10:00:00.000Z",
  productUrl: null,
  ...extra,
});

describe("the price paid", () => {
  it("is the member price for a member where it is lower, the shelf price otherwise", () => {
    expect(pricePaid(9999, 8999, true)).toBe(8999);
    expect(pricePaid(9999, 8999, false)).toBe(9999);
    expect(pricePaid(9999, null, true)).toBe(9999);
    expect(pricePaid(9999, undefined, true)).toBe(9999);
    // A member price not below the shelf one, or none at all, is no saving.
    expect(pricePaid(9999, 9999, true)).toBe(9999);
    expect(pricePaid(9999, 10999, true)).toBe(9999);
    expect(pricePaid(9999, 0, true)).toBe(9999);
    expect(isMemberSaving(null, 100)).toBe(false);
  });
});

describe("the podium with member prices", () => {
  // France's shelf price is the lowest; Belgium's member price is lower still.
  const offers = [offer("FR", 9499), offer("BE", 9999, 8999), offer("DE", 9799)];
  const rank = (familyMember: boolean) =>
    rankPodium({
      countries: ["FR", "BE", "DE"],
      home: "FR",
      currency: "EUR",
      rates,
      offers,
      familyMember,
    });

  it("ranks a non-member on shelf prices and shows the member price as its own line", () => {
    const entries = rank(false);
    expect(entries.map((entry) => entry.country)).toEqual(["FR", "DE", "BE"]);
    const belgium = entries.find((entry) => entry.country === "BE")!;
    expect(belgium.local).toEqual({ amountMinor: 9999, currency: "EUR" });
    expect(belgium.member).toEqual({
      price: { amountMinor: 8999, currency: "EUR" },
      savingMinor: 1000,
      used: false,
    });
    expect(belgium.vsHome?.amountMinor).toBe(500);
  });

  it("ranks a member on the member price where one exists: another country comes first", () => {
    const entries = rank(true);
    expect(entries.map((entry) => entry.country)).toEqual(["BE", "FR", "DE"]);
    const belgium = entries[0]!;
    expect(belgium.rank).toBe(1);
    expect(belgium.local).toEqual({ amountMinor: 8999, currency: "EUR" });
    expect(belgium.converted?.amountMinor).toBe(8999);
    expect(belgium.member?.used).toBe(true);
    expect(belgium.vsHome?.amountMinor).toBe(-500);
    // No member price elsewhere: nothing to show there.
    expect(entries[1]!.member).toBeUndefined();
  });

  it("ignores a member price not below the shelf price", () => {
    const entries = rankPodium({
      countries: ["FR"],
      home: "FR",
      currency: "EUR",
      rates,
      offers: [offer("FR", 9499, 9499)],
      familyMember: true,
    });
    expect(entries[0]!.member).toBeUndefined();
    expect(entries[0]!.local?.amountMinor).toBe(9499);
  });

  it("converts a member price as the shelf one, and keeps the regular price off a member's entry", () => {
    const swiss = offer("CH", 10000, 9000, { currency: "CHF", regularPriceMinor: 12000 });
    const [member] = rankPodium({
      countries: ["CH"],
      home: "FR",
      currency: "EUR",
      rates,
      offers: [swiss],
      familyMember: true,
    });
    // 90 CHF at 0.9353 CHF to the euro.
    expect(member!.converted?.amountMinor).toBe(9623);
    expect(member!.regular).toBeNull();
    const [shelf] = rankPodium({
      countries: ["CH"],
      home: "FR",
      currency: "EUR",
      rates,
      offers: [swiss],
    });
    expect(shelf!.regular).toEqual({ amountMinor: 12000, currency: "CHF" });
    expect(shelf!.member?.used).toBe(false);
  });
});
