import type { ImportReport } from "./import-report.ts";

const count = (n: number) => n.toLocaleString("en-US");

/** The report the command prints: totals, then the rejected lines an operator has to look at. */
export function formatReport(report: ImportReport): string {
  const lines: string[] = [];
  const heading = `${report.source}: ${report.formatLabel}`;
  lines.push(report.dryRun ? `DRY RUN, nothing was saved. ${heading}` : heading);
  const totals: [string, number, string][] = [
    ["rows read", report.rowsRead, "data rows (the header is not counted)"],
    ["inserted", report.inserted, "new price observations"],
    ["unchanged", report.unchanged, "observations already stored"],
    ["updated", report.updated, "existing offers moved to a newer observation"],
    ["rejected", report.rejected, "rows not imported"],
  ];
  const width = Math.max(...totals.map(([, n]) => count(n).length));
  for (const [label, n, meaning] of totals) {
    lines.push(`  ${label.padEnd(10)} ${count(n).padStart(width)}  ${meaning}`);
  }
  lines.push(
    `  (offers created ${count(report.offersCreated)}, articles created ` +
      `${count(report.articlesCreated)}, articles updated ${count(report.articlesUpdated)})`,
  );
  if (report.rejected > 0) {
    const byCode = Object.entries(report.rejectedByCode)
      .sort(([, a], [, b]) => b - a)
      .map(([code, n]) => `${code} ${count(n)}`);
    lines.push(`Rejected by reason: ${byCode.join(", ")}`);
    const listed = report.rejections.length;
    lines.push(
      listed < report.rejected
        ? `Rejected lines (the first ${count(listed)} of ${count(report.rejected)}):`
        : "Rejected lines:",
    );
    // A JSON feed's rows are the items of its answer, numbered in file order.
    const unit = report.format === "retailer-json" ? "item" : "line";
    for (const rejection of report.rejections) {
      const reason =
        unit === "item" ? rejection.reason.replace(/\bline (\d+)/g, "item $1") : rejection.reason;
      lines.push(`  ${unit} ${rejection.line}: ${reason}`);
    }
    if (listed < report.rejected) lines.push(`  ... and ${count(report.rejected - listed)} more`);
  }
  const seconds = report.elapsedMs / 1000;
  const rate = seconds > 0 ? Math.round(report.rowsRead / seconds) : report.rowsRead;
  lines.push(`Done in ${seconds.toFixed(1)} s (${count(rate)} rows/s).`);
  return lines.join("\n");
}
