import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { useTranslation } from "../../i18n/use-translation";
import type { CameraFailure } from "./camera";
import { ManualEntry } from "./manual-entry";

const explanation: Record<CameraFailure, string> = {
  denied: "camera.denied",
  "no-camera": "camera.noCamera",
  unavailable: "camera.unavailable",
};

/** Spec §8 'Impossible d'accéder à la caméra', what to do about it, and the typed code. */
export function CameraProblem({
  failure,
  onRetry,
  onCode,
}: {
  failure: CameraFailure;
  onRetry: () => void;
  onCode: (code: string) => void;
}) {
  const { t } = useTranslation("scanner");
  return (
    <div className="flex flex-1 flex-col gap-6 overflow-y-auto bg-[var(--surface)] p-6 text-[var(--text)]">
      <Alert tone="error" title={t("camera.error")}>
        {t(explanation[failure])}
      </Alert>
      {failure === "unavailable" && (
        <Button variant="secondary" onClick={onRetry} className="self-start">
          {t("camera.retry")}
        </Button>
      )}
      <ManualEntry onCode={onCode} autoFocus />
    </div>
  );
}
