import { describe, expect, it } from "vitest";
import { formatReport } from "./format-report.ts";
import type { ImportReport } from "./import-report.ts";

const report = (overrides: Partial<ImportReport> = {}): ImportReport => ({
  source: "feed.csv",
  format: "multi-country-long",
  formatLabel: "multi-country long format",
  dryRun: false,
  rowsRead: 3694,
  inserted: 2960,
  unchanged: 0,
  updated: 12,
  offersCreated: 2948,
  articlesCreated: 2900,
  articlesUpdated: 3,
  rejected: 734,
  rejectedByCode: { "duplicate-in-file": 732, "unparsable-price": 2 },
  rejections: [
    { line: 3, code: "unparsable-price", reason: 'unparsable price "abc"' },
    { line: 9, code: "duplicate-in-file", reason: "duplicate in file: same as line 4" },
  ],
  elapsedMs: 2000,
  ...overrides,
});

describe("formatReport", () => {
  it("prints the totals, the reasons and the first rejected lines", () => {
    expect(formatReport(report())).toBe(
      [
        "feed.csv: multi-country long format",
        "  rows read  3,694  data rows (the header is not counted)",
        "  inserted   2,960  new price observations",
        "  unchanged      0  observations already stored",
        "  updated       12  existing offers moved to a newer observation",
        "  rejected     734  rows not imported",
        "  (offers created 2,948, articles created 2,900, articles updated 3)",
        "Rejected by reason: duplicate-in-file 732, unparsable-price 2",
        "Rejected lines (the first 2 of 734):",
        '  line 3: unparsable price "abc"',
        "  line 9: duplicate in file: same as line 4",
        "  ... and 732 more",
        "Done in 2.0 s (1,847 rows/s).",
      ].join("\n"),
    );
  });

  it("says so on a dry run and lists nothing when nothing was rejected", () => {
    const text = formatReport(
      report({ dryRun: true, rejected: 0, rejectedByCode: {}, rejections: [] }),
    );
    expect(text.split("\n")[0]).toBe(
      "DRY RUN, nothing was saved. feed.csv: multi-country long format",
    );
    expect(text).not.toContain("Rejected");
  });
});
