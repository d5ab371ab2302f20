import { describe, expect, it } from "vitest";
import type { Line } from "../layout/build-lines.ts";
import { recogniseDocument } from "./recognise-document.ts";

/** A printed line from its columns (left edge, text), as the text layer or OCR rebuilds it. */
const line = (page: number, y: number, ...columns: [number, string][]): Line => {
  const cells = columns.map(([x, text]) => ({ x, right: x + text.length * 5, text }));
  return { page, y, cells, text: cells.map((cell) => cell.text).join(" ") };
};

const card = (
  y: number,
  name: string,
  code: string,
  quantity: string,
  unit: string,
  total: string,
) => [
  line(1, y, [40, name], [400, unit]),
  line(1, y - 12, [40, "Bibliothèque, blanc"]),
  line(1, y - 24, [40, code]),
  line(1, y - 36, [40, quantity], [400, total]),
];

describe("recogniseDocument", () => {
  it("lists as not read an article-shaped line the chosen layout passed over, and counts it", () => {
    const lines = [
      line(1, 800, [40, "Ma liste d'achats"]),
      ...card(760, "BILLY", "002.638.50", "2 pièces", "49,00 €", "98,00 €"),
      // A row of another shape, between two cards: a count, words and a price, no code.
      line(1, 700, [40, "3"], [70, "Montage à domicile"], [400, "45,00 €"]),
      ...card(680, "KALLAX", "802.758.87", "1 pièce", "79,00 €", "79,00 €"),
      line(1, 600, [40, "Total"], [400, "222,00 €"]),
    ];
    const reading = recogniseDocument(lines)!;
    expect(reading.model).toBe("retailer-list");
    expect(reading.lines.map((read) => [read.code, read.quantity, read.priceCheck])).toEqual([
      ["00263850", 2, "agrees"],
      ["80275887", 1, "agrees"],
    ]);
    expect(reading.unrecognised).toEqual([
      expect.objectContaining({ text: "3 Montage à domicile 45,00 €", quantity: 3, codeGuess: "" }),
    ]);
    expect(reading.seen).toBe(3);
  });

  it("reads a plan that prints the code before the name", () => {
    const reading = recogniseDocument([
      line(
        1,
        700,
        [40, "7"],
        [70, "602.056.64"],
        [150, "METOD Élément bas"],
        [330, "5,2/10,3"],
        [470, "18,00"],
        [530, "126,00"],
      ),
      line(
        1,
        680,
        [40, "2"],
        [70, "504,171.95"],
        [150, "UTRUSTA Charnière"],
        [330, "0,4/0,6"],
        [470, "5,00"],
        [530, "10,00"],
      ),
    ])!;
    expect(reading.model).toBe("kitchen-planner");
    expect(
      reading.lines.map((read) => [
        read.code,
        read.quantity,
        read.unitPriceMinor,
        read.documentName,
      ]),
    ).toEqual([
      ["60205664", 7, 1800, "METOD Élément bas"],
      ["50417195", 2, 500, "UTRUSTA Charnière"],
    ]);
  });

  it("keeps a code printed twice as two lines", () => {
    const row = (y: number, quantity: string) =>
      line(
        1,
        y,
        [40, quantity],
        [70, "METOD"],
        [250, "602.056.64"],
        [330, "5,2/10,3"],
        [470, "18,00"],
        [530, `${Number(quantity) * 18},00`],
      );
    const reading = recogniseDocument([row(700, "7"), row(680, "2")])!;
    expect(reading.model).toBe("kitchen-planner");
    expect(reading.lines.map((read) => [read.code, read.quantity])).toEqual([
      ["60205664", 7],
      ["60205664", 2],
    ]);
    expect(reading.seen).toBe(2);
  });
});
