import { Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { useTranslation } from "../../../i18n/use-translation";
import type { ReviewAction } from "../review-state";

/** The last cell of a review row: takes the line out of the import. */
export function RemoveLineCell({
  lineKey,
  code,
  dispatch,
  wordOnWide = false,
}: {
  lineKey: string;
  /** How the line is named to screen readers ("Remove <code> from the import"). */
  code: string;
  dispatch(action: ReviewAction): void;
  /** Says "Remove" next to the icon from the `sm` breakpoint up. */
  wordOnWide?: boolean;
}) {
  const { t } = useTranslation("pdf-import");
  return (
    <td className="p-2">
      <Button
        variant="ghost"
        size="sm"
        aria-label={t("review.removeLine", { code })}
        onClick={() => dispatch({ type: "remove", key: lineKey })}
      >
        <Trash2 size={16} aria-hidden="true" />
        {wordOnWide && <span className="hidden sm:inline">{t("review.remove")}</span>}
      </Button>
    </td>
  );
}
