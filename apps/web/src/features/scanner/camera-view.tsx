import { Keyboard } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { addToWishlist } from "../../lib/session/add-to-wishlist";
import { CameraProblem } from "./camera-problem";
import { ManualEntry } from "./manual-entry";
import { PendingCodes } from "./pending-codes-list";
import { ScanStatus } from "./scan-status";
import { ScannedArticles } from "./scanned-articles";
import { useRotatingTip } from "./use-rotating-tip";
import { type ScannerView, useScanner } from "./use-scanner";

const stillLooking = (view: ScannerView) =>
  view.phase === "starting" || view.phase === "retrying" || view.phase === "scanning";

const frameColour = (view: ScannerView) =>
  view.phase === "success" || view.phase === "capturing"
    ? "border-emerald-400"
    : view.phase === "analysing"
      ? "border-amber-300"
      : "border-white/90";

/** One scanning session: camera, frame, status; or its camera problem, or its list of articles. */
export function CameraView({
  goToArticle,
  onRestart,
}: {
  /** Throws when the navigation fails. */
  goToArticle: (code: string) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation("scanner");
  const videoRef = useRef<HTMLVideoElement>(null);
  const viewRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const view = useScanner(videoRef, viewRef, goToArticle);
  const tip = useRotatingTip(stillLooking(view) || view.phase === "analysing");
  const [typing, setTyping] = useState(false);
  const [navigationFailed, setNavigationFailed] = useState(false);
  const tryGoTo = (code: string) => {
    try {
      goToArticle(code);
    } catch {
      setNavigationFailed(true);
    }
  };

  if (view.phase === "camera-error") {
    return <CameraProblem failure={view.failure} onRetry={onRestart} onCode={tryGoTo} />;
  }
  if (view.phase === "success" && view.payload.kind === "articles") {
    const { label } = view.payload;
    return (
      <ScannedArticles
        items={view.payload.items}
        onAddAll={() => addToWishlist({ label })}
        onScanAgain={onRestart}
      />
    );
  }
  return (
    <>
      <div
        ref={viewRef}
        className="relative min-h-0 flex-1 overflow-hidden bg-black [container-type:size]"
      >
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label={t("videoLabel")}
          className="absolute inset-0 size-full object-cover"
        />
        {/* 70cqmin: FRAME_FRACTION of the view's smaller side, the square scanRegion reads. */}
        <div
          aria-hidden="true"
          className={cn(
            "absolute top-1/2 left-1/2 size-[70cqmin] -translate-x-1/2 -translate-y-1/2 rounded-2xl border-4 shadow-[0_0_0_100vmax_rgba(0,0,0,0.45)] transition-colors",
            frameColour(view),
          )}
        />
      </div>
      <div
        ref={panelRef}
        tabIndex={-1}
        className="space-y-3 bg-black/90 px-4 py-4 text-white outline-none"
      >
        <ScanStatus view={view} tip={tip} onRetryNavigation={tryGoTo} />
        {stillLooking(view) && (
          <div className="max-h-48 overflow-y-auto rounded-xl">
            <PendingCodes onEmptied={() => panelRef.current?.focus()} />
          </div>
        )}
        {navigationFailed && (
          <p role="alert" className="font-semibold text-red-300">
            {t("navigation.error")}
          </p>
        )}
        {view.phase === "capturing" || view.phase === "success" ? null : typing ? (
          <div className="rounded-xl bg-[var(--surface)] p-4 text-[var(--text)]">
            <ManualEntry onCode={tryGoTo} autoFocus />
          </div>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setTyping(true)}
            className="text-white hover:bg-white/10"
          >
            <Keyboard size={16} aria-hidden="true" />
            {t("manual.show")}
          </Button>
        )}
      </div>
    </>
  );
}
