import { HINT_DELAY_MS, TIP_ROTATION_MS } from "@frontalier/shared/scanner/scan-constants";
import { rotatingTip, type ScanTip } from "@frontalier/shared/scanner/scan-tips";
import { useEffect, useState } from "react";

/** Spec §4.7: the rotating tip, counted from the overlay's opening, while `running`. */
export function useRotatingTip(running: boolean): ScanTip | null {
  const [openedAt] = useState(() => performance.now());
  const [tip, setTip] = useState<ScanTip | null>(null);
  useEffect(() => {
    if (!running) return;
    let timer = 0;
    const update = () => {
      const elapsed = performance.now() - openedAt;
      setTip(rotatingTip(elapsed));
      const next =
        elapsed < HINT_DELAY_MS
          ? HINT_DELAY_MS
          : HINT_DELAY_MS +
            (Math.floor((elapsed - HINT_DELAY_MS) / TIP_ROTATION_MS) + 1) * TIP_ROTATION_MS;
      timer = window.setTimeout(update, next - elapsed);
    };
    update();
    return () => window.clearTimeout(timer);
  }, [running, openedAt]);
  return running ? tip : null;
}
