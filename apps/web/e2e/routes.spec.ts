import { routeSamplePaths } from "../../../packages/shared/test/route-samples";
import { fakeArticleExists } from "../../server/src/fake-retailer/fake-catalogue";
import { expect, goto, test } from "./support/fixtures";

// A podium is only a page for an article that exists: the sample code is swapped for one the
// stand-in retailer sells (an unknown code rightly answers 404 and leads to /article-not-found).
const knownCode = (() => {
  for (let n = 80_245_678; ; n++) if (fakeArticleExists(String(n))) return String(n);
})();
const samplePath = (path: string) =>
  path.startsWith("/podium/") || /^\/wishlist\/[\d.]{8,10}$/.test(path)
    ? path.replace(
        /[\d.]+$/,
        path.includes(".") ? knownCode.replace(/(\d{3})(\d{3})(\d{2})/, "$1.$2.$3") : knownCode,
      )
    : path;

test.describe("every route of spec §2", () => {
  for (const path of [...routeSamplePaths.map(samplePath), "/wishlist/12?index=0"]) {
    test(`${path} renders with HTTP 200, a heading, a title and no console error`, async ({
      page,
      consoleErrors,
    }) => {
      // Pages of one's own basket or profile are visited with the visitor's own ids (another
      // profile's are rightly not found).
      const { profile } = await (await page.request.get("/api/_auth/session")).json();
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
