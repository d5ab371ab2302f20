import { formatDateTime } from "@frontalier/shared/format-date";
import { useTranslation } from "../../../i18n/use-translation";
import { useContactMessages } from "../api/admin-api";
import { AdminSection } from "./admin-section";
import { AdminTable, Cell } from "./admin-table";

/** The contact form's messages, newest first, with whether the team's mail went out. */
export function ContactMessagesSection() {
  const { t, i18n } = useTranslation("admin");
  return (
    <AdminSection
      title={t("messages.title")}
      query={useContactMessages()}
      isEmpty={(rows) => rows.length === 0}
      empty={t("messages.empty")}
      testId="admin-contact-messages"
    >
      {(rows) => (
        <AdminTable
          caption={t("messages.caption")}
          testId="admin-contact-messages-table"
          columns={[
            { label: t("messages.received") },
            { label: t("messages.from") },
            { label: t("messages.subject") },
            { label: t("messages.message") },
            { label: t("messages.language") },
            { label: t("messages.mailed") },
          ]}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <Cell className="whitespace-nowrap">
                {formatDateTime(row.createdAt, i18n.language)}
              </Cell>
              <Cell className="min-w-44">
                {row.name}
                <br />
                <a className="break-all underline" href={`mailto:${row.email}`}>
                  {row.email}
                </a>
              </Cell>
              <Cell className="min-w-32 break-words">{row.subject || t("none")}</Cell>
              <Cell className="min-w-48 break-words whitespace-pre-wrap">{row.message}</Cell>
              <Cell>
                <span lang={row.locale}>{row.locale.toUpperCase()}</span>
              </Cell>
              <Cell>{row.mailedAt ? t("messages.yes") : t("messages.no")}</Cell>
            </tr>
          ))}
        </AdminTable>
      )}
    </AdminSection>
  );
}
