import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router";
import { useBuildRefresh } from "../features/build-refresh/use-build-refresh";
import { AppLoader } from "../features/loader/app-loader";
import { i18n } from "../i18n/i18n";
import type { Router } from "../lib/router-types";

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, staleTime: 30_000 } },
});

function useRouterReady(router: Router): boolean {
  const [ready, setReady] = useState(router.state.initialized);
  useEffect(() => {
    if (router.state.initialized) setReady(true);
    return router.subscribe((state) => {
      if (state.initialized) setReady(true);
    });
  }, [router]);
  return ready;
}

export function App({ router, i18nReady }: { router: Router; i18nReady: boolean }) {
  const routerReady = useRouterReady(router);
  useBuildRefresh(router);
  return (
    <I18nextProvider i18n={i18n}>
      <AppLoader ready={i18nReady && routerReady} />
      {i18nReady && (
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      )}
    </I18nextProvider>
  );
}
