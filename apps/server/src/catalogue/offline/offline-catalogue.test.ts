import { describe, expect, it } from "vitest";
import {
  EXAMPLE_CODES,
  offlineArticle,
  offlineArticles,
  offlineMeasure,
  typeNameIn,
} from "./offline-catalogue.ts";

describe("the offline catalogue as the server reads it", () => {
  it("reads every shipped article with an English type name and a reference price in euros", () => {
    expect(offlineArticles().length).toBeGreaterThan(2_000);
    for (const article of offlineArticles()) {
      expect(article.typeName.trim(), article.code).not.toBe("");
      expect(article.typeName).not.toBe(article.type);
      expect(article.referenceEur, article.code).toBeGreaterThan(0);
    }
  });

  it("holds each example code the pages, tests and benches use, with its real name", () => {
    const names = {
      kallax: "KALLAX",
      billy: "BILLY",
      soderhamn: "SÖDERHAMN",
      malm: "MALM",
      hemnes: "HEMNES",
      lack: "LACK",
    };
    for (const [key, code] of Object.entries(EXAMPLE_CODES))
      expect(offlineArticle(code)?.name, code).toBe(names[key as keyof typeof names]);
  });

  it("converts the source's price with the bundled rates and prints the source's sizes", () => {
    const kallax = offlineArticle("80275887")!;
    // 250 SAR at the dollar peg (3.75) and the bundled ECB dollar rate (1.1252).
    expect(kallax.referenceEur).toBeCloseTo(250 / 3.75 / 1.1252, 2);
    expect(offlineMeasure(kallax)).toBe("77x39x147 cm");
    expect(offlineMeasure(offlineArticle("30449908")!)).toBe("55x45 cm");
    expect(typeNameIn("fr", kallax.type)).toBe("Étagère");
    expect(typeNameIn("xx", kallax.type)).toBeUndefined();
    expect(offlineArticle("80245678")).toBeUndefined();
  });
});
