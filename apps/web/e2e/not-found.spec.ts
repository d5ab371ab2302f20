import { expect, goto, test } from "./support/fixtures";

test.describe("404 pages (spec §2, §5, §8)", () => {
  test("an unmatched path: HTTP 404, 'Page not found: {path}', search, footer", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("error-status")).toHaveText(
      "Page introuvable\u00a0: /no-such-page",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page introuvable");
    await expect(
      page.getByText("Nous sommes désolés, mais cette page est introuvable."),
    ).toBeVisible();
    await expect(page.getByTestId("site-footer")).toBeVisible();
    await page.getByRole("searchbox").fill("questions");
    await page.getByRole("link", { name: /Questions fréquentes/ }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test("a failed route check: HTTP 404 and 'Page Not Found: {path}'", async ({ page }) => {
    const response = await page.goto("/podium/abc");
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("error-status")).toHaveText(
      "Page introuvable\u00a0: /podium/abc",
    );
  });

  test("the English wording is the spec's", async ({ page, context }) => {
    await context.addCookies([
      { name: "locale", value: "en", url: String(test.info().project.use.baseURL) },
    ]);
    await goto(page, "/nowhere");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByText("We are sorry but this page could not be found.")).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    await expect(page.getByTestId("error-status")).toHaveText("Page not found: /nowhere");
    await goto(page, "/podium/abc");
    await expect(page.getByTestId("error-status")).toHaveText("Page Not Found: /podium/abc");
  });

  test("the content search offers the podium of a typed code", async ({ page }) => {
    await goto(page, "/missing");
    await page.getByRole("searchbox").fill("802 758 87");
    await page.getByRole("link", { name: /802\.758\.87/ }).click();
    await expect(page).toHaveURL(/\/podium\/802\.758\.87$/);
  });
});
