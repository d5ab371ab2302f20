import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { watchSystemColorMode } from "./features/color-mode/color-mode";
import { initConsent } from "./features/consent";
import { keepError } from "./features/crawler/startup-errors";
import { refreshSession } from "./features/session/session-store";
import { initI18n } from "./i18n/i18n";

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
    initConsent();
  });
