import { type LayoutName, routes } from "@frontalier/shared/routes";
import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { ErrorScreen } from "./error-screen";
import { DefaultLayout } from "./layouts/default-layout";
import { OldLayout } from "./layouts/old-layout";
import { RouteScreen } from "./route-screen";

// Layouts other than the default one are downloaded with the first page that needs them.
const AuthLayout = lazy(async () => ({
  default: (await import("./layouts/auth-layout")).AuthLayout,
}));
const BareLayout = lazy(async () => ({
  default: (await import("./layouts/bare-layout")).BareLayout,
}));

const layoutElements: Record<LayoutName, React.ReactElement> = {
  default: <DefaultLayout />,
  old: <OldLayout />,
  auth: (
    <Suspense fallback={null}>
      <AuthLayout />
    </Suspense>
  ),
  none: (
    <Suspense fallback={null}>
      <BareLayout />
    </Suspense>
  ),
};

const layouts: LayoutName[] = ["auth", "old", "none", "default"];

/** The route table of packages/shared, grouped under the layout of each route (spec §2). */
export function AppRoutes() {
  return (
    <Routes>
      {layouts.map((layout) => (
        <Route key={layout} element={layoutElements[layout]}>
          {routes
            .filter((route) => route.layout === layout)
            .map((route) => (
              <Route key={route.path} path={route.path} element={<RouteScreen route={route} />} />
            ))}
          {layout === "default" && (
            // Spec §2/§8: an unmatched path gives a non-fatal 404 'Page not found: {path}'.
            <Route path="*" element={<ErrorScreen kind="not-found" />} />
          )}
        </Route>
      ))}
    </Routes>
  );
}
