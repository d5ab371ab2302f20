import { SCAN_FORMAT_NAMES, shownScanText } from "@frontalier/shared/scanner/scan-format";
import type { ScanTip } from "@frontalier/shared/scanner/scan-tips";
import { CircleCheck, Lightbulb } from "lucide-react";
import { Button } from "../../components/ui/button";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import type { ScannerView } from "./use-scanner";

function QualityBar({ quality }: { quality: number }) {
  const { t } = useTranslation("scanner");
  const percent = Math.round(quality * 100);
  const label = t("quality", { percent });
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium">{label}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-white/20"
      >
        <div
          className={cn(
            "h-full rounded-full transition-[width]",
            percent < 50 ? "bg-amber-400" : "bg-emerald-400",
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/** Spec §4 "Scanner": the status text of each state, the quality bar and the tip. */
export function ScanStatus({
  view,
  tip,
  onRetryNavigation,
}: {
  view: ScannerView;
  tip: ScanTip | null;
  onRetryNavigation: (code: string) => void;
}) {
  const { t } = useTranslation("scanner");
  const shownTip = view.phase === "analysing" ? view.tip : tip;
  return (
    <div className="space-y-3">
      <div aria-live="polite" aria-atomic="true" className="space-y-1" data-testid="scanner-status">
        {view.phase === "starting" && <p>{t("status.starting")}</p>}
        {view.phase === "retrying" && (
          <>
            <p className="font-semibold">{t("camera.error")}</p>
            <p>{t("status.retrying")}</p>
          </>
        )}
        {view.phase === "scanning" && !view.unrecognised && <p>{t("status.scanning")}</p>}
        {view.phase === "scanning" && view.unrecognised && (
          <>
            <p className="font-semibold">
              {t("status.unrecognised", { format: SCAN_FORMAT_NAMES[view.read.format] })}
            </p>
            <p className="break-all text-sm" data-testid="scanner-read">
              {t("status.read", { text: shownScanText(view.read.text) })}
            </p>
          </>
        )}
        {view.phase === "analysing" && <p className="font-semibold">{t("status.analysing")}</p>}
        {view.phase === "capturing" && <p className="font-semibold">{t("status.capturing")}</p>}
        {view.phase === "success" && (
          <>
            <p className="flex items-center gap-2 text-lg font-bold text-emerald-300">
              <CircleCheck size={22} aria-hidden="true" />
              {t("status.validated")}
            </p>
            <p>{t("status.detected")}</p>
            <p>{t("status.redirecting")}</p>
          </>
        )}
        {view.phase === "navigation-error" && (
          <p role="alert" className="font-semibold text-red-300">
            {t("navigation.error")}
          </p>
        )}
      </div>
      {(view.phase === "analysing" || view.phase === "capturing") && (
        <QualityBar quality={view.quality} />
      )}
      {view.phase === "navigation-error" && (
        <Button variant="secondary" onClick={() => onRetryNavigation(view.code)}>
          {t("navigation.retry")}
        </Button>
      )}
      {shownTip && (
        <p className="flex items-center gap-2 text-sm text-amber-200" data-testid="scanner-tip">
          <Lightbulb size={16} aria-hidden="true" />
          <span className="sr-only">{t("tips.label")}: </span>
          {t(`tips.${shownTip}`)}
        </p>
      )}
    </div>
  );
}
