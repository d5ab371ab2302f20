import { ConsentHost } from "../features/consent";
import { OfflineHost } from "../features/offline/offline-start";
import { HashScroll } from "../lib/navigation/hash-scroll";
import { NotifierHost } from "../lib/notifier";
import { GuestRedirect } from "../lib/session/guest-redirect";
import { AppRoutes } from "./app-routes";
import { DocumentTitle } from "./document-title";

export function RootShell() {
  return (
    <>
      <DocumentTitle />
      <HashScroll />
      <GuestRedirect />
      <AppRoutes />
      <ConsentHost />
      <NotifierHost />
      <OfflineHost />
    </>
  );
}
