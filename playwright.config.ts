import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./bench/lib/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 4321);
const analyticsPort = port + 1;
/** The fake OpenID Connect provider of the sign-in tests (e2e/oidc.spec.ts). */
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 4330);
/** The local SMTP server that catches the app's mail, and its HTTP reader (e2e/support/mail-catcher.ts). */
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 2);
const smtpReaderUrl = `http://127.0.0.1:${smtpPort + 1}`;
const appUrl = `http://127.0.0.1:${port}`;
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
    // The offline tests allow the app's service worker (decision 041); elsewhere it would answer
    // requests that page.route is meant to see.
    serviceWorkers: "block",
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
      command: `node --import tsx apps/server/src/identity/oidc/fake-provider-cli.ts ${oidcPort} ${appUrl}/auth/callback frontalier-e2e e2e-secret`,
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
    },
    {
      command: `node apps/web/e2e/support/fake-smtp-server.mjs ${smtpPort} ${smtpPort + 1}`,
      url: `${smtpReaderUrl}/health`,
      reuseExistingServer: false,
    },
    {
      // The compiled server, as production runs it (decision 032), compiled first so that the
      // sources under test are the ones compiled: under a second when `npm run build` just did it
      // (only changed files are compiled again), 5 to 20 s from nothing on a busy machine.
      command:
        "node --import tsx scripts/build-server.ts && node --enable-source-maps apps/server/dist/main.js",
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        NODE_ENV: "test",
        LOG_LEVEL: "warn",
        DATA_DIR: dataDir,
        ANALYTICS_SCRIPT_URL: `http://127.0.0.1:${analyticsPort}/gtag.js`,
        ANALYTICS_ID: "G-TEST123",
        // The provider sends the browser back to PUBLIC_URL/auth/callback: the host the tests use.
        PUBLIC_URL: appUrl,
        // Mail goes out by SMTP to the catcher, where the tests read it (e2e/support/mail-catcher.ts):
        // the development outbox refuses requests that came through a proxy, as theirs do.
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // As in a deployment behind a proxy on the same machine: every test is a visitor of its
        // own, named by the X-Forwarded-For its browser sends (e2e/support/fixtures.ts), so the
        // per-address limits (sign-ups, logins, contact…) count per test, not for the whole suite
        // that reaches the server from 127.0.0.1.
        TRUST_PROXY: "loopback",
        OIDC_PROVIDERS: JSON.stringify([
          {
            id: "fakeid",
            name: "Fake ID",
            issuer: `http://127.0.0.1:${oidcPort}`,
            clientId: "frontalier-e2e",
            clientSecret: "e2e-secret",
          },
        ]),
      },
    },
  ],
});
