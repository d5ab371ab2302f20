import type { PodiumEntryDto } from "@frontalier/shared/contracts/podium";
import { describe, expect, it } from "vitest";
import { historyLines, niceTicks, statsOf } from "./history-series";

const DAY = 86_400_000;
const end = Date.parse("2026-11-24T00:00:00Z");
const day = (n: number) => new Date(end - n * DAY).toISOString();

const entry = (country: string, currency: string, rate: number): PodiumEntryDto => ({
  country,
  rank: 1,
  local: { amountMinor: 100, currency },
  converted: { amountMinor: Math.round(100 * rate), currency: "EUR", rate, rateDate: "2026-11-20" },
  vsHome: null,
  isHome: false,
  reason: null,
  availability: "online",
  observedAt: day(0),
  productUrl: null,
});

describe("history lines", () => {
  const entries = ["FR", "BE", "DE", "NL", "ES", "LU", "IT"].map((c) => entry(c, "EUR", 1));
  entries.push(entry("CH", "CHF", 1.07));

  it("keeps every country of the podium, in its order, converted with its rate", () => {
    const series = [...entries].reverse().map((e) => ({
      country: e.country,
      points: [{ observedAt: day(90), priceMinor: 10_000, currency: e.local!.currency }],
    }));
    const lines = historyLines({ series }, entries, "EUR", end);
    expect(lines.map((l) => l.country)).toEqual(["FR", "BE", "DE", "NL", "ES", "LU", "IT", "CH"]);
    expect(lines.at(-1)!.points[0]!.value).toBe(10_700);
  });

  it("leaves out a currency it cannot convert, and a country never priced", () => {
    const lines = historyLines(
      {
        series: [
          { country: "PL", points: [{ observedAt: day(5), priceMinor: 9900, currency: "PLN" }] },
          { country: "FR", points: [{ observedAt: day(5), priceMinor: null, currency: "EUR" }] },
        ],
      },
      entries,
      "EUR",
      end,
    );
    expect(lines).toEqual([]);
  });
});

describe("history stats", () => {
  it("weighs each price by how long it held and finds the lowest of the last 30 days", () => {
    const stats = statsOf(
      [
        { t: end - 90 * DAY, value: 1000 },
        { t: end - 60 * DAY, value: 700 },
        { t: end - 40 * DAY, value: 1200 },
        { t: end - 10 * DAY, value: 1100 },
      ],
      end,
    );
    expect(stats).toEqual({
      now: 1100,
      lowest: 700,
      highest: 1200,
      // (30 × 1000 + 20 × 700 + 30 × 1200 + 10 × 1100) / 90
      average: Math.round((30_000 + 14_000 + 36_000 + 11_000) / 90),
      // 1200 held from day 40 to day 10, so it was in effect 30 days ago.
      lowest30: 1100,
    });
  });

  it("skips the weeks it was not sold", () => {
    const stats = statsOf(
      [
        { t: end - 20 * DAY, value: 500 },
        { t: end - 10 * DAY, value: null },
      ],
      end,
    );
    expect(stats).toMatchObject({ now: null, lowest: 500, average: 500, lowest30: 500 });
  });
});

describe("axis ticks", () => {
  it("gives round values inside the range", () => {
    expect(niceTicks(85_000, 97_000, 3)).toEqual([85_000, 90_000, 95_000]);
    expect(niceTicks(0, 100, 5)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(42, 42, 3)).toEqual([42]);
  });
});
