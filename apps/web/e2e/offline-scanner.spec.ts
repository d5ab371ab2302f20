import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, chromium, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../../bench/lib/chromium";
import { writeCodeVideo } from "./scanner-camera";
import { baseURL, chooseCountry, expect, goto, test } from "./support/fixtures";

// Decision 047: these tests run the app's service worker, which the other tests block.
test.use({ serviceWorkers: "allow" });
test.describe.configure({ timeout: 90_000 });

/** KALLAX and BILLY: real articles with prices in every country. */
const kallax = { code: "80275887", formatted: "802.758.87" };
const billy = { code: "00263850", formatted: "002.638.50" };

/** Waits until the service worker has installed this build and answers for the page. */
async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
    timeout: 20_000,
  });
}

async function expectOverlayAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include('[data-testid="scanner-overlay"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
}

/**
 * The minutes between `start` and now as the app writes them in French (14:05); a copy fetched
 * the day before (the test ran across midnight) also says its day.
 */
function minutesSince(start: number): string {
  const minutes: string[] = [];
  for (let at = start - (start % 60_000); at <= Date.now(); at += 60_000) {
    minutes.push(new Date(at).toLocaleTimeString("fr-FR", { hour: "2-digit", minute: "2-digit" }));
  }
  return minutes.join("|");
}

/**
 * A browser whose camera films `video`, on a profile kept on disk: a second launch with another
 * video (the camera's file is fixed per launch) finds the first one's worker and kept answers.
 */
async function withCamera(
  profile: string,
  video: string,
  headers: Record<string, string>,
  run: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM_PATH,
    args: [
      ...CHROMIUM_FLAGS,
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
    baseURL: baseURL(),
    locale: "fr-FR",
    permissions: ["camera"],
    serviceWorkers: "allow",
    extraHTTPHeaders: headers,
  });
  try {
    await context.addCookies([{ name: "cookie_consent", value: "declined", url: baseURL() }]);
    const page = context.pages()[0] ?? (await context.newPage());
    await run(page, context);
  } finally {
    await context.close();
  }
}

test("offline, a scanned article shows the price kept with its time, and one never opened is kept to look up once back online", async ({
  extraHTTPHeaders,
}) => {
  const profile = mkdtempSync(join(tmpdir(), "frontalier-offline-scan-"));
  // Beside the browser profile, not in the test's output folder: another run of the suite in the
  // same checkout empties that folder when it starts, and the camera would lose its file.
  const kallaxVideo = join(profile, "kallax.y4m");
  const billyVideo = join(profile, "billy.y4m");
  await writeCodeVideo(kallaxVideo, `https://www.ikea.com/fr/fr/p/kallax-${kallax.code}/`);
  await writeCodeVideo(billyVideo, `https://www.ikea.com/fr/fr/p/billy-${billy.code}/`);
  const start = Date.now();
  try {
    await withCamera(profile, kallaxVideo, extraHTTPHeaders ?? {}, async (page, context) => {
      await chooseCountry(page);
      // The wishlist page keeps the app for the store (decision 041), then KALLAX's podium is
      // opened with the worker answering, so that it keeps the answer.
      const { profile: session } = await (await page.request.get("/api/_auth/session")).json();
      await goto(page, `/wishlist/${session.iBasket}?index=0`);
      await controlledByWorker(page);
      await goto(page, `/podium/${kallax.formatted}`);
      await expect(page.getByTestId("podium-steps")).toBeVisible();
      const podium = await (
        await page.request.get(`/api/articles/${kallax.code}/podium?countries=FR&home=FR`)
      ).json();
      expect(podium.article.name).toBeTruthy();

      await context.setOffline(true);
      await page.goto("/scanner");
      const overlay = page.getByRole("dialog", { name: "Scanner QR Code" });
      const result = overlay.getByTestId("offline-scan-result");
      await expect(result).toBeVisible({ timeout: 20_000 });
      await expect(result.getByRole("heading", { level: 3 })).toContainText(kallax.formatted);
      await expect(result.getByTestId("scanned-price")).toContainText(/Le moins cher\s:\s.+€/);
      await expect(result.getByTestId("scanned-price-time")).toContainText(
        new RegExp(`récupérés (le .+ )?à (${minutesSince(start)})\\.`),
      );
      await expect(overlay.getByTestId("pending-codes")).toHaveCount(0);
      await expect(result.getByRole("heading", { level: 3 })).toBeFocused();
      await expectOverlayAccessible(page);
      // Its podium, from the kept answer, with the banner.
      await result.getByRole("link", { name: "Voir le podium" }).click();
      await expect(page.getByTestId("podium-steps")).toBeVisible();
      await expect(page.getByTestId("offline-banner")).toContainText("Hors ligne");
    });

    await withCamera(profile, billyVideo, extraHTTPHeaders ?? {}, async (page, context) => {
      await context.setOffline(true);
      await page.goto("/scanner");
      const overlay = page.getByRole("dialog", { name: "Scanner QR Code" });
      const result = overlay.getByTestId("offline-scan-result");
      await expect(result).toBeVisible({ timeout: 20_000 });
      await expect(result.getByRole("heading", { level: 3 })).toHaveText(
        `Article ${billy.formatted} reconnu`,
      );
      await expect(result.getByTestId("scanned-no-price")).toContainText(
        "Prix non disponible hors ligne",
      );
      const pending = result.getByTestId("pending-codes");
      await expect(pending.getByRole("heading")).toHaveText(
        "1 article scanné hors ligne, à chercher",
      );
      await expect(pending.getByTestId("pending-code")).toHaveText(
        new RegExp(`${billy.formatted}.*Prix cherché au retour de la connexion`),
      );
      await expectOverlayAccessible(page);
      // Kept across a reload: never dropped silently.
      expect(await page.evaluate(() => localStorage.getItem("frontalier.scanner-pending"))).toBe(
        JSON.stringify([billy.code]),
      );

      await context.setOffline(false);
      await page.evaluate(() => window.dispatchEvent(new Event("online")));
      const line = pending.getByTestId("pending-code");
      await expect(line.getByRole("link")).toContainText(billy.formatted, { timeout: 15_000 });
      await expect(line.getByTestId("scanned-price")).toContainText(/Le moins cher\s:\s.+€/);
      await expectOverlayAccessible(page);
      // Removed by the shopper only; the focus stays in the scanner.
      await line.getByRole("button", { name: `Retirer ${billy.formatted} de la liste` }).click();
      await expect(pending).toHaveCount(0);
      await expect(result.getByRole("heading", { level: 3 })).toBeFocused();
      expect(await page.evaluate(() => localStorage.getItem("frontalier.scanner-pending"))).toBe(
        "[]",
      );
    });
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});

test("a connection that never answers (lie-fi): the page and the kept podium show after the worker's timeouts, with the banner's time", async ({
  page,
  context,
}) => {
  const start = Date.now();
  const { profile } = await (await page.request.get("/api/_auth/session")).json();
  await goto(page, `/wishlist/${profile.iBasket}?index=0`);
  await controlledByWorker(page);
  await goto(page, `/podium/${kallax.formatted}`);
  const steps = page.getByTestId("podium-steps");
  await expect(steps).toBeVisible();
  const shown = (await steps.textContent()) ?? "";
  await goto(page, "/");

  // From now on the podium's page and its answer, as the worker asks them, neither come nor fail.
  const held: string[] = [];
  const hold = (route: { request(): { url(): string } }) => {
    held.push(new URL(route.request().url()).pathname);
  };
  await context.route(`**/podium/${kallax.formatted}`, hold);
  await context.route("**/api/articles/*/podium?*", hold);
  const asked = Date.now();
  await page.goto(`/podium/${kallax.formatted}`);
  // The worker waits NETWORK_TIMEOUT_MS (4 s) for the page, then for the answer: the shell, then
  // the kept copy, with no spinner left.
  await expect(steps).toHaveText(shown, { timeout: 15_000 });
  expect(Date.now() - asked).toBeGreaterThanOrEqual(7_000);
  expect(held).toEqual([`/podium/${kallax.formatted}`, `/api/articles/${kallax.code}/podium`]);
  const banner = page.getByTestId("offline-banner");
  await expect(banner).toContainText("Hors ligne");
  await expect(banner).toContainText(new RegExp(`récupéré (le .+ )?à (${minutesSince(start)})\\.`));
});
