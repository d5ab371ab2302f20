import { describe, expect, it } from "vitest";
import { imageKind } from "./image-kind.ts";
import { mendCodeWord, type OcrLine, ocrPageLines } from "./ocr-lines.ts";

const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });

/** A line of words at one baseline, each `[text, x, width, confidence]`. */
function line(y: number, words: [string, number, number, number][]): OcrLine {
  return {
    bbox: box(words[0]![1], y - 20, 1500, y + 4),
    baseline: box(0, y, 1500, y),
    words: words.map(([text, x, width, confidence]) => ({
      text,
      confidence,
      bbox: box(x, y - 20, x + width, y),
    })),
  };
}

describe("ocrPageLines", () => {
  it("makes each printed line one line of cells, columns split at wide gaps", () => {
    const page = {
      blocks: [
        {
          paragraphs: [
            {
              lines: [
                line(400, [
                  ["7", 130, 15, 95],
                  ["METOD", 220, 110, 93],
                  ["Élément", 340, 120, 61],
                  ["602.056.64", 780, 160, 90],
                  ["126,00", 1400, 95, 92],
                ]),
                line(458, [
                  ["2", 130, 15, 96],
                  ["BODBYN", 220, 130, 95],
                  ["6O2:O56:65", 780, 160, 70],
                ]),
              ],
            },
          ],
        },
      ],
    };
    const { lines, unsure } = ocrPageLines(page, 1);
    expect(lines.map((l) => l.cells.map((cell) => cell.text))).toEqual([
      ["7", "METOD Élément", "602.056.64", "126,00"],
      ["2", "BODBYN", "602.056.65"],
    ]);
    expect([...unsure.values()]).toEqual([["Élément"], ["602.056.65"]]);
  });
});

describe("mendCodeWord", () => {
  it.each([
    ["113:977:55", "113.977.55"],
    ["6O2.O56.64", "602.056.64"],
    ["5O4,l71,95", "504.171.95"],
    ["602.056.64", "602.056.64"],
  ])("reads %s as %s", (word, code) => {
    expect(mendCodeWord(word)).toBe(code);
  });

  it.each([["METOD"], ["126,00"], ["SOLBOSB"], ["12,30kg"], ["OOO.OOO.OO"]])(
    "leaves %s as read",
    (word) => {
      expect(mendCodeWord(word)).toBe(word);
    },
  );
});

describe("imageKind", () => {
  it("reads a PNG's and a JPEG's size from their headers", () => {
    const png = new Uint8Array(24);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    new DataView(png.buffer).setUint32(16, 1654);
    new DataView(png.buffer).setUint32(20, 2339);
    expect(imageKind(png)).toEqual({ type: "image/png", width: 1654, height: 2339 });
    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc2, 0x00, 0x11, 0x08, 0x09, 0x23,
      0x06, 0x76, 0x03, 0x01, 0x22, 0x00,
    ]);
    expect(imageKind(jpeg)).toEqual({ type: "image/jpeg", width: 1654, height: 2339 });
  });

  it.each([
    ["a PDF", new TextEncoder().encode("%PDF-1.7\n")],
    ["a truncated JPEG", new Uint8Array([0xff, 0xd8, 0xff])],
    ["nothing", new Uint8Array()],
  ])("is null for %s", (_, bytes) => {
    expect(imageKind(bytes)).toBeNull();
  });
});
