import { APP_CONFIG_ELEMENT_ID, type AppConfig } from "@frontalier/shared/contracts/app-config";

/** `<` (and its friends) escaped so that no value can close the script element early. */
const escapeForScript = (json: string): string =>
  json.replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");

export const appConfigScript = (appConfig: AppConfig): string =>
  `<script type="application/json" id="${APP_CONFIG_ELEMENT_ID}">${escapeForScript(JSON.stringify(appConfig))}</script>`;
