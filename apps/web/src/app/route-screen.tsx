import type { RouteDef } from "@frontalier/shared/routes";
import { Suspense, useEffect } from "react";
import { useLocation, useParams } from "react-router";
import { ChooseCountryFirst, sendsOnArrival } from "../lib/session/guest-redirect";
import { markAppReady } from "./app-ready";
import { ErrorBoundary } from "./error-boundary";
import { ErrorScreen } from "./error-screen";
import { PageFallback } from "./layouts/page-fallback";
import { lazyPage } from "./page-registry";

function Ready() {
  useEffect(markAppReady, []);
  return null;
}

/**
 * One screen of the route table: its route check (spec §5: a failure is a 404 'Page Not Found'),
 * its lazily loaded page, and an error boundary for render errors and failed chunks.
 */
export function RouteScreen({ route }: { route: RouteDef }) {
  const params = useParams();
  const { pathname } = useLocation();
  if (route.check && !route.check(params)) {
    return <ErrorScreen kind="check-failed" />;
  }
  // A first visitor is sent to /select-country before the page they asked for is downloaded.
  if (sendsOnArrival(pathname)) return <ChooseCountryFirst />;
  const Page = lazyPage(route.id);
  return (
    <ErrorBoundary key={pathname} fallback={(error) => <ErrorScreen kind="render" error={error} />}>
      <Suspense fallback={<PageFallback />}>
        <Page />
        <Ready />
      </Suspense>
    </ErrorBoundary>
  );
}
