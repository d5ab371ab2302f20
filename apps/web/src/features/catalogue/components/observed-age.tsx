import { RefreshCw } from "lucide-react";
import { useTranslation } from "../../../i18n/use-translation";
import { formatAge } from "../../../lib/format/age";
import { formatDate } from "../../../lib/format/date";

/**
 * How old a country's price is ("il y a 3 heures", the date on hover and for screen readers),
 * and whether it is being looked up again at the retailer right now.
 */
export function ObservedAge({
  observedAt,
  refreshing,
  label,
}: {
  observedAt: string | null;
  refreshing: boolean;
  /** Words around the age (`Relevé {{age}}`); the age alone without them. */
  label?: (age: string) => string;
}) {
  const { t, i18n } = useTranslation("catalogue");
  const lang = i18n.language;
  if (!observedAt && !refreshing) return <span>–</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2">
      {observedAt && (
        <time dateTime={observedAt} title={formatDate(observedAt, lang)}>
          {label ? label(formatAge(observedAt, lang)) : formatAge(observedAt, lang)}
        </time>
      )}
      {refreshing && observedAt && (
        <span className="inline-flex items-center gap-1 text-xs" data-testid="refreshing">
          <RefreshCw aria-hidden="true" className="size-3 motion-safe:animate-spin" />
          {t("observedAge.refreshing")}
        </span>
      )}
    </span>
  );
}
