import { routeSamplePaths } from "../../../packages/shared/test/route-samples";
import { expect, goto, test } from "./support/fixtures";

test.describe("every route of spec §2", () => {
  for (const path of [...routeSamplePaths, "/wishlist/12?index=0"]) {
    test(`${path} renders with HTTP 200, a heading, a title and no console error`, async ({
      page,
      consoleErrors,
    }) => {
      const response = await page.goto(path, { waitUntil: "commit" });
      expect(response?.status()).toBe(200);
      await goto(page, path);
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
