import { Outlet } from "react-router";
import { ConsentBanner } from "../features/consent";
import { HashScroll } from "../features/navigation/hash-scroll";
import { NotifierHost } from "../features/notifier";
import { DocumentTitle } from "./document-title";

export function RootShell() {
  return (
    <>
      <DocumentTitle />
      <HashScroll />
      <Outlet />
      <ConsentBanner />
      <NotifierHost />
    </>
  );
}
