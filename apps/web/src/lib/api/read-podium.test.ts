import {
  articleSummarySchema,
  podiumEntrySchema,
  podiumResponseSchema,
} from "@frontalier/shared/contracts/podium";
import { describe, expect, it } from "vitest";
import { readPodium } from "./read-podium";

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

type Json = Record<string, unknown>;

/** A copy of `answer` with `path`'s value replaced (`undefined`: the key removed). */
function changed(answer: Json, path: (string | number)[], value: unknown): Json {
  const copy = structuredClone(answer);
  let at: Json = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Json;
  const last = path.at(-1)!;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}

/** Every path to a value in `value`, arrays and objects walked. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== "object" || value === null) return [prefix];
  const keys = Array.isArray(value) ? value.map((_, index) => index) : Object.keys(value);
  return [prefix, ...keys.flatMap((key) => paths((value as Json)[key], [...prefix, key]))];
}

const ODD_VALUES = [
  undefined,
  null,
  "",
  "x",
  0,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 60,
  true,
  [],
  {},
  ["x"],
];

const agreesWithSchema = (answer: unknown, what: string) => {
  const parsed = podiumResponseSchema.safeParse(answer);
  if (parsed.success) expect(readPodium(answer), what).toEqual(parsed.data);
  else expect(() => readPodium(answer), what).toThrow(TypeError);
};

describe("readPodium", () => {
  it("is tested with every field of the contract: a field added there fails here until read", () => {
    const answer = full();
    expect(Object.keys(answer).sort()).toEqual(Object.keys(podiumResponseSchema.shape).sort());
    expect(Object.keys(answer.article).sort()).toEqual(
      Object.keys(articleSummarySchema.shape).sort(),
    );
    expect(Object.keys(answer.entries[0]!).sort()).toEqual(
      Object.keys(podiumEntrySchema.shape).sort(),
    );
  });

  it("reads a full answer and a minimal one as the contract's schema does", () => {
    expect(readPodium(full())).toEqual(podiumResponseSchema.parse(full()));
    expect(readPodium(minimal())).toEqual(podiumResponseSchema.parse(minimal()));
  });

  it("drops keys the contract does not know, as the schema does", () => {
    const answer = { ...full(), extra: 1, article: { ...full().article, extra: 2 } };
    expect(readPodium(answer)).toEqual(podiumResponseSchema.parse(answer));
    expect(readPodium(answer)).not.toHaveProperty("extra");
  });

  it("takes and refuses what the schema does, each field of the answer given odd values", () => {
    let refused = 0;
    for (const base of [full(), minimal()]) {
      for (const path of paths(base)) {
        for (const value of ODD_VALUES) {
          const answer = path.length === 0 ? value : changed(base, path, value);
          agreesWithSchema(answer, `${path.join(".")} = ${String(value)}`);
          if (!podiumResponseSchema.safeParse(answer).success) refused++;
        }
      }
    }
    // The walk did refuse answers: the comparison is not only of accepted ones.
    expect(refused).toBeGreaterThan(300);
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
