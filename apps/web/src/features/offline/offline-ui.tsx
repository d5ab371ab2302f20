import { OfflineBanner } from "./offline-banner";

export function OfflineUi() {
  return <OfflineBanner />;
}
