import { AlertDialog } from "radix-ui";
import { buttonClass } from "../../components/ui/button";
import { useTranslation } from "../../i18n/use-translation";
import { useReturnFocus } from "../use-return-focus";
import { overlayClass, panelClass } from "./modal-style";
import type { ConfirmRequest } from "./notifier-store";

interface Props {
  request: ConfirmRequest;
  onAnswer(answer: boolean): void;
}

/** Spec §8: titled 'Confirmation' with 'Non' and 'Oui'; Radix focuses 'Non', the safe choice. */
export function ConfirmDialog({ request, onAnswer }: Props) {
  const { t } = useTranslation("notifier");
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onAnswer(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClass} />
        <AlertDialog.Content className={panelClass} data-testid="confirm-dialog" {...returnFocus}>
          <AlertDialog.Title className="text-lg font-bold">
            {request.title ?? t("confirm.title")}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-[var(--text)]">
            {request.message}
          </AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass("secondary")}>
              {t("confirm.no")}
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass("primary")} onClick={() => onAnswer(true)}>
              {t("confirm.yes")}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
