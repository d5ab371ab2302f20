import type { RouteId } from "@frontalier/shared/routes";
import { useTranslation } from "../../../i18n/use-translation";

/** The title and lead of a page in the auth card (`routes.<id>` of common). */
export function AuthHeading({ id }: { id: RouteId }) {
  const { t } = useTranslation();
  return (
    <div className="mb-6 space-y-1">
      <h1 className="text-2xl font-extrabold tracking-tight">{t(`routes.${id}.title`)}</h1>
      <p className="text-[var(--text-muted)]">{t(`routes.${id}.description`)}</p>
    </div>
  );
}
