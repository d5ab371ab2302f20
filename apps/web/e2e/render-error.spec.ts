import { expect, goto, test } from "./support/fixtures";

test.describe("render errors (spec §8)", () => {
  test("are kept and shown on the error page", async ({ page }) => {
    await goto(page, "/testui");
    await page.getByRole("button", { name: "Simuler une erreur d’affichage" }).click();
    const errorPage = page.getByTestId("error-page");
    await expect(errorPage.getByRole("heading", { level: 1 })).toHaveText(
      "Une erreur est survenue",
    );
    await errorPage.getByText("Détails de l’erreur").click();
    await expect(errorPage).toContainText("Simulated render error from /testui");
    await expect(page.getByTestId("site-header")).toBeVisible();
  });

  test("show no error page to crawlers", async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    });
    await context.addCookies([
      { name: "cookie_consent", value: "declined", url: String(test.info().project.use.baseURL) },
    ]);
    const page = await context.newPage();
    await page.goto("/testui");
    await page.getByRole("button", { name: "Simuler une erreur d’affichage" }).click();
    await expect(page.getByRole("button", { name: "Simuler une erreur d’affichage" })).toHaveCount(
      0,
    );
    await expect(page.getByTestId("error-page")).toHaveCount(0);
    await context.close();
  });
});
