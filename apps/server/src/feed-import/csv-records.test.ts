import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { type CsvRecord, CsvScanner, readCsvRecords } from "./csv-records.ts";

/** Scans the text cut into pieces of `size` characters, so that every boundary is crossed. */
const scan = (text: string, size = text.length || 1): CsvRecord[] => {
  const scanner = new CsvScanner();
  const records: CsvRecord[] = [];
  for (let i = 0; i < text.length; i += size)
    records.push(...scanner.push(text.slice(i, i + size)));
  records.push(...scanner.end());
  return records;
};

const lines = (records: CsvRecord[]) => records.map((r) => [r.line, ...r.fields]);

describe("CsvScanner", () => {
  const cases: [string, string, (string | number)[][]][] = [
    [
      "plain LF",
      "a,b\n1,2\n",
      [
        [1, "a", "b"],
        [2, "1", "2"],
      ],
    ],
    [
      "no final line break",
      "a,b\n1,2",
      [
        [1, "a", "b"],
        [2, "1", "2"],
      ],
    ],
    [
      "CRLF",
      "a,b\r\n1,2\r\n",
      [
        [1, "a", "b"],
        [2, "1", "2"],
      ],
    ],
    [
      "lone CR",
      "a,b\r1,2\r",
      [
        [1, "a", "b"],
        [2, "1", "2"],
      ],
    ],
    [
      "empty fields",
      ",\n,x,\n",
      [
        [1, "", ""],
        [2, "", "x", ""],
      ],
    ],
    [
      "quoted comma and quote",
      'a\n"x, ""y"""\n',
      [
        [1, "a"],
        [2, 'x, "y"'],
      ],
    ],
    ["empty quoted field", 'a,""\n', [[1, "a", ""]]],
    [
      "line breaks inside quotes count as lines",
      'h\n"one\ntwo",x\nnext\n"a\r\nb\r\nc"\nlast\n',
      [
        [1, "h"],
        [2, "one\ntwo", "x"],
        [4, "next"],
        [5, "a\r\nb\r\nc"],
        [8, "last"],
      ],
    ],
    [
      "blank lines are skipped but counted",
      "a\n\n\r\nb\n\n",
      [
        [1, "a"],
        [4, "b"],
      ],
    ],
    ["byte-order mark", "\uFEFFa,b\n", [[1, "a", "b"]]],
    ["quote inside an unquoted field is text", 'a,b"c\n', [[1, "a", 'b"c']]],
  ];

  for (const [name, text, expected] of cases) {
    it(`${name}, whatever the chunk size`, () => {
      for (const size of [1, 2, 3, 5, text.length])
        expect(lines(scan(text, size))).toEqual(expected);
    });
  }

  it("marks text after a closing quote as malformed and goes on", () => {
    const records = scan('"ab"c,d\nok\n');
    expect(records[0]).toEqual({ line: 1, fields: ["abc", "d"], malformed: expect.any(String) });
    expect(records[1]).toEqual({ line: 2, fields: ["ok"] });
  });

  it("reports a quote never closed on the record's first line", () => {
    const records = scan('a\nb,"open\nc\nd\n', 1);
    expect(records).toHaveLength(2);
    expect(records[1]).toMatchObject({ line: 2, fields: ["b", "open\nc\nd\n"] });
    expect(records[1]?.malformed).toContain("line 2");
  });
});

describe("readCsvRecords", () => {
  it("decodes UTF-8 split across byte chunks", async () => {
    const bytes = Buffer.from("\uFEFFname,price\nFÄRVIK,1\n", "utf8");
    const chunks = [...bytes].map((byte) => Uint8Array.of(byte));
    const records: CsvRecord[] = [];
    for await (const record of readCsvRecords(Readable.from(chunks))) records.push(record);
    expect(lines(records)).toEqual([
      [1, "name", "price"],
      [2, "FÄRVIK", "1"],
    ]);
  });
});
