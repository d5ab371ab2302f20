import type { RouteId } from "@frontalier/shared/routes";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { PageHeading } from "../ui/page-heading";

/** A page's frame: its translated title and lead (routes.<id>), then its content. */
export function RoutePage({ id, children }: { id: RouteId; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10" data-route={id}>
      <PageHeading title={t(`routes.${id}.title`)} lead={t(`routes.${id}.description`)} />
      {children}
    </div>
  );
}
