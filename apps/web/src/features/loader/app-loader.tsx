import { useEffect, useState } from "react";
import { appConfig } from "../../config/app-config";
import { useTranslation } from "../../i18n/use-translation";

/** Spec §4/§9: the progress bar starts filling after 100 ms; the loader is gone after 2000 ms. */
export const LOADER_PROGRESS_DELAY_MS = 100;
export const LOADER_HIDE_AFTER_MS = 2000;

/**
 * The start-up loader. It leaves as soon as the app is ready, and at the latest after 2000 ms
 * (docs/decisions/004-start-up-loader.md), so a fast start is never held back.
 */
export function AppLoader({ ready }: { ready: boolean }) {
  const { t, ready: i18nReady } = useTranslation("common", { useSuspense: false });
  const [progress, setProgress] = useState(false);
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    const progressTimer = setTimeout(() => setProgress(true), LOADER_PROGRESS_DELAY_MS);
    const hideTimer = setTimeout(() => setExpired(true), LOADER_HIDE_AFTER_MS);
    return () => {
      clearTimeout(progressTimer);
      clearTimeout(hideTimer);
    };
  }, []);

  if (ready || expired) return null;
  return (
    <div className="app-loader" role="status" aria-live="polite" data-testid="app-loader">
      <div className="app-loader__brand">{appConfig.brandName}</div>
      <div className="app-loader__text">
        {i18nReady ? t("loader.text") : "Chargement en cours"}
        <span className="app-loader__dots" aria-hidden="true">
          <span>.</span>
          <span>.</span>
          <span>.</span>
        </span>
      </div>
      <div className="app-loader__track" aria-hidden="true">
        <div className="app-loader__bar" data-progress={progress ? "true" : "false"} />
      </div>
    </div>
  );
}
