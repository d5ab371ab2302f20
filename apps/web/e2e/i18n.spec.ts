import { expect, goto, test } from "./support/fixtures";

test.describe("languages (spec §1, §9)", () => {
  test("switching language survives a reload and is kept 365 days", async ({ page, context }) => {
    await goto(page, "/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await page.getByTestId("language-switcher").first().selectOption("en");
    await expect(page.getByTestId("login-button")).toHaveText("Sign in");
    const cookie = (await context.cookies()).find((c) => c.name === "locale");
    expect(cookie?.value).toBe("en");
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    await page.reload();
    await expect(page.getByTestId("login-button")).toHaveText("Sign in");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("the browser language is detected", async ({ browser }) => {
    const context = await browser.newContext({ locale: "de-DE" });
    const page = await context.newPage();
    await context.addCookies([
      { name: "cookie_consent", value: "declined", url: String(test.info().project.use.baseURL) },
    ]);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await context.close();
  });

  test("a failed locale load is logged and falls back to French", async ({
    page,
    consoleErrors,
  }) => {
    await page.route(/\/assets\/locales\/[^/]+\/de\/[^/]+\.json$/, (route) => route.abort());
    await page
      .context()
      .addCookies([{ name: "locale", value: "de", url: String(test.info().project.use.baseURL) }]);
    await goto(page, "/");
    await expect(page.getByTestId("login-button")).toHaveText("Connexion");
    expect(consoleErrors.some((text) => text.includes("Failed locale loading"))).toBe(true);
  });
});
