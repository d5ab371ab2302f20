import { ConsentBanner } from "../features/consent";
import { HashScroll } from "../features/navigation/hash-scroll";
import { NotifierHost } from "../features/notifier";
import { GuestRedirect } from "../features/session/guest-redirect";
import { AppRoutes } from "./app-routes";
import { DocumentTitle } from "./document-title";

export function RootShell() {
  return (
    <>
      <DocumentTitle />
      <HashScroll />
      <GuestRedirect />
      <AppRoutes />
      <ConsentBanner />
      <NotifierHost />
    </>
  );
}
