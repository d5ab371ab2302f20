import { routeSamplePaths } from "../../../packages/shared/test/route-samples";
import { baseURL, expect, goto, test } from "./support/fixtures";

// A podium is only a page for an article that exists: the sample code is swapped for a real one,
// KALLAX (an unknown code rightly answers 404 and leads to /article-not-found).
const knownCode = "80275887";
/** Two more real ones (BILLY, HEMNES), so that the wishlist, its plans and the price map have lines. */
const wishlistCodes = ["00263850", "60413502"];
const samplePath = (path: string) =>
  path.startsWith("/podium/") || /^\/wishlist\/[\d.]{8,10}$/.test(path)
    ? path.replace(
        /[\d.]+$/,
        path.includes(".") ? knownCode.replace(/(\d{3})(\d{3})(\d{2})/, "$1.$2.$3") : knownCode,
      )
    : path;

/**
 * Issue 19's proof: a phone, a large phone, a tablet and a laptop, in French; then the phone in
 * German, whose long words ("Einrichtungshäuser") widen what French does not.
 */
const viewports: readonly { width: number; height: number; language?: string }[] = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
  { width: 320, height: 640, language: "de" },
];

/**
 * The page's width, and what a fixed bar (the header, the bottom bar) holds past the screen's
 * edge: fixed elements do not widen the page, so a header too full for a phone would only show
 * as a button cut in half. What sits in a scrolling box of the bar is not counted.
 */
function pageWidth() {
  const cutOff: string[] = [];
  const scrolls = (el: Element) => getComputedStyle(el).overflowX !== "visible";
  for (const bar of document.querySelectorAll("body *")) {
    if (getComputedStyle(bar).position !== "fixed") continue;
    for (const el of [bar, ...bar.querySelectorAll("*")]) {
      let inScroller = false;
      for (let up = el.parentElement; up && up !== bar; up = up.parentElement)
        if (scrolls(up)) inScroller = true;
      const box = el.getBoundingClientRect();
      if (inScroller || box.width === 0 || box.height === 0) continue;
      if (box.right > window.innerWidth + 0.5 || box.left < -0.5) {
        const name = el.getAttribute("data-testid") ?? el.getAttribute("aria-label") ?? "";
        cutOff.push(
          `${el.tagName.toLowerCase()} ${name} ${Math.round(box.left)}–${Math.round(box.right)}`,
        );
      }
    }
  }
  return { page: document.documentElement.scrollWidth, screen: window.innerWidth, cutOff };
}

test.describe("every route of spec §2", () => {
  for (const path of [...routeSamplePaths.map(samplePath), "/wishlist/12?index=0"]) {
    test(`${path} renders with HTTP 200, a heading, a title and no console error, and fits 320 to 1366 px`, async ({
      page,
      consoleErrors,
    }) => {
      // Pages of one's own basket or profile are visited with the visitor's own ids (another
      // profile's are rightly not found).
      const { profile } = await (await page.request.get("/api/_auth/session")).json();
      for (const [index, code] of wishlistCodes.entries()) {
        const added = await page.request.post("/api/wishlist/items", {
          data: { code, quantity: index + 1 },
        });
        expect(added.ok()).toBe(true);
      }
      const shared = path.startsWith("/wishlist/shared/")
        ? (await (await page.request.post(`/api/baskets/${profile.iBasket}/share`)).json()).token
        : "";
      const own = path
        .replace(/^\/wishlist\/shared\/.+$/, `/wishlist/shared/${shared}`)
        .replace(/^\/wishlist\/\d{1,7}(?=$|\?)/, `/wishlist/${profile.iBasket}`)
        .replace(/^\/picklist\/\d+\//, `/picklist/${profile.iBasket}/`)
        .replace(/^\/profil\/update\/\d+$/, `/profil/update/${profile.iProfile}`);
      const response = await page.goto(own, { waitUntil: "commit" });
      expect(response?.status()).toBe(200);
      await goto(page, own);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expect(page).toHaveTitle(/Frontalier/);
      expect(consoleErrors).toEqual([]);
      // Issue 19: days in the shopper's language, counts in real plural forms.
      const text = await page.locator("body").innerText();
      expect(text, "a raw ISO date").not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
      expect(text, "a count in both forms").not.toMatch(/\w\((s|n|e|en|'s)\)/);

      // Then at each size, loaded afresh (the mobile layout is chosen at start as well as on
      // resize): nothing wider than the screen, nothing in the console. Soft, so that one run
      // names every size at which the page fails.
      test.setTimeout(120_000);
      for (const viewport of viewports) {
        const size = `${viewport.width}×${viewport.height}${viewport.language ? ` (${viewport.language})` : ""}`;
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        if (viewport.language)
          await page
            .context()
            .addCookies([{ name: "locale", value: viewport.language, url: baseURL() }]);
        consoleErrors.length = 0;
        await goto(page, own);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        // Late content (prices answered by the stream, images, fonts) can widen a page.
        // The scanner's camera keeps the network busy: at most 5 s of waiting for quiet.
        await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
        await page.evaluate(() => document.fonts.ready);
        const width = await page.evaluate(pageWidth);
        expect
          .soft(width.page, `${path} at ${size}: page width ${width.page} > ${width.screen}`)
          .toBeLessThanOrEqual(width.screen);
        expect.soft(width.cutOff, `${path} at ${size}: cut off at the screen's edge`).toEqual([]);
        expect.soft(consoleErrors, `${path} at ${size}: console errors`).toEqual([]);
      }
    });
  }

  test("test pages are marked noindex", async ({ page }) => {
    for (const path of ["/test", "/testui", "/test-analytics"]) {
      await goto(page, path);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    }
    await goto(page, "/faq");
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test("/test reports a healthy API", async ({ page }) => {
    await goto(page, "/test");
    await expect(page.getByText(/^ok \(db ok/)).toBeVisible();
  });
});
