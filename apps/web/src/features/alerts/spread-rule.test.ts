import { describe, expect, it } from "vitest";
import { spreadAmount } from "./spread-rule";

// Which no-break space Intl puts in varies with the runtime's ICU: compared as plain spaces.
const plain = (text: string) => text.replace(/\s/g, " ");

describe("a spread alert's threshold as the page writes it", () => {
  it("writes a percentage in the language's way", () => {
    const threshold = { kind: "percent" as const, percent: 20 };
    expect(plain(spreadAmount(threshold, "fr"))).toBe("20 %");
    expect(plain(spreadAmount(threshold, "en"))).toBe("20%");
    expect(plain(spreadAmount(threshold, "de"))).toBe("20 %");
  });

  it("writes an amount in its own currency, with its decimals", () => {
    const threshold = { kind: "amount" as const, amountMinor: 4990, currency: "CHF" };
    expect(plain(spreadAmount(threshold, "en"))).toBe("CHF 49.90");
    expect(plain(spreadAmount({ ...threshold, currency: "EUR" }, "fr"))).toBe("49,90 €");
    expect(plain(spreadAmount({ ...threshold, currency: "ISK" }, "en"))).toBe("ISK 4,990");
  });
});
