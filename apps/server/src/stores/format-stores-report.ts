import type { ImportStoresReport } from "./import-stores.ts";
import type { StoreListRejection } from "./parse-store-list.ts";
import type { CountryRefresh } from "./refresh-stores.ts";

const MAX_REJECTIONS_SHOWN = 20;

const row = (label: string, value: number) => `${label.padEnd(12)}${String(value).padStart(6)}`;

export function formatImportReport(
  report: ImportStoresReport & { format: string; read: number; rejected: StoreListRejection[] },
): string {
  const lines = [
    `${report.dryRun ? "DRY RUN: nothing written\n" : ""}format      ${report.format}`,
    row("entries", report.read),
    row("countries", report.countries),
    row("inserted", report.inserted),
    row("updated", report.updated),
    row("unchanged", report.unchanged),
    row("removed", report.removed),
    row("rejected", report.rejected.length),
  ];
  for (const rejection of report.rejected.slice(0, MAX_REJECTIONS_SHOWN)) {
    lines.push(`  entry ${rejection.index + 1}: ${rejection.reason}`);
  }
  if (report.rejected.length > MAX_REJECTIONS_SHOWN) {
    lines.push(`  … and ${report.rejected.length - MAX_REJECTIONS_SHOWN} more`);
  }
  return lines.join("\n");
}

export function formatRefreshReport(results: readonly CountryRefresh[]): string {
  return results
    .map((result) =>
      result.ok
        ? `${result.country}  ${result.report.inserted} inserted, ${result.report.updated} updated, ` +
          `${result.report.unchanged} unchanged, ${result.report.removed} removed, ${result.rejected} rejected`
        : `${result.country}  failed: ${result.error} (stores kept)`,
    )
    .join("\n");
}
