import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { searchName } from "@frontalier/shared/article-input";
import { readCsvRecords } from "./src/feed-import/csv-records.ts";
import { detectFormat } from "./src/feed-import/formats/detect-format.ts";
import { resolveRow } from "./src/feed-import/resolve-row.ts";

const ref = {
  currencyOf: new Map([
    ["DE", "EUR"],
    ["FR", "EUR"],
    ["NO", "NOK"],
    ["SA", "SAR"],
  ]),
  currencies: new Set(["EUR", "NOK", "SAR"]),
};
let t = performance.now();
let n = 0;
let header: string[] | undefined;
let parse: any;
for await (const r of readCsvRecords(createReadStream("/tmp/prof.csv", { highWaterMark: 65536 }))) {
  n++;
}
console.log("scan", n, Math.round(performance.now() - t));
t = performance.now();
for await (const r of readCsvRecords(createReadStream("/tmp/prof.csv", { highWaterMark: 65536 }))) {
  if (!header) {
    header = r.fields;
    parse = detectFormat(header)!.createRowParser(header, {
      country: undefined,
      observedAt: undefined,
    });
    continue;
  }
  const p = parse(r.fields);
  const row = resolveRow(p, r.line, ref);
  searchName((row as any).name);
}
console.log("scan+parse+resolve+searchName", Math.round(performance.now() - t));
