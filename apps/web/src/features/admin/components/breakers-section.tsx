import type { BreakerStateName } from "@frontalier/shared/contracts/admin";
import { countryLabel } from "@frontalier/shared/countries";
import { formatDateTime } from "@frontalier/shared/format-date";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { useBreakers } from "../api/admin-api";
import { AdminSection } from "./admin-section";
import { AdminTable, Cell } from "./admin-table";

/** The circuits to IKEA of the instance that answered, by country and host. */
export function BreakersSection() {
  const { t, i18n } = useTranslation("admin");
  const state = (value: BreakerStateName) => (
    <span className={cn(value !== "closed" && "font-semibold text-danger")}>
      {t(`breakers.${value}`)}
    </span>
  );
  return (
    <AdminSection
      title={t("breakers.title")}
      lead={t("breakers.lead")}
      query={useBreakers()}
      isEmpty={(breakers) => !breakers.connected}
      empty={t("breakers.notConnected")}
      testId="admin-breakers"
    >
      {({ countries }) => {
        const open = countries.filter((c) => c.product !== "closed" || c.search !== "closed");
        return (
          <div className="space-y-3">
            <p data-testid="admin-breakers-summary">
              {open.length === 0
                ? t("breakers.allClosed")
                : t("breakers.summary", { count: open.length })}
            </p>
            <AdminTable
              caption={t("breakers.caption")}
              testId="admin-breakers-table"
              columns={[
                { label: t("breakers.country") },
                { label: t("breakers.product") },
                { label: t("breakers.search") },
                { label: t("breakers.heldUntil") },
              ]}
            >
              {countries.map((row) => (
                <tr key={row.country}>
                  <Cell>{countryLabel(row.country, i18n.language)}</Cell>
                  <Cell>{state(row.product)}</Cell>
                  <Cell>{state(row.search)}</Cell>
                  <Cell>
                    {row.heldUntil ? formatDateTime(row.heldUntil, i18n.language) : t("none")}
                  </Cell>
                </tr>
              ))}
            </AdminTable>
          </div>
        );
      }}
    </AdminSection>
  );
}
