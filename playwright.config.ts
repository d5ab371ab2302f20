import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./bench/lib/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 4321);
const analyticsPort = port + 1;
const reportDir = process.env.TEST_REPORT_DIR;
const dataDir = mkdtempSync(join(tmpdir(), "frontalier-e2e-"));

export default defineConfig({
  testDir: "apps/web/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: reportDir
    ? [["list"], ["json", { outputFile: `${reportDir}/playwright.json` }]]
    : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "fr-FR",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: `node apps/web/e2e/support/fake-analytics-server.mjs ${analyticsPort}`,
      url: `http://127.0.0.1:${analyticsPort}/health`,
      reuseExistingServer: false,
    },
    {
      command: "node --import tsx apps/server/src/main.ts",
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        NODE_ENV: "test",
        LOG_LEVEL: "warn",
        DATA_DIR: dataDir,
        ANALYTICS_SCRIPT_URL: `http://127.0.0.1:${analyticsPort}/gtag.js`,
        ANALYTICS_ID: "G-TEST123",
      },
    },
  ],
});
