import { Link } from "react-router";
import { useTranslation } from "../../../i18n/use-translation";

/** Under the podium's chart without premium: the history is shortened, premium gives the year. */
export function HistoryUpsell({ days }: { days: number }) {
  const { t } = useTranslation("alerts");
  return (
    <p className="text-sm text-[var(--text-muted)]" data-testid="history-upsell">
      {t("upsell.history", { days })}{" "}
      <Link to="/PaidRequired?feature=history" className="font-semibold underline">
        {t("upsell.cta")}
      </Link>
    </p>
  );
}
