import type { PodiumEntryDto, PodiumResponse } from "@frontalier/shared/contracts/podium";
import { describe, expect, it } from "vitest";
import { cheapestPrice } from "./scanned-price";

const entry = (
  country: string,
  rank: number | null,
  amountMinor: number | null,
): PodiumEntryDto => ({
  country,
  rank,
  local: amountMinor === null ? null : { amountMinor, currency: "EUR" },
  converted:
    amountMinor === null ? null : { amountMinor, currency: "EUR", rate: 1, rateDate: "2026-11-24" },
  vsHome: null,
  isHome: country === "FR",
  reason: amountMinor === null ? "not_sold" : null,
  availability: amountMinor === null ? "not_sold" : "online",
  observedAt: null,
  productUrl: null,
});

const podium = (entries: PodiumEntryDto[]): PodiumResponse => ({
  article: {
    code: "80275887",
    formattedCode: "802.758.87",
    name: "KALLAX",
    typeName: null,
    description: null,
    imageUrl: null,
    dimensions: null,
    isCombination: false,
    isDemo: false,
  },
  home: "FR",
  currency: "EUR",
  rates: { date: "2026-11-24", source: "ECB" },
  entries,
  pending: [],
});

describe("the price a scanned article shows offline (decision 047)", () => {
  it("is the first-ranked country's, whatever the entries' order", () => {
    const answer = podium([entry("FR", 3, 7999), entry("DE", 1, 5999), entry("BE", 2, 6499)]);
    expect(cheapestPrice(answer)).toEqual({ country: "DE", amountMinor: 5999, currency: "EUR" });
  });

  it("is the true cost when the podium ranks by it", () => {
    const swiss = { ...entry("DE", 1, 5999), trueCost: { totalMinor: 6650 } };
    const answer = podium([swiss as PodiumEntryDto, entry("CH", 2, 7000)]);
    expect(cheapestPrice(answer)?.amountMinor).toBe(6650);
  });

  it("is none when no country has a price", () => {
    expect(cheapestPrice(podium([entry("FR", null, null), entry("DE", null, null)]))).toBeNull();
    expect(cheapestPrice(podium([]))).toBeNull();
  });
});
