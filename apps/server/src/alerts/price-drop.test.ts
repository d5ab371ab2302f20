import type { RateTable } from "@frontalier/shared/money";
import { describe, expect, it } from "vitest";
import { type Observed, priceDropOf } from "./price-drop.ts";

const rates: RateTable = { date: "2025-01-02", source: "test", perEuro: { CHF: 0.5, SEK: 10 } };
const at = new Date("2025-01-02T10:00:00Z");
const eur = (amountMinor: number): Observed => ({ amountMinor, currency: "EUR", observedAt: at });
const chf = (amountMinor: number): Observed => ({ amountMinor, currency: "CHF", observedAt: at });

describe("priceDropOf", () => {
  const anyDrop = { targetPriceMinor: null, currency: "EUR", rates };

  it("announces any drop against the previous price", () => {
    expect(priceDropOf({ ...anyDrop, latest: eur(900), previous: eur(1000) })).toMatchObject({
      kind: "drop",
      price: { amountMinor: 900 },
      previous: { amountMinor: 1000 },
    });
  });

  it.each([
    ["the same price", eur(1000), eur(1000)],
    ["a rise", eur(1100), eur(1000)],
    ["no previous price", eur(900), null],
    ["a currency change", chf(400), eur(1000)],
  ])("stays quiet on %s without a target", (_label, latest, previous) => {
    expect(priceDropOf({ ...anyDrop, latest, previous })).toBeNull();
  });

  it("announces a target reached in the alert's currency, converted", () => {
    // 400 CHF cents at 0.5 CHF per euro = 8.00 EUR, under a 9.00 EUR target.
    expect(
      priceDropOf({
        latest: chf(400),
        previous: chf(600),
        targetPriceMinor: 900,
        currency: "EUR",
        rates,
      }),
    ).toMatchObject({ kind: "target", converted: { amountMinor: 800, currency: "EUR" } });
  });

  it("announces a target reached once, not at every price under it", () => {
    const target = { targetPriceMinor: 900, currency: "EUR", rates };
    expect(priceDropOf({ ...target, latest: eur(800), previous: eur(850) })).toBeNull();
    expect(priceDropOf({ ...target, latest: eur(900), previous: null })).not.toBeNull();
    expect(priceDropOf({ ...target, latest: eur(901), previous: eur(1000) })).toBeNull();
  });

  it("stays quiet when a currency has no rate", () => {
    const latest: Observed = { amountMinor: 1, currency: "XXX", observedAt: at };
    expect(
      priceDropOf({ latest, previous: null, targetPriceMinor: 900, currency: "EUR", rates }),
    ).toBeNull();
  });
});
