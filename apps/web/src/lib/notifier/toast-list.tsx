import { X } from "lucide-react";
import { Toast } from "radix-ui";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../cn";
import { noticeBorderLeft, noticeIcons, noticeText } from "./notice-style";
import type { ToastItem } from "./notifier-store";
import { TOAST_TIMEOUT_MS } from "./timing";

interface Props {
  toasts: readonly ToastItem[];
  onDismiss(id: number): void;
}

/**
 * Radix pauses every timer while the viewport is hovered or holds focus (and while the window is
 * in the background), then resumes with the time left.
 */
export function ToastList({ toasts, onDismiss }: Props) {
  const { t } = useTranslation("notifier");
  return (
    <Toast.Provider duration={TOAST_TIMEOUT_MS} label={t("toast.label")} swipeDirection="right">
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
      <Toast.Viewport
        label={t("toast.viewport")}
        className={cn(
          "fixed right-2 left-2 z-[70] m-0 flex list-none flex-col gap-2 p-0 outline-none",
          "sm:left-auto sm:w-96",
          // Above the mobile bottom bar (spec §9 breakpoint: width 768 or height 500).
          "bottom-[calc(env(safe-area-inset-bottom)+4.5rem)]",
          "[@media(min-width:769px)_and_(min-height:501px)]:right-4",
          "[@media(min-width:769px)_and_(min-height:501px)]:bottom-4",
        )}
      />
    </Toast.Provider>
  );
}

function ToastCard({ toast, onDismiss }: { toast: ToastItem; onDismiss(id: number): void }) {
  const { t } = useTranslation("notifier");
  const Icon = noticeIcons[toast.kind];
  return (
    <Toast.Root
      // Errors interrupt the screen reader; the rest wait for a pause.
      type={toast.kind === "error" ? "foreground" : "background"}
      duration={toast.duration}
      onOpenChange={(open) => {
        if (!open) onDismiss(toast.id);
      }}
      data-kind={toast.kind}
      className={cn(
        "flex items-start gap-3 rounded-lg border border-l-4 border-[var(--border)] p-3 shadow-lg",
        "bg-[var(--surface-raised)] text-[var(--text)]",
        noticeBorderLeft[toast.kind],
      )}
    >
      <Icon aria-hidden className={cn("mt-0.5 size-5 shrink-0", noticeText[toast.kind])} />
      <div className="min-w-0 flex-1 text-sm text-[var(--text)]">
        {toast.title && <Toast.Title className="font-semibold">{toast.title}</Toast.Title>}
        <Toast.Description>
          <span className="sr-only">
            {t("toast.kindLabel", { kind: t(`kinds.${toast.kind}`) })}{" "}
          </span>
          {toast.message}
        </Toast.Description>
      </div>
      <Toast.Close
        aria-label={t("toast.close")}
        className="-m-1 rounded p-1 text-[var(--text-muted)] hover:bg-[var(--surface-muted)] hover:text-[var(--text)]"
      >
        <X aria-hidden className="size-4" />
      </Toast.Close>
    </Toast.Root>
  );
}
