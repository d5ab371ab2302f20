import { BrowserRouter } from "react-router";
import { useBuildRefresh } from "../features/build-refresh/use-build-refresh";
import { AppLoader } from "../features/loader/app-loader";
import { i18n } from "../i18n/i18n";
import { I18nProvider } from "../i18n/i18n-provider";
import { useAppReady } from "./app-ready";
import { ErrorBoundary } from "./error-boundary";
import { ErrorScreen } from "./error-screen";
import { RootShell } from "./root-shell";

export function App({ i18nReady }: { i18nReady: boolean }) {
  const appReady = useAppReady();
  useBuildRefresh();
  return (
    <I18nProvider i18n={i18n}>
      <AppLoader ready={i18nReady && appReady} />
      {i18nReady && (
        <BrowserRouter>
          <ErrorBoundary
            fallback={(error) => <ErrorScreen kind="render" error={error} standalone />}
          >
            <RootShell />
          </ErrorBoundary>
        </BrowserRouter>
      )}
    </I18nProvider>
  );
}
