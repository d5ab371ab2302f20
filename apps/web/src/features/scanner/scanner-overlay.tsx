import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { useIsMobile } from "../../lib/use-media-query";
import { CameraView } from "./camera-view";
import { OfflineScanResult } from "./offline-scan-result";
import { scannedPodiumPath } from "./podium-path";

/**
 * Spec §2 "Scanner overlay": full screen, titled 'Scanner QR Code', with a close button. On mobile
 * it stops above the bottom bar, whose scanner icon toggles it. A scan result leaves for the
 * podium, which closes it.
 */
export function ScannerOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("scanner");
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [attempt, setAttempt] = useState(0);
  /** An article scanned offline: its kept price, or kept to look up later (decision 047). */
  const [offlineCode, setOfflineCode] = useState<string | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);

  // Replaces the scanner in the history: Back from the podium returns to where it was opened.
  const goToArticle = (code: string) => {
    const path = scannedPodiumPath(code);
    if (navigator.onLine) navigate(path, { replace: true });
    else setOfflineCode(code);
  };
  const scanAgain = () => {
    setOfflineCode(null);
    setAttempt((n) => n + 1);
  };

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="scanner-title"
      data-testid="scanner-overlay"
      className={cn(
        "fixed inset-x-0 top-0 z-[55] flex flex-col bg-black text-white",
        isMobile ? "bottom-[calc(4rem+env(safe-area-inset-bottom))]" : "bottom-0",
      )}
    >
      <header className="flex items-center justify-between gap-4 px-4 py-3">
        <h2 id="scanner-title" className="text-lg font-bold">
          {t("title")}
        </h2>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label={t("close")}
          className="inline-flex size-10 items-center justify-center rounded-full hover:bg-white/15"
        >
          <X size={24} aria-hidden="true" />
        </button>
      </header>
      {offlineCode ? (
        <OfflineScanResult code={offlineCode} onScanAgain={scanAgain} />
      ) : (
        <CameraView key={attempt} goToArticle={goToArticle} onRestart={scanAgain} />
      )}
    </div>
  );
}
