import { findDeveloperText } from "@frontalier/shared/developer-text";
import { describe, expect, it } from "vitest";
import { faqContent } from "./faq-content.ts";

describe("the seeded FAQ", () => {
  it("holds no command, variable, file name or path in any language", () => {
    const found: string[] = [];
    for (const [locale, entries] of Object.entries(faqContent)) {
      for (const entry of entries) {
        for (const field of ["question", "answer"] as const) {
          const hit = findDeveloperText(entry[field]);
          if (hit) found.push(`${locale}:${entry.slug}.${field} (${hit.rule}: ${hit.match})`);
        }
      }
    }
    expect(Object.keys(faqContent)).toHaveLength(7);
    expect(found).toEqual([]);
  });

  it("says in every language after how many working days old rates are flagged", () => {
    for (const [locale, entries] of Object.entries(faqContent)) {
      const conversion = entries.find((entry) => entry.slug === "conversion");
      expect(conversion, locale).toBeDefined();
      // Each language states the threshold of the stale-rates warning, filled in from its
      // constant (policyTextValues.staleRateDays) where the page shows the answer.
      expect(conversion?.answer, locale).toContain("{{staleRateDays, number}}");
    }
  });
});
