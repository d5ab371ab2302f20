import {
  articleSummarySchema,
  podiumEntrySchema,
  podiumResponseSchema,
} from "@frontalier/shared/contracts/podium";
import { describe, expect, it } from "vitest";
import { readPodium } from "./read-podium";
import { changed, conformsToSchema } from "./reader-conformance";

const money = (amountMinor: number, currency = "EUR") => ({ amountMinor, currency });

/** Every field of the contract present, optional ones included. */
const full = () => ({
  article: {
    code: "90253535",
    formattedCode: "902.535.35",
    name: "BILLY",
    typeName: "Bookcase",
    description: null,
    imageUrl: "/img/billy.jpg",
    dimensions: { widthCm: 80, depthCm: 28, heightCm: null },
    isCombination: false,
    isDemo: true,
  },
  home: "CH",
  currency: "CHF",
  rates: { date: "2026-11-20", source: "ECB" },
  entries: [
    {
      country: "DE",
      rank: 1,
      local: money(4999),
      regular: money(5999),
      member: { price: money(4499), savingMinor: 500, used: true },
      converted: { ...money(4700, "CHF"), rate: 0.94, rateDate: "2026-11-20" },
      trueCost: {
        totalMinor: 4100,
        refundOutcome: "refunded",
        refundMinor: 600,
        refundMinimum: money(5001),
        importVatMinor: 0,
        dutyMinor: null,
        allowanceMinor: 30000,
        allowanceExceeded: false,
      },
      vsHome: { amountMinor: -1200, percent: -22.6 },
      isHome: false,
      reason: null,
      availability: "online",
      observedAt: "2026-11-24T10:00:00.000Z",
      productUrl: "https://example.test/de/billy",
    },
    {
      country: "CH",
      rank: null,
      local: null,
      regular: null,
      converted: null,
      trueCost: null,
      vsHome: null,
      isHome: true,
      reason: "pending",
      availability: "unknown",
      observedAt: null,
      productUrl: null,
    },
  ],
  carryHome: { travellers: 2 },
  familyMember: true,
  pending: ["CH"],
  refreshing: ["DE"],
});

/** The least the contract takes: the optional parts left out. */
const minimal = () => {
  const { carryHome, familyMember, refreshing, ...answer } = full();
  const [, home] = answer.entries;
  const { regular, trueCost, ...entry } = home!;
  return { ...answer, entries: [entry] };
};

describe("readPodium", () => {
  conformsToSchema({
    schema: podiumResponseSchema,
    read: readPodium,
    full,
    minimal,
    shapes: () => [
      [full(), podiumResponseSchema],
      [full().article, articleSummarySchema],
      [full().entries[0]!, podiumEntrySchema],
    ],
    minRefused: 300,
  });

  it("drops unknown keys inside the answer too", () => {
    const answer = { ...full(), article: { ...full().article, extra: 2 } };
    expect(readPodium(answer)).toEqual(podiumResponseSchema.parse(answer));
    expect(readPodium(answer).article).not.toHaveProperty("extra");
  });

  it("refuses a rank of zero, an unknown reason, availability or refund outcome, a saving of zero", () => {
    for (const [path, value] of [
      [["entries", 0, "rank"], 0],
      [["entries", 0, "reason"], "gone"],
      [["entries", 0, "availability"], "soon"],
      [["entries", 0, "trueCost", "refundOutcome"], "maybe"],
      [["entries", 0, "member", "savingMinor"], 0],
    ] as const) {
      const answer = changed(full(), [...path], value);
      expect(() => readPodium(answer)).toThrow(TypeError);
      expect(podiumResponseSchema.safeParse(answer).success).toBe(false);
    }
  });
});
