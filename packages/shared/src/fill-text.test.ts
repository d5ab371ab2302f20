import { describe, expect, it } from "vitest";
import { fillText } from "./fill-text";

describe("fillText", () => {
  it("fills names as they are", () => {
    expect(fillText("Bonjour {{name}}", { name: "Ana" }, "fr")).toBe("Bonjour Ana");
    expect(fillText("{{ count }} pages", { count: 3 }, "fr")).toBe("3 pages");
  });

  it("formats numbers the language's way", () => {
    // French groups thousands with a narrow no-break space, English with a comma.
    expect(fillText("{{max, number}} articles", { max: 1000 }, "fr")).toBe("1\u202f000 articles");
    expect(fillText("{{max, number}} articles", { max: 1000 }, "en")).toBe("1,000 articles");
    expect(fillText("{{max, number}} Artikel", { max: 1000 }, "de")).toBe("1.000 Artikel");
  });

  it("writes a ratio as a percent with the language's spacing", () => {
    expect(fillText("jusqu’à {{gap, percent}}", { gap: 0.4 }, "fr")).toBe("jusqu’à 40\u00a0%");
    expect(fillText("up to {{gap, percent}}", { gap: 0.4 }, "en")).toBe("up to 40%");
    expect(fillText("bis zu {{gap, percent}}", { gap: 0.4 }, "de")).toBe("bis zu 40\u00a0%");
  });

  it("writes a duration with its unit in the language's plural", () => {
    const valid = (locale: string, hours: number) =>
      fillText("({{hours, hours}})", { hours }, locale).replace(/\s/g, " ");
    expect([valid("fr", 1), valid("fr", 24)]).toEqual(["(1 heure)", "(24 heures)"]);
    expect([valid("de", 1), valid("de", 24)]).toEqual(["(1 Stunde)", "(24 Stunden)"]);
    expect([valid("pt", 1), valid("nl", 24)]).toEqual(["(1 hora)", "(24 uur)"]);
    expect(fillText("{{d, days}}", { d: 7 }, "it").replace(/\s/g, " ")).toBe("7 giorni");
    expect(fillText("{{d, days}}", { d: 1 }, "es").replace(/\s/g, " ")).toBe("1 día");
  });

  it("leaves a placeholder without a value as written", () => {
    expect(fillText("{{a}} and {{b, number}}", { a: 1 }, "en")).toBe("1 and {{b, number}}");
    expect(fillText("{{a}}", undefined, "en")).toBe("{{a}}");
  });
});
