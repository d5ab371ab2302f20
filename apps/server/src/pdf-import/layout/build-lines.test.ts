import { describe, expect, it } from "vitest";
import { buildLines, type TextRun } from "./build-lines.ts";
import { splitLine } from "./split-line.ts";

const run = (x: number, y: number, text: string, width = text.length * 5): TextRun => ({
  x,
  y,
  width,
  height: 10,
  text,
});

describe("buildLines", () => {
  it("orders lines top to bottom and cells left to right, whatever the drawing order", () => {
    const lines = buildLines(
      [
        run(300, 700, "49,99 €"),
        run(50, 720, "Title"),
        run(50, 700, "BILLY"),
        run(150, 701, "002.638.50"),
      ],
      1,
    );
    expect(lines.map((line) => line.cells.map((cell) => cell.text))).toEqual([
      ["Title"],
      ["BILLY", "002.638.50", "49,99 €"],
    ]);
    expect(lines[1]).toMatchObject({ page: 1, text: "BILLY 002.638.50 49,99 €" });
  });

  it("joins the pieces of a word drawn in several runs, and words a space apart", () => {
    const [line] = buildLines(
      [
        run(50, 700, "002.6", 25),
        run(75, 700, "38.", 15),
        run(90.5, 700, "50", 10),
        run(103, 700, "kg", 10),
      ],
      1,
    );
    expect(line!.cells.map((cell) => cell.text)).toEqual(["002.638.50 kg"]);
  });

  it("ignores blank runs and turns non-breaking spaces into spaces", () => {
    const [line] = buildLines([run(50, 700, " "), run(60, 700, "1\u00a0234,56\u202f€")], 3);
    expect(line!.text).toBe("1 234,56 €");
  });

  it("cuts a run aligned with runs of spaces into its columns, each where it is drawn", () => {
    const text = "7    METOD     602.056.64  5,2/10,3   18,00  126,00";
    const [line] = buildLines([run(40, 700, text, text.length * 6)], 1);
    expect(line!.cells.map((cell) => [cell.x, cell.text])).toEqual([
      [40, "7"],
      [70, "METOD"],
      [130, "602.056.64"],
      [202, "5,2/10,3"],
      [268, "18,00"],
      [310, "126,00"],
    ]);
    const [indented] = buildLines([run(40, 680, "     tiroir, blanc", 18 * 6)], 1);
    expect(indented!.cells).toEqual([{ x: 70, right: 148, text: "tiroir, blanc" }]);
  });
});

describe("splitLine", () => {
  it("keeps the columns on each side of a span apart", () => {
    const [line] = buildLines(
      [run(50, 700, "BILLY"), run(150, 700, "002.638.50 1"), run(300, 700, "234,56 €")],
      1,
    );
    const start = line!.text.indexOf("002");
    expect(splitLine(line!, start, start + 10)).toEqual({
      left: ["BILLY"],
      right: ["1", "234,56 €"],
    });
  });
});
