import { lazy, Suspense } from "react";
import type { ErrorKind } from "./route-error-page";

// The error page (with its content search) is only downloaded when an error is shown.
const RouteErrorPage = lazy(async () => ({
  default: (await import("./route-error-page")).RouteErrorPage,
}));

export function ErrorScreen(props: { kind: ErrorKind; error?: unknown; standalone?: boolean }) {
  return (
    <Suspense fallback={null}>
      <RouteErrorPage {...props} />
    </Suspense>
  );
}
