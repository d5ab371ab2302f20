import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { Header } from "../../components/layout/header";
import { MobileBar } from "../../components/layout/mobile-bar";
import { openConsentSettings } from "../../features/consent";
import { useIsMobile } from "../../lib/use-media-query";
import { PageFallback } from "./page-fallback";
import { SkipLink } from "./skip-link";

// Below the fold on desktop and absent on mobile: not part of the first download.
const Footer = lazy(async () => ({
  default: (await import("../../components/layout/footer")).Footer,
}));

/** The default layout: fixed header, the page below it, footer (desktop) or bottom bar (mobile). */
export function DefaultLayout({ shifted = true }: { shifted?: boolean }) {
  const isMobile = useIsMobile();
  const top = !shifted ? "" : isMobile ? "pt-14" : "pt-[6.5rem]";
  return (
    <>
      <SkipLink />
      <Header />
      <main
        id="main"
        tabIndex={-1}
        className={`${top} ${isMobile ? "pb-20" : ""} min-h-[70vh] outline-none`}
      >
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      {isMobile ? (
        <MobileBar />
      ) : (
        <Suspense fallback={null}>
          <Footer onOpenCookieSettings={openConsentSettings} />
        </Suspense>
      )}
    </>
  );
}
