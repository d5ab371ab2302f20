import { BASKET_MAX_ITEMS, FREE_BASKETS } from "@frontalier/shared/contracts/wishlist";
import { wishlistPath } from "@frontalier/shared/route-links";
import type { Ref } from "react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { useTranslation } from "../../../i18n/use-translation";
import type { SharedCopy } from "../api/wishlist-api";

/** How many articles were copied, where, and how many were not and why (issue 19). */
export function SharedCopyReport({ copy, ref }: { copy: SharedCopy; ref: Ref<HTMLDivElement> }) {
  const { t, i18n } = useTranslation("wishlist");
  const max = new Intl.NumberFormat(i18n.language).format(BASKET_MAX_ITEMS);
  const linkClass = "font-semibold text-brand underline underline-offset-2";
  return (
    <Alert
      ref={ref}
      tone={copy.noRoom > 0 || copy.unknown > 0 ? "warning" : "success"}
      title={t("shared.report.copied", { count: copy.added + copy.updated })}
      className="outline-none focus-visible:ring-2 focus-visible:ring-brand"
    >
      <div data-testid="copy-report" className="space-y-2">
        <ul className="list-disc space-y-1 ps-5">
          {copy.intoCurrent && (
            <li data-testid="copy-into-current">
              {t("shared.report.intoCurrent", { count: FREE_BASKETS })}
            </li>
          )}
          {copy.noRoom > 0 && (
            <li data-testid="copy-no-room">
              {t("shared.report.noRoom", { count: copy.noRoom, max })}
            </li>
          )}
          {copy.unknown > 0 && (
            <li data-testid="copy-unknown">
              {t("shared.report.unknown", { count: copy.unknown })}
            </li>
          )}
        </ul>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <Link to={wishlistPath(copy.basketId, copy.position)} className={linkClass}>
            {t("shared.report.open")}
          </Link>
          {copy.intoCurrent && (
            <Link to="/subscription" className={linkClass} data-testid="copy-premium">
              {t("shared.report.premium", { count: FREE_BASKETS })}
            </Link>
          )}
        </p>
      </div>
    </Alert>
  );
}
