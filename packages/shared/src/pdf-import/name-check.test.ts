import { describe, expect, it } from "vitest";
import { checkDocumentName } from "./name-check.ts";

describe("checkDocumentName", () => {
  it("flags a line whose printed name is another article's (issue 20: KALLAX matched to LEAK)", () => {
    expect(checkDocumentName("KALLAX Étagère, blanc, 77x147 cm", "LEAK")).toBe("disagrees");
    expect(checkDocumentName("BILLY Bibliothèque", "HEMNES")).toBe("disagrees");
  });

  it("agrees where a word of the catalogue's name is printed, accents, case and ranges aside", () => {
    expect(checkDocumentName("KALLAX Étagère, blanc", "KALLAX")).toBe("agrees");
    expect(checkDocumentName("SODERHAMN canapé 3 places", "SÖDERHAMN")).toBe("agrees");
    expect(checkDocumentName("BILLY / OXBERG Bibliothèque", "BILLY / OXBERG")).toBe("agrees");
    expect(checkDocumentName("OXBERG porte", "BILLY / OXBERG")).toBe("agrees");
    expect(checkDocumentName("kallax etagere", "KALLAX")).toBe("agrees");
    expect(checkDocumentName("HØNEFOSS miroir", "HONEFOSS")).toBe("agrees");
  });

  it("lets one letter of a long name differ, as OCR misreads, but not a short one", () => {
    expect(checkDocumentName("KALIAX Étagère", "KALLAX")).toBe("agrees");
    expect(checkDocumentName("LACK Table d'appoint", "LEAK")).toBe("disagrees");
  });

  it("cannot tell without a catalogue name or a name printed in capitals", () => {
    expect(checkDocumentName("KALLAX Étagère", null)).toBeNull();
    expect(checkDocumentName("Étagère blanche 77x147", "KALLAX")).toBeNull();
    expect(checkDocumentName("", "KALLAX")).toBeNull();
  });
});
