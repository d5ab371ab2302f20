import type { AlertChannel } from "@frontalier/shared/contracts/alert-channel";
import { useId, useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { useTranslation } from "../../../i18n/use-translation";
import { usePushKey } from "../api/push-api";
import { pushPermission, pushSupported, subscribeThisDevice } from "../push-device";

const CHANNELS = ["email", "push", "both"] as const satisfies readonly AlertChannel[];

/**
 * "By e-mail / notification on this phone / both" for an alert form (decision 042), offered only
 * when the server sends pushes and this browser can show them. `prepare` runs on the form's
 * submit: for a channel with push it asks the permission and saves this browser's subscription,
 * and says whether the alert may be saved.
 */
export function useChannelChoice(current: AlertChannel | undefined) {
  const { t } = useTranslation("alerts");
  const supported = pushSupported();
  const key = usePushKey(supported);
  const offered = supported && key.data?.available === true && key.data.publicKey !== null;
  const [channel, setChannel] = useState<AlertChannel>(current ?? "email");
  const [problem, setProblem] = useState<"denied" | "failed" | null>(null);
  const name = useId();
  const problemId = useId();
  const chosen: AlertChannel = offered ? channel : (current ?? "email");

  const prepare = async (): Promise<boolean> => {
    if (!offered || chosen === "email" || !key.data?.publicKey) return true;
    setProblem(null);
    try {
      const outcome = await subscribeThisDevice(key.data.publicKey);
      if (outcome === "denied") setProblem("denied");
      return outcome === "subscribed";
    } catch {
      setProblem("failed");
      return false;
    }
  };

  const deniedAlready = offered && chosen !== "email" && pushPermission() === "denied";
  const shown = problem ?? (deniedAlready ? "denied" : null);
  const element = offered ? (
    <fieldset className="space-y-2" aria-describedby={shown ? problemId : undefined}>
      <legend className="text-sm font-semibold">{t("push.legend")}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {CHANNELS.map((option) => (
          <label key={option} className="flex min-h-10 items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={option}
              checked={chosen === option}
              onChange={() => {
                setChannel(option);
                setProblem(null);
              }}
              className="h-5 w-5 accent-[var(--color-brand)]"
              data-testid={`alert-channel-${option}`}
            />
            {t(`push.${option}`)}
          </label>
        ))}
      </div>
      {shown && (
        <div id={problemId} data-testid="alert-channel-problem">
          <Alert tone="error" title={shown === "denied" ? t("push.denied") : t("push.failed")} />
        </div>
      )}
    </fieldset>
  ) : null;

  const savedMessage = (fallback: string) =>
    chosen === "push" ? t("push.savedPush") : chosen === "both" ? t("push.savedBoth") : fallback;

  return { channel: chosen, element, prepare, savedMessage };
}
