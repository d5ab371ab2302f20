import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { bundleLabel } from "./bundle-label";
import {
  cameraCalls,
  fakeCameraFailure,
  launchWithCamera,
  recordStreams,
  trackStates,
  writeCodeVideo,
} from "./scanner-camera";
import { baseURL, chooseCountry, expect, goto, test } from "./support/fixtures";

interface DemoArticle {
  code: string;
  name: string;
  formattedCode: string;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const byCode = (a: { code: string }, b: { code: string }) => a.code.localeCompare(b.code);

/** A browser whose camera films `video`, and a page on our server: country chosen, consent answered. */
async function withCamera(
  video: string,
  run: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const browser: Browser = await launchWithCamera(video);
  try {
    const context = await browser.newContext({
      baseURL: baseURL(),
      locale: "fr-FR",
      permissions: ["camera"],
    });
    await context.addCookies([{ name: "cookie_consent", value: "declined", url: baseURL() }]);
    const page = await context.newPage();
    await chooseCountry(page);
    await recordStreams(page);
    await run(page, context);
  } finally {
    await browser.close();
  }
}

test.describe("scanner (issue 6)", () => {
  test("a retailer URL's QR code, opened from the home tabs, leads to the article's podium", async ({
    request,
  }) => {
    test.setTimeout(60_000);
    const article = await (async () => {
      const response = await request.get("/api/articles?q=a&limit=20");
      const { items } = (await response.json()) as { items: DemoArticle[] };
      return items[0]!;
    })();
    const video = test.info().outputPath("retailer-url.y4m");
    await writeCodeVideo(video, `https://www.ikea.com/fr/fr/p/demo-article-${article.code}/`);

    await withCamera(video, async (page) => {
      const fetched: string[] = [];
      page.on("request", (r) => fetched.push(new URL(r.url()).pathname));
      await page.goto("/?tab=scanner");
      await expect(page.getByTestId("app-loader")).toHaveCount(0, { timeout: 10_000 });
      await page.waitForLoadState("networkidle");
      // Nothing of the scanner is downloaded before it opens.
      expect(fetched.filter((path) => /scanner|decoder|zxing/.test(path))).toEqual([]);

      await page.getByRole("link", { name: "Ouvrir le scanner" }).click();
      const overlay = page.getByRole("dialog", { name: "Scanner QR Code" });
      await expect(overlay).toBeVisible();
      await expect(overlay.getByText("QR Code validé !")).toBeVisible({ timeout: 15_000 });
      await expect(overlay.getByText("QR CODE détecté")).toBeVisible();
      await expect(overlay.getByText("Redirection...")).toBeVisible();
      // Spec §4.4: the camera stops at success, before the redirection.
      expect(await trackStates(page)).not.toContain("live");

      await expect(page).toHaveURL(new RegExp(`/podium/${escaped(article.formattedCode)}$`));
      await expect(overlay).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.name);

      // Our own hashed .wasm, never a CDN's.
      const wasm = fetched.filter((path) => path.endsWith(".wasm"));
      expect(wasm).toHaveLength(1);
      expect(wasm[0]).toMatch(/^\/assets\/zxing_reader-[\w-]+\.wasm$/);
    });
  });

  test("a multi-article code lists its articles and adds them all to the wishlist", async () => {
    test.setTimeout(60_000);
    const video = test.info().outputPath("multi-article.y4m");
    await writeCodeVideo(video, "(91)A17(240)80245678(30)2(240)80275887(30)1", { gs1: true });

    await withCamera(video, async (page) => {
      // The request the scanner sends is recorded, then goes to the real wishlist API.
      const bulkRequests: unknown[] = [];
      await page.route("**/api/wishlist/items/bulk", async (route) => {
        bulkRequests.push(route.request().postDataJSON());
        await route.continue();
      });
      await goto(page, "/scanner");
      const overlay = page.getByRole("dialog", { name: "Scanner QR Code" });
      await expect(overlay.getByRole("heading", { name: "Articles trouvés" })).toBeVisible({
        timeout: 15_000,
      });
      await expect(overlay.getByText("Articles dans ce code : 2")).toBeVisible();
      const rows = overlay.getByRole("listitem");
      // French typography: a no-break space before the colon.
      await expect(rows).toHaveText([
        /802\.456\.78\s*Quantité\s: 2/,
        /802\.758\.87\s*Quantité\s: 1/,
      ]);
      expect(await trackStates(page)).not.toContain("live");

      await overlay.getByRole("button", { name: "Tout ajouter à ma liste d’envies" }).click();
      // KALLAX 802.758.87 is a real article; no article has 802.456.78: one added, one unknown.
      await expect(overlay.getByText("Articles ajoutés à votre liste d’envies : 1")).toBeVisible();
      await expect(overlay.getByText("Inconnus d’IKEA, non ajoutés : 802.456.78")).toBeVisible();
      const wishlist = await (await page.request.get("/api/wishlist")).json();
      expect(wishlist.items).toMatchObject([{ code: "80275887", quantity: 1 }]);
      // Into the current basket, said explicitly; the label as scanned, which the server reads
      // itself (a label's articles are free, a long list sent as lines is a premium import).
      expect(bulkRequests).toEqual([
        { label: expect.stringMatching(/24080245678.*24080275887/), basket: "current" },
      ]);
      await expect(page).toHaveURL(/\/scanner$/);
    });
  });

  test("a bundle label's Data Matrix lists its 19 articles with summed quantities and adds them in one step", async ({
    request,
  }) => {
    test.setTimeout(60_000);
    const response = await request.get("/api/articles?q=a&limit=20");
    const { items } = (await response.json()) as { items: DemoArticle[] };
    expect(items.length).toBeGreaterThanOrEqual(19);
    const articles = items.slice(0, 19);
    const label = bundleLabel(articles.map((article) => article.code));
    const video = test.info().outputPath("bundle-label.y4m");
    // The retailer's label: 24 lines, no separator anywhere, as a plain Data Matrix.
    await writeCodeVideo(video, label.plain, { format: "DataMatrix", codeSide: 300 });

    await withCamera(video, async (page) => {
      const bulkRequests: unknown[] = [];
      await page.route("**/api/wishlist/items/bulk", async (route) => {
        bulkRequests.push(route.request().postDataJSON());
        await route.continue();
      });
      await goto(page, "/scanner");
      const overlay = page.getByRole("dialog", { name: "Scanner QR Code" });
      await expect(overlay.locator("video")).toBeVisible();
      // Within 10 s of the camera showing the label.
      await expect(overlay.getByRole("heading", { name: "Articles trouvés" })).toBeVisible({
        timeout: 10_000,
      });
      await expect(overlay.getByText("Articles dans ce code : 19")).toBeVisible();
      const rows = overlay.getByRole("listitem");
      await expect(rows).toHaveText(
        label.articles.map(({ code, quantity }) => {
          const formatted = articles.find((article) => article.code === code)!.formattedCode;
          return new RegExp(`${escaped(formatted)}\\s*Quantité\\s: ${quantity}$`);
        }),
      );

      await overlay.getByRole("button", { name: /^Tout ajouter/ }).click();
      await expect(overlay.getByText(/^Articles ajoutés à votre .+\s: 19$/)).toBeVisible();
      expect(bulkRequests).toHaveLength(1);
      const wishlist = (await (await page.request.get("/api/wishlist")).json()) as {
        items: { code: string; quantity: number }[];
      };
      expect(wishlist.items.map(({ code, quantity }) => ({ code, quantity })).sort(byCode)).toEqual(
        [...label.articles].sort(byCode),
      );
    });
  });

  test("the close button stops the camera and goes back to the page it was opened from", async () => {
    const video = test.info().outputPath("no-code.y4m");
    await writeCodeVideo(video, "https://www.ikea.com/fr/fr/");
    await withCamera(video, async (page) => {
      await goto(page, "/?tab=scanner");
      await page.getByRole("link", { name: "Ouvrir le scanner" }).click();
      const overlay = page.getByRole("dialog", { name: "Scanner QR Code" });
      await expect(overlay.locator("video")).toBeVisible();
      await expect.poll(() => trackStates(page)).toEqual(["live"]);
      // A QR code without an article code is read, but never accepted.
      const unrecognised = overlay.getByText("Ce code (QR code) ne contient pas de code article");
      await expect(unrecognised).toBeVisible({ timeout: 15_000 });
      // What was read is shown, so that the shopper sees it was not an article.
      await expect(overlay.getByTestId("scanner-read")).toHaveText(
        "Lu : https://www.ikea.com/fr/fr/",
      );
      // Spec §4.7: tips after 2 s without a validated code.
      await expect(overlay.getByTestId("scanner-tip")).toBeVisible();

      const results = await new AxeBuilder({ page })
        .include('[data-testid="scanner-overlay"]')
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);

      await overlay.getByRole("button", { name: "Fermer le scanner" }).click();
      await expect(overlay).toHaveCount(0);
      await expect(page).toHaveURL(/\/\?tab=scanner$/);
      expect(await trackStates(page)).toEqual(["ended"]);
    });
  });

  test("a refused camera says so and lets the shopper type the code", async ({ page }) => {
    await fakeCameraFailure(page, "NotAllowedError");
    await goto(page, "/scanner");
    const overlay = page.getByRole("dialog", { name: "Scanner QR Code" });
    await expect(overlay.getByRole("alert")).toContainText("Impossible d’accéder à la caméra");
    await expect(overlay.getByRole("alert")).toContainText("Vous avez refusé l’accès à la caméra");
    // A refusal is not asked again.
    expect(await cameraCalls(page)).toHaveLength(1);

    const results = await new AxeBuilder({ page })
      .include('[data-testid="scanner-overlay"]')
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);

    const field = overlay.getByLabel("Code article");
    await field.fill("1234");
    await overlay.getByRole("button", { name: "Voir le podium" }).click();
    await expect(overlay.getByText(/Ce n’est pas un code article/)).toBeVisible();
    await field.fill("302 637 91");
    await overlay.getByRole("button", { name: "Voir le podium" }).click();
    await expect(page).toHaveURL(/\/podium\/302\.637\.91$/);
    await expect(overlay).toHaveCount(0);
  });

  test("a failing camera is retried once with only the rear-facing preference", async ({
    page,
  }) => {
    await fakeCameraFailure(page, "NotReadableError");
    await goto(page, "/scanner");
    const overlay = page.getByRole("dialog", { name: "Scanner QR Code" });
    await expect(overlay.getByRole("alert")).toContainText("Impossible d’accéder à la caméra");
    expect(await cameraCalls(page)).toEqual([
      {
        audio: false,
        video: {
          facingMode: "environment",
          width: { min: 640, ideal: 1280, max: 1920 },
          height: { min: 480, ideal: 720, max: 1080 },
        },
      },
      { audio: false, video: { facingMode: "environment" } },
    ]);
    await overlay.getByRole("button", { name: "Réessayer" }).click();
    await expect.poll(() => cameraCalls(page).then((calls) => calls.length)).toBe(4);
  });

  test("no camera at all: a clear message and the typed code", async ({ page }) => {
    await fakeCameraFailure(page, "NotFoundError");
    await goto(page, "/scanner");
    const overlay = page.getByRole("dialog", { name: "Scanner QR Code" });
    await expect(overlay.getByRole("alert")).toContainText(
      "Aucune caméra n’est disponible sur cet appareil",
    );
    await expect(overlay.getByLabel("Code article")).toBeFocused();
  });

  test("on mobile, the bottom bar's scanner icon toggles the overlay", async ({ page }) => {
    await fakeCameraFailure(page, "NotAllowedError");
    await page.setViewportSize({ width: 390, height: 844 });
    await goto(page, "/faq");
    const bar = page.getByTestId("mobile-bar");
    const overlay = page.getByRole("dialog", { name: "Scanner QR Code" });
    await bar.getByRole("link", { name: "Scanner" }).click();
    await expect(overlay).toBeVisible();
    // The overlay leaves the bar visible, so that the same icon closes it.
    const barBox = await bar.boundingBox();
    const overlayBox = await overlay.boundingBox();
    expect(overlayBox!.y + overlayBox!.height).toBeLessThanOrEqual(barBox!.y + 1);
    await bar.getByRole("link", { name: "Scanner" }).click();
    await expect(overlay).toHaveCount(0);
    await expect(page).toHaveURL(/\/faq$/);
  });
});
