import { Suspense } from "react";
import { Outlet } from "react-router";
import { PageFallback } from "./page-fallback";

/** No layout (spec §2: /select-country). */
export function BareLayout() {
  return (
    <main id="main" className="min-h-dvh">
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
