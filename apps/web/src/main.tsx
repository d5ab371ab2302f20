import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { createAppRouter } from "./app/router";
import { watchSystemColorMode } from "./features/color-mode/color-mode";
import { initConsent } from "./features/consent";
import { keepError } from "./features/crawler/startup-errors";
import { initI18n } from "./i18n/i18n";

// The router starts loading the first page's chunk while the translations load.
const router = createAppRouter();
const root = createRoot(document.getElementById("root")!);
const render = (i18nReady: boolean) =>
  root.render(
    <StrictMode>
      <App router={router} i18nReady={i18nReady} />
    </StrictMode>,
  );

render(false);
watchSystemColorMode();
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
