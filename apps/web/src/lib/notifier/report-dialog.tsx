import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useRef } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../cn";
import { useReturnFocus } from "../use-return-focus";
import { overlayClass, panelClass } from "./modal-style";
import { noticeBorderTop, noticeIcons, noticeText } from "./notice-style";
import type { ReportItem } from "./notifier-store";
import { reportTimeout } from "./timing";

interface Props {
  item: ReportItem;
  onClose(): void;
}

/** Spec §8: a short modal report that closes itself (1500 ms for success, 1000 ms otherwise). */
export function ReportDialog({ item, onClose }: Props) {
  const { t } = useTranslation("notifier");
  const Icon = noticeIcons[item.kind];
  const returnFocus = useReturnFocus();
  // The timer belongs to the report, not to renders: other notifications must not restart it.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const timer = window.setTimeout(() => close.current(), reportTimeout(item.kind));
    return () => window.clearTimeout(timer);
  }, [item.kind]);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content
          className={cn(panelClass, "border-t-4", noticeBorderTop[item.kind])}
          data-testid="report-dialog"
          {...returnFocus}
          data-kind={item.kind}
        >
          <div className="flex items-start gap-3">
            <Icon aria-hidden className={cn("mt-0.5 size-6 shrink-0", noticeText[item.kind])} />
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-lg font-bold text-[var(--text)]">
                {t(`kinds.${item.kind}`)}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-[var(--text)]">
                {item.message}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t("report.close")}
              className="-m-1 rounded p-1 text-[var(--text-muted)] hover:bg-[var(--surface-muted)] hover:text-[var(--text)]"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
