import { CloudOff, X } from "lucide-react";
import { IconButton } from "../../../components/ui/icon-button";
import { useTranslation } from "../../../i18n/use-translation";
import type { LineWrites } from "../api/wishlist-writes";

/**
 * Decision 043: how many of the shopper's changes wait for a connection, and each change the
 * server refused for good (the article was removed meanwhile, say), until the shopper closes it:
 * a change is never lost silently.
 */
export function PendingWrites({
  writes,
  names,
}: {
  writes: Pick<LineWrites, "waiting" | "refused" | "dismiss">;
  names: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation("wishlist");
  return (
    <div className="flex flex-col gap-2 print:hidden">
      <p
        role="status"
        className={writes.waiting > 0 ? "flex items-center gap-2 text-sm font-semibold" : "sr-only"}
        data-testid="pending-writes"
      >
        {writes.waiting > 0 && (
          <>
            <CloudOff aria-hidden="true" className="size-4 shrink-0 text-[var(--color-warning)]" />
            {t("writes.waiting", { count: writes.waiting })}
          </>
        )}
      </p>
      {writes.refused.map(({ write, reason }) => {
        const { payload } = write;
        const code = "code" in payload ? payload.code : null;
        return (
          <div
            key={write.id}
            role="alert"
            className="flex items-start justify-between gap-2 rounded-lg border border-[var(--color-danger)] bg-[var(--surface-raised)] p-3 text-sm"
            data-testid="refused-write"
          >
            <p>
              {code
                ? t("writes.refused", {
                    name: names.get(code) ?? (("label" in payload && payload.label) || code),
                    reason,
                  })
                : t("writes.refusedClear", { reason })}
            </p>
            <IconButton label={t("writes.dismiss")} onClick={() => writes.dismiss(write.id)}>
              <X size={16} aria-hidden="true" />
            </IconButton>
          </div>
        );
      })}
    </div>
  );
}
