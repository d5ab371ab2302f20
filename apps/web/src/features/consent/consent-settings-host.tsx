import { lazy, Suspense, useState } from "react";
import { useConsent } from "./consent";

// Radix Dialog and Switch only load once someone asks for the settings.
const ConsentSettingsDialog = lazy(() =>
  import("./consent-settings-dialog").then((module) => ({ default: module.ConsentSettingsDialog })),
);

export function ConsentSettingsHost() {
  const { settingsOpen } = useConsent();
  // Stays mounted after the first opening so Radix can hand focus back when it closes.
  const [requested, setRequested] = useState(false);
  if (settingsOpen && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ConsentSettingsDialog />
    </Suspense>
  );
}
