import type { AdminFeedImport } from "@frontalier/shared/contracts/admin";
import { formatDateTime } from "@frontalier/shared/format-date";
import { useTranslation } from "../../../i18n/use-translation";
import { useFeedImports } from "../api/admin-api";
import { AdminSection } from "./admin-section";
import { AdminTable, Cell } from "./admin-table";

/** `npm run import`'s reports, newest first, each import's first rejected rows below. */
export function FeedImportsSection() {
  const { t, i18n } = useTranslation("admin");
  const count = (value: number) => value.toLocaleString(i18n.language);
  const result = (row: AdminFeedImport) =>
    row.error
      ? t("imports.stopped", { error: row.error })
      : t(row.dryRun ? "imports.dryRun" : "imports.ok");
  return (
    <AdminSection
      title={t("imports.title")}
      query={useFeedImports()}
      isEmpty={(rows) => rows.length === 0}
      empty={t("imports.empty")}
      testId="admin-feed-imports"
    >
      {(rows) => (
        <div className="space-y-4">
          <AdminTable
            caption={t("imports.caption")}
            testId="admin-feed-imports-table"
            columns={[
              { label: t("imports.file") },
              { label: t("imports.finished") },
              { label: t("imports.rowsRead"), numeric: true },
              { label: t("imports.inserted"), numeric: true },
              { label: t("imports.unchanged"), numeric: true },
              { label: t("imports.rejected"), numeric: true },
              { label: t("imports.result") },
            ]}
          >
            {rows.map((row) => (
              <tr key={row.id}>
                <Cell className="min-w-32 break-words">{row.source}</Cell>
                <Cell className="whitespace-nowrap">
                  {formatDateTime(row.finishedAt, i18n.language)}
                </Cell>
                <Cell numeric>{count(row.rowsRead)}</Cell>
                <Cell numeric>{count(row.inserted)}</Cell>
                <Cell numeric>{count(row.unchanged)}</Cell>
                <Cell numeric>{count(row.rejected)}</Cell>
                <Cell className={row.error ? "text-danger" : undefined}>{result(row)}</Cell>
              </tr>
            ))}
          </AdminTable>
          {rows
            .filter((row) => row.rejections.length > 0)
            .map((row) => (
              <details key={row.id} className="space-y-2">
                <summary className="cursor-pointer font-semibold">
                  {t("imports.rejectedRows", {
                    count: row.rejected,
                    file: row.source,
                    date: formatDateTime(row.finishedAt, i18n.language),
                  })}
                </summary>
                {row.rejections.length < row.rejected && (
                  <p className="text-sm text-[var(--text-muted)]">
                    {t("imports.rejectedShown", { count: row.rejections.length })}
                  </p>
                )}
                <AdminTable
                  caption={t("imports.rejectedCaption", { file: row.source })}
                  testId="admin-rejected-rows"
                  columns={[
                    { label: t("imports.line"), numeric: true },
                    { label: t("imports.reason") },
                  ]}
                >
                  {row.rejections.map((line) => (
                    <tr key={line.line}>
                      <Cell numeric>{count(line.line)}</Cell>
                      <Cell className="break-words">{line.reason}</Cell>
                    </tr>
                  ))}
                </AdminTable>
              </details>
            ))}
        </div>
      )}
    </AdminSection>
  );
}
