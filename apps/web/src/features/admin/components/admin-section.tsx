import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/use-translation";

/** A titled part of the admin page: its table once loaded, or why it is not there. */
export function AdminSection<T>({
  title,
  lead,
  query,
  isEmpty,
  empty,
  testId,
  children,
}: {
  title: string;
  lead?: string;
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  empty: string;
  testId: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation("admin");
  const { data, error } = query;
  return (
    <Card className="min-w-0 space-y-4 p-4 sm:p-6" data-testid={testId}>
      <h2 className="text-lg font-bold">{title}</h2>
      {lead && <p className="text-sm text-[var(--text-muted)]">{lead}</p>}
      {error && (
        <div className="space-y-3">
          <Alert tone="error" title={t("failed")}>
            {error.message}
          </Alert>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t("retry")}
          </Button>
        </div>
      )}
      {data === undefined && !error && <Spinner label={t("loading")} />}
      {data !== undefined &&
        (isEmpty(data) ? (
          <p className="text-sm text-[var(--text-muted)]">{empty}</p>
        ) : (
          children(data)
        ))}
    </Card>
  );
}
