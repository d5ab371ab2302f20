import { type LayoutName, type RouteDef, routes } from "@frontalier/shared/routes";
import { createBrowserRouter, data, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { AuthLayout } from "./layouts/auth-layout";
import { BareLayout } from "./layouts/bare-layout";
import { DefaultLayout } from "./layouts/default-layout";
import { OldLayout } from "./layouts/old-layout";
import { loadPage } from "./page-registry";
import { RootShell } from "./root-shell";
import { RouteErrorPage } from "./route-error-page";

export interface RouteHandle {
  routeId: RouteDef["id"];
  noindex?: boolean;
}

export class RouteCheckFailed {
  constructor(readonly pathname: string) {}
}

function toRouteObject(route: RouteDef): RouteObject {
  const check = route.check;
  return {
    path: route.path,
    handle: { routeId: route.id, noindex: route.noindex } satisfies RouteHandle,
    // Spec §5: a failed route check gives 404 'Page Not Found: {path}'.
    loader: check
      ? ({ params, request }: LoaderFunctionArgs) => {
          if (!check(params)) throw data(new RouteCheckFailed(new URL(request.url).pathname), 404);
          return null;
        }
      : undefined,
    lazy: async () => ({ Component: (await loadPage(route.id)()).Page }),
    errorElement: <RouteErrorPage />,
  };
}

const layoutElements: Record<LayoutName, React.ReactElement> = {
  default: <DefaultLayout />,
  auth: <AuthLayout />,
  old: <OldLayout />,
  none: <BareLayout />,
};

export function buildRouteTree(): RouteObject[] {
  const byLayout = (layout: LayoutName) =>
    routes.filter((route) => route.layout === layout).map(toRouteObject);
  return [
    {
      element: <RootShell />,
      errorElement: <RouteErrorPage standalone />,
      children: [
        ...(["auth", "old", "none"] as const).map((layout) => ({
          element: layoutElements[layout],
          children: byLayout(layout),
        })),
        {
          element: layoutElements.default,
          children: [
            ...byLayout("default"),
            // Spec §2/§8: an unmatched path gives a non-fatal 404 'Page not found: {path}'.
            { path: "*", element: <RouteErrorPage notFound /> },
          ],
        },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(buildRouteTree());
