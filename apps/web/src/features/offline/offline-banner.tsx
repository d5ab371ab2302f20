import { WifiOff } from "lucide-react";
import { useSyncExternalStore } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { fetchedAtText } from "../../lib/offline/fetched-at";
import {
  forgetOfflineAnswers,
  getOldestFetchedAt,
  subscribeOfflineAnswers,
} from "../../lib/offline/offline-answers";

function subscribeOnline(listener: () => void): () => void {
  const online = () => {
    forgetOfflineAnswers();
    listener();
  };
  window.addEventListener("online", online);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", online);
    window.removeEventListener("offline", listener);
  };
}

/**
 * Issue 26: while the shopper is offline (or the page shows copies the worker kept because the
 * network failed), a banner says so and when what is shown was fetched.
 */
export function OfflineBanner() {
  const { t, i18n } = useTranslation("common");
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const fetchedAt = useSyncExternalStore(
    subscribeOfflineAnswers,
    getOldestFetchedAt,
    getOldestFetchedAt,
  );
  if (online && fetchedAt === null) return null;
  const when = fetchedAt === null ? null : fetchedAtText(fetchedAt, i18n.language, Date.now());
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className={cn(
        "fixed inset-x-2 z-50 mx-auto flex max-w-xl items-start gap-2 rounded-xl border p-3 shadow-lg",
        "border-[var(--color-warning)] bg-[var(--surface-raised)] text-sm text-[var(--text)]",
        // Spec §9 mobile breakpoint (width 768 or height 500): above the bottom bar.
        "bottom-[calc(env(safe-area-inset-bottom)+4.5rem)]",
        "[@media(min-width:769px)_and_(min-height:501px)]:bottom-4",
      )}
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-[var(--color-warning)]" />
      <p>
        <strong>{t("offline.title")}</strong>{" "}
        {when ? t(when.key, { time: when.time, date: when.date }) : t("offline.noCopy")}
      </p>
    </div>
  );
}
