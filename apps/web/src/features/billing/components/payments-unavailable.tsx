import { Alert } from "../../../components/ui/alert";
import { useTranslation } from "../../../i18n/use-translation";

/** Said plainly wherever premium is offered while the site takes no payments. */
export function PaymentsUnavailable() {
  const { t } = useTranslation("billing");
  return (
    <div data-testid="payments-unavailable">
      <Alert tone="warning" title={t("unavailable.title")}>
        {t("unavailable.lead")}
      </Alert>
    </div>
  );
}
