import { expect, goto, test } from "./support/fixtures";

// One concrete path per route of spec §2 (parameters filled with valid values).
const paths = [
  "/",
  "/login",
  "/signup",
  "/connexion",
  "/auth/callback",
  "/select-country",
  "/profil",
  "/profil/update-profil",
  "/profil/update/update-profile",
  "/profil/update/7",
  "/wishlist",
  "/wishlist/802.456.78",
  "/wishlist/12?index=0",
  "/picklist",
  "/picklist/12/FR,BE,DE",
  "/podium/802.456.78",
  "/podium/80245678",
  "/oldpodium",
  "/product-code",
  "/article-not-found",
  "/file-pdf",
  "/file-pdf/upload-pdf",
  "/upload",
  "/scanner",
  "/map",
  "/map2",
  "/pay",
  "/subscription",
  "/PaidRequired",
  "/PaidRequired/backup",
  "/loginRequired",
  "/loginRequired/bakupp",
  "/newsletter/success",
  "/faq",
  "/help",
  "/terms",
  "/use-conditions",
  "/bocked-email",
  "/test",
  "/testui",
  "/test-analytics",
];

test.describe("every route of spec §2", () => {
  for (const path of paths) {
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
