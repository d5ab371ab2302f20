import { useTranslation } from "../../../i18n/use-translation";

export type Phase = { step: "uploading"; percent: number } | { step: "parsing" };

/** Bytes sent → the phase shown: the upload's percent, then parsing once the last byte is out. */
export const phaseOf = ({ loaded, total }: { loaded: number; total: number }): Phase =>
  loaded >= total
    ? { step: "parsing" }
    : { step: "uploading", percent: Math.round((loaded / total) * 100) };

/** The upload's progress in percent, then an indeterminate bar while the server reads the PDF. */
export function ImportProgress({ phase }: { phase: Phase }) {
  const { t } = useTranslation("pdf-import");
  const label = phase.step === "uploading" ? t("upload.uploading") : t("upload.parsing");
  const percent = phase.step === "uploading" ? phase.percent : null;
  return (
    <div className="space-y-2" data-testid="pdf-import-progress">
      <p className="text-sm font-semibold">{label}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        className="h-3 overflow-hidden rounded-full bg-[var(--surface-muted)]"
      >
        <div
          className={
            percent === null
              ? "h-full w-1/3 animate-pulse rounded-full bg-brand"
              : "h-full rounded-full bg-brand transition-[width]"
          }
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
