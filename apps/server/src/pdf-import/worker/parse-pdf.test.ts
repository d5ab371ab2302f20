import { locales } from "@frontalier/shared/locales";
import { pdfModelIds } from "@frontalier/shared/pdf-import/pdf-models";
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import {
  damagedPdf,
  encryptedPdf,
  imageOnlyPdf,
  manyPagesPdf,
} from "../fixtures/malformed-pdfs.ts";
import { type CodeStyle, sampleItems, sampleLayouts } from "../fixtures/sample-pdfs.ts";
import { parsePdf } from "./parse-pdf.ts";

const items = sampleItems(5);
const styles: CodeStyle[] = ["dots", "commas", "spaces", "plain", "split"];

// Every layout in every language, each language with another way of writing the codes.
const cases = pdfModelIds.flatMap((model) =>
  locales.map((language, i) => [model, language, styles[i % styles.length]!] as const),
);

describe("parsePdf", () => {
  it.each(cases)("reads the %s in %s, codes written %s", async (model, language, codeStyle) => {
    const bytes = await sampleLayouts[model]({ language, items, codeStyle, damagedLine: true });
    const outcome = await parsePdf(pdfjs, bytes);
    if (!outcome.ok) throw new Error(`refused: ${outcome.code}`);
    const { reading } = outcome;
    expect(reading.model).toBe(model);
    expect(reading.currency).toBe("EUR");
    expect(reading.lines.map((line) => [line.code, line.quantity, line.unitPriceMinor])).toEqual(
      items.map((item) => [item.code, item.quantity, item.unitMinor]),
    );
    expect(reading.lines.map((line) => line.lineTotalMinor)).toEqual(
      items.map((item) => item.unitMinor * item.quantity),
    );
    expect(reading.lines[0]!.documentName).toContain("BILLY");
    expect(reading.unrecognised).toEqual([
      expect.objectContaining({ codeGuess: "0026385", quantity: 2, page: 1 }),
    ]);
  });

  it("keeps the kitchen planner's group headings", async () => {
    const bytes = await sampleLayouts["kitchen-planner"]({ language: "fr", items: sampleItems(6) });
    const outcome = await parsePdf(pdfjs, bytes);
    expect(outcome.ok && outcome.reading.lines.map((line) => line.group)).toEqual([
      "Éléments bas",
      "Éléments bas",
      "Façades",
      "Façades",
      "Plans de travail",
      "Plans de travail",
    ]);
  });

  it("reads a list over many pages", async () => {
    const many = sampleItems(60);
    const outcome = await parsePdf(
      pdfjs,
      await sampleLayouts["retailer-list"]({ language: "de", items: many }),
    );
    if (!outcome.ok) throw new Error(outcome.code);
    expect(outcome.pages).toBeGreaterThan(3);
    expect(outcome.reading.lines.map((line) => line.code)).toEqual(many.map((item) => item.code));
    expect(outcome.reading.lines.at(-1)!.page).toBe(outcome.pages);
  });

  it.each<[string, () => Promise<Uint8Array> | Uint8Array, string]>([
    ["a password-protected file", encryptedPdf, "pdf_encrypted"],
    ["a scan without text", imageOnlyPdf, "pdf_no_text"],
    ["a damaged file", damagedPdf, "pdf_unreadable"],
    ["101 pages", () => manyPagesPdf(101), "pdf_too_many_pages"],
    ["text without any code", () => manyPagesPdf(2), "pdf_no_articles"],
  ])("refuses %s", async (_name, make, code) => {
    expect(await parsePdf(pdfjs, await make())).toEqual({ ok: false, code });
  });
});
