import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { APP_CONFIG_PLACEHOLDER, type AppConfig } from "@frontalier/shared/contracts/app-config";
import { appConfigScript } from "./app-config-script.ts";
import { inlineScriptHashes } from "./inline-script-hashes.ts";

export interface WebIndex {
  /** index.html with the app configuration in place, ready to send. */
  html: string;
  /** CSP sources for its inline scripts. */
  scriptHashes: string[];
}

/** Reads and prepares the built index.html once at start; null when the web app is not built. */
export function loadWebIndex(webDistDir: string, appConfig: AppConfig): WebIndex | null {
  const file = join(webDistDir, "index.html");
  if (!existsSync(file)) return null;
  const source = readFileSync(file, "utf8");
  const script = appConfigScript(appConfig);
  let html: string;
  if (source.includes(APP_CONFIG_PLACEHOLDER)) {
    html = source.replace(APP_CONFIG_PLACEHOLDER, () => script);
  } else if (/<\/head>/i.test(source)) {
    html = source.replace(/<\/head>/i, (end) => `${script}${end}`);
  } else {
    html = `${script}${source}`;
  }
  return { html, scriptHashes: inlineScriptHashes(html) };
}
