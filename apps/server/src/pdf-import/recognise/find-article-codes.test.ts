import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  codeColumn,
  findArticleCodes,
  findDamagedCode,
  findLineCodes,
  lineCode,
} from "./find-article-codes.ts";

const codes = (text: string) => findArticleCodes(text).map((found) => found.code);

describe("findArticleCodes", () => {
  it.each([
    ["802.456.78", ["80245678"]],
    ["802,456,78", ["80245678"]],
    ["802 456 78", ["80245678"]],
    ["80245678", ["80245678"]],
    ["Réf. 802.456.78", ["80245678"]],
    ["(802.456.78)", ["80245678"]],
    ["802.456 .78", ["80245678"]],
    ["802 .456.78", ["80245678"]],
    ["80 2.456.78", ["80245678"]],
    ["802.456. 78", ["80245678"]],
    ["2 METOD 802.456.78 12,50 kg 45,00 90,00", ["80245678"]],
    ["2 802 456 78", ["80245678"]],
    ["802.456.78 2 49,99 €", ["80245678"]],
    ["002.638.50 et 104.567.83", ["00263850", "10456783"]],
    // Typing and OCR slips (issue 24): a comma for a dot in one place or both, a stray mark.
    ["504.171,95", ["50417195"]],
    ["602,056,64", ["60205664"]],
    ["504,468.81", ["50446881"]],
    ["7 METOD 602.05'6.64 5,2/10,3 18,00 126,00", ["60205664"]],
    ["METOD 602.056.64'", ["60205664"]],
  ])("finds the code in %j", (text, expected) => {
    expect(codes(text)).toEqual(expected);
  });

  it.each([
    "123.456,78 €",
    "1 234,56 €",
    "802.456.7",
    "8024.56.78",
    "802.456.789",
    "1204587396",
    "05/01/2026",
    "0802 45678",
    "12,50 kg",
    "802.456.78,99",
    "105 916,92 €",
    "€ 123.456,78",
    "602.0'5'6.64",
    "01'23'45'67",
  ])("finds no code in %j", (text) => {
    expect(codes(text)).toEqual([]);
  });

  it("says where the code is written", () => {
    const text = "2 BILLY 002.638 .50 12,5 kg";
    const [found] = findArticleCodes(text);
    expect(text.slice(found!.start, found!.end)).toBe("002.638 .50");
  });

  it("finds any code however it is written, among words and prices", () => {
    const code = fc.stringMatching(/^\d{8}$/);
    const style = fc.constantFrom(".", ",", " ", "");
    const word = fc.constantFrom("BILLY", "2", "49,99 €", "Réf.", "pièces", "12,50 kg");
    fc.assert(
      fc.property(
        code,
        style,
        fc.array(word, { maxLength: 3 }),
        fc.array(word, { maxLength: 3 }),
        (c, s, before, after) => {
          const written = `${c.slice(0, 3)}${s}${c.slice(3, 6)}${s}${c.slice(6)}`;
          const text = [...before, written, ...after].join(" ");
          expect(codes(text)).toContain(c);
        },
      ),
    );
  });

  it("keeps to a cell: digits of the next column never complete a code", () => {
    const line = { cells: [{ text: "BILLY" }, { text: "002.638.5" }, { text: "2" }] };
    expect(findLineCodes(line)).toEqual([]);
    const split = { cells: [{ text: "BILLY" }, { text: "002.638.50" }, { text: "2" }] };
    expect(findLineCodes(split)).toMatchObject([{ code: "00263850", start: 6, end: 16 }]);
  });
});

describe("lineCode", () => {
  const cells = (...texts: [number, string][]) => ({
    cells: texts.map(([x, text]) => ({ x, text })),
  });

  it("does not take an 8-digit number inside the name for the code", () => {
    const line = cells([40, "7"], [70, "19253714 HAVSEN armchair"], [250, "203.592.29"]);
    expect(lineCode(line)?.code).toBe("20359229");
  });

  it("takes the code in the document's code column when both are written alike", () => {
    const rows = [
      cells([40, "1"], [70, "BILLY"], [250, "00263850"]),
      cells([40, "2"], [70, "KALLAX"], [250, "10456783"]),
      cells([40, "3"], [70, "19253714 HAVSEN"], [250, "20359229"]),
    ];
    const column = codeColumn(rows);
    expect(column).toBe(250);
    expect(lineCode(rows[2]!, column)?.code).toBe("20359229");
  });
});

describe("findDamagedCode", () => {
  it.each([
    ["002.638.5", "0026385"],
    ["Réf. 0026.38.50", "00263850"],
    ["802,45,678", "80245678"],
  ])("reads %j as a damaged code", (text, digits) => {
    expect(findDamagedCode(text)).toBe(digits);
  });

  it.each(["12.345,67 €", "05.01.2026", "Total 49,99 €", "BILLY"])("leaves %j alone", (text) => {
    expect(findDamagedCode(text)).toBeNull();
  });
});
