import { InstallPrompt } from "./install-prompt";
import { OfflineBanner } from "./offline-banner";

export function OfflineUi() {
  return (
    <>
      <OfflineBanner />
      <InstallPrompt />
    </>
  );
}
