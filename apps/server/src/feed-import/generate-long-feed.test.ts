import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { readCsvRecords } from "./csv-records.ts";
import { detectFormat } from "./formats/detect-format.ts";
import { generateLongFeed } from "./generate-long-feed.ts";

describe("generateLongFeed", () => {
  it("writes a long-format file that parses into valid rows", async () => {
    const dir = await mkdtemp(join(tmpdir(), "frontalier-generate-"));
    try {
      const path = join(dir, "feed.csv");
      await generateLongFeed(path, 10);
      const records = [];
      for await (const record of readCsvRecords(Readable.from([await readFile(path)]))) {
        records.push(record);
      }
      expect(records).toHaveLength(11);
      const [header, ...rows] = records;
      const format = detectFormat(header?.fields ?? []);
      expect(format?.id).toBe("multi-country-long");
      const parse = format?.createRowParser(header?.fields ?? [], {
        country: undefined,
        observedAt: undefined,
      });
      for (const row of rows) expect(parse?.(row.fields)).toHaveProperty("articleCode");
      expect(rows[0]?.fields.slice(0, 6)).toEqual([
        "10000000",
        "100.000.00",
        "true",
        "BILLY 0, test",
        "DE",
        "EUR",
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
