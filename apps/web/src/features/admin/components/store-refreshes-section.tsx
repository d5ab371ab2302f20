import { countryLabel } from "@frontalier/shared/countries";
import { formatDateTime } from "@frontalier/shared/format-date";
import { useTranslation } from "../../../i18n/use-translation";
import { useStoreRefreshes } from "../api/admin-api";
import { AdminSection } from "./admin-section";
import { AdminTable, Cell } from "./admin-table";

/** Each country's store-list refreshes from IKEA (the weekly job or `npm run import:stores`). */
export function StoreRefreshesSection() {
  const { t, i18n } = useTranslation("admin");
  return (
    <AdminSection
      title={t("stores.title")}
      query={useStoreRefreshes()}
      isEmpty={(rows) => rows.length === 0}
      empty={t("stores.empty")}
      testId="admin-store-refreshes"
    >
      {(rows) => (
        <AdminTable
          caption={t("stores.caption")}
          testId="admin-store-refreshes-table"
          columns={[
            { label: t("stores.country") },
            { label: t("stores.finished") },
            { label: t("stores.result") },
            { label: t("stores.rejected"), numeric: true },
          ]}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <Cell>{countryLabel(row.country, i18n.language)}</Cell>
              <Cell className="whitespace-nowrap">
                {formatDateTime(row.finishedAt, i18n.language)}
              </Cell>
              <Cell className={row.ok ? undefined : "text-danger"}>
                {row.ok
                  ? t("stores.stores", { count: row.stores ?? 0 })
                  : t("stores.failed", { error: row.error ?? "" })}
              </Cell>
              <Cell numeric>{row.rejected === null ? t("none") : row.rejected}</Cell>
            </tr>
          ))}
        </AdminTable>
      )}
    </AdminSection>
  );
}
