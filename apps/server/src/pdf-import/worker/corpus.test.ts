import { locales } from "@frontalier/shared/locales";
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { corpusDocument, corpusLayouts, longKitchenList } from "../fixtures/corpus.ts";
import type { CorpusDocument } from "../fixtures/corpus-document.ts";
import { parsePdf } from "./parse-pdf.ts";

const cases = corpusLayouts.flatMap((layout) =>
  locales.map((language) => [layout, language] as const),
);

async function read(document: CorpusDocument) {
  const outcome = await parsePdf(pdfjs, document.bytes);
  if (!outcome.ok) throw new Error(`refused: ${outcome.code}`);
  return outcome.reading;
}

/** Every line as read, beside every line as printed: code, quantity, unit price, total check. */
function expectEveryLine(document: CorpusDocument, reading: Awaited<ReturnType<typeof read>>) {
  expect(reading.model).toBe(document.model);
  expect(
    reading.lines.map((line) => [line.code, line.quantity, line.unitPriceMinor, line.priceCheck]),
  ).toEqual(
    document.expected.map((line) => [line.code, line.quantity, line.unitMinor, line.priceCheck]),
  );
  expect(reading.unrecognised).toHaveLength(document.unread);
  // Nothing vanishes: every line shaped like an article is in one list or the other.
  expect(reading.lines.length + reading.unrecognised.length).toBe(reading.seen);
}

describe("the corpus of printed lists", () => {
  it.each(cases)("reads every line of the %s in %s", async (layout, language) => {
    const document = await corpusDocument(layout, language);
    expectEveryLine(document, await read(document));
  });

  it("reads the 116 lines of a kitchen planner's purchase list, all of them right", async () => {
    const document = await longKitchenList();
    const reading = await read(document);
    expect(document.expected).toHaveLength(116);
    expectEveryLine(document, reading);
    expect(reading.seen).toBe(118);
    // The article printed twice stays two lines; the line whose total disagrees is flagged.
    const twice = document.expected[1]!.code;
    expect(reading.lines.filter((line) => line.code === twice)).toHaveLength(2);
    expect(reading.lines.at(-1)!.priceCheck).toBe("disagrees");
    // A name holding another 8-digit number keeps it in the name, not as the code.
    expect(reading.lines[3]!.documentName).toMatch(/^19253714 /);
    expect(reading.lines[3]!.code).not.toBe("19253714");
  });
});
