import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { startConsent } from "./features/consent";
import { startOffline } from "./features/offline/offline-start";
import { initI18n } from "./i18n/i18n";
import { watchSystemColorMode } from "./lib/color-mode/color-mode";
import { keepError } from "./lib/crawler/startup-errors";
import { refreshSession } from "./lib/session/session-store";

const root = createRoot(document.getElementById("root")!);
const render = (i18nReady: boolean) =>
  root.render(
    <StrictMode>
      <App i18nReady={i18nReady} />
    </StrictMode>,
  );

render(false);
watchSystemColorMode();
// Spec §4: the session is fetched from the server at start-up.
void refreshSession();
initI18n()
  .catch((error: unknown) => {
    // Spec §8: start-up errors are kept and shown on the error page.
    console.error("Failed locale loading", error);
    keepError(error);
  })
  .finally(() => {
    render(true);
    startConsent();
    startOffline();
  });
