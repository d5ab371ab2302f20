import type { AdminJobRun } from "@frontalier/shared/contracts/admin";
import { formatDateTime } from "@frontalier/shared/format-date";
import { useTranslation } from "../../../i18n/use-translation";
import { useJobRuns } from "../api/admin-api";
import { AdminSection } from "./admin-section";
import { AdminTable, Cell } from "./admin-table";

const outcomeKey = (run: AdminJobRun) =>
  run.outcome === null ? "jobs.running" : run.outcome === "ok" ? "jobs.ok" : "jobs.failed";

/** Each scheduled job's last run, whichever instance ran it. */
export function JobsSection() {
  const { t, i18n } = useTranslation("admin");
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : t("never"));
  return (
    <AdminSection
      title={t("jobs.title")}
      query={useJobRuns()}
      isEmpty={(rows) => rows.length === 0}
      empty={t("jobs.empty")}
      testId="admin-jobs"
    >
      {(rows) => (
        <AdminTable
          caption={t("jobs.caption")}
          testId="admin-jobs-table"
          columns={[
            { label: t("jobs.job") },
            { label: t("jobs.started") },
            { label: t("jobs.outcome") },
            { label: t("jobs.duration"), numeric: true },
            { label: t("jobs.lastSuccess") },
            { label: t("jobs.runs"), numeric: true },
            { label: t("jobs.failures"), numeric: true },
            { label: t("jobs.error") },
          ]}
        >
          {rows.map((run) => (
            <tr key={run.job}>
              <Cell className="whitespace-nowrap">
                <code>{run.job}</code>
              </Cell>
              <Cell className="whitespace-nowrap">{when(run.startedAt)}</Cell>
              <Cell className={run.outcome === "failed" ? "text-danger" : undefined}>
                {t(outcomeKey(run))}
              </Cell>
              <Cell numeric>
                {run.durationMs === null
                  ? t("none")
                  : t("duration", { seconds: Math.round(run.durationMs / 100) / 10 })}
              </Cell>
              <Cell className="whitespace-nowrap">{when(run.lastSuccessAt)}</Cell>
              <Cell numeric>{run.runs.toLocaleString(i18n.language)}</Cell>
              <Cell numeric>{run.failures.toLocaleString(i18n.language)}</Cell>
              <Cell className="min-w-32 break-words">{run.error ?? t("none")}</Cell>
            </tr>
          ))}
        </AdminTable>
      )}
    </AdminSection>
  );
}
