import { expect, goto, test } from "./support/fixtures";

test.describe("header and footer (spec §2)", () => {
  test("desktop: top bar, navigation, login, footer", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await goto(page, "/faq");
    const header = page.getByTestId("site-header");
    await expect(header).toHaveAttribute("data-variant", "desktop");
    await expect(header.getByRole("link", { name: /contact@frontalier\.eu/ })).toHaveAttribute(
      "href",
      "mailto:contact@frontalier.eu",
    );
    await expect(header.getByTestId("language-switcher")).toBeVisible();
    const social = header.locator('a[target="_blank"]');
    await expect(social).toHaveCount(4);
    for (const link of await social.all()) await expect(link).toHaveAttribute("rel", /noopener/);
    const nav = header.getByRole("navigation", { name: "Navigation principale" });
    await expect(nav.getByRole("link")).toHaveText([
      "Accueil",
      "Liste d’envies",
      "Pays comparés",
      "Projet",
      "Carte",
      "Newsletter",
      "Abonnement",
    ]);
    await expect(nav.getByRole("link", { name: "Pays comparés" })).toHaveAttribute(
      "href",
      "/picklist",
    );
    // Every profile has a current basket, so the wishlist address exists (spec §2 header form).
    const { profile } = await (await page.request.get("/api/_auth/session")).json();
    await expect(nav.getByRole("link", { name: "Liste d’envies" })).toHaveAttribute(
      "href",
      `/wishlist/${profile.iBasket}?index=${profile.sIndex}`,
    );
    await expect(header.getByTestId("login-button")).toHaveAttribute("href", "/connexion");
    const footer = page.getByTestId("site-footer");
    await expect(footer).toContainText("Prix IKEA");
    await expect(footer.getByRole("link", { name: "Importer un PDF" })).toBeVisible();
    await expect(footer.locator('a[target="_blank"]')).toHaveCount(4);
    await expect(page.getByTestId("mobile-bar")).toHaveCount(0);
    // The page starts below the fixed header.
    const mainTop = await page.locator("main").evaluate((el) => getComputedStyle(el).paddingTop);
    expect(Number.parseFloat(mainTop)).toBeGreaterThanOrEqual(100);
  });

  test("the page is not shifted under the header on /connexion", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await goto(page, "/connexion");
    const mainTop = await page.locator("main").evaluate((el) => getComputedStyle(el).paddingTop);
    expect(mainTop).toBe("0px");
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 900, height: 480 },
  ]) {
    test(`mobile at ${viewport.width}x${viewport.height}: compact header and bottom bar`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await goto(page, "/scanner");
      const header = page.getByTestId("site-header");
      await expect(header).toHaveAttribute("data-variant", "mobile");
      await expect(header.getByTestId("language-switcher")).toBeVisible();
      await expect(header.locator('a[target="_blank"]')).toHaveCount(4);
      await expect(header.getByTestId("login-button")).toBeVisible();
      await expect(page.getByTestId("site-footer")).toHaveCount(0);
      const bar = page.getByTestId("mobile-bar");
      await expect(bar.getByRole("link")).toHaveCount(4);
      await expect(bar.locator('[aria-current="page"]')).toHaveText("Scanner");
      await bar.getByRole("link", { name: "Liste d’envies" }).click();
      await expect(page).toHaveURL(/\/wishlist\/\d+\?index=0$/);
    });
  }

  test("Home on / scrolls to the tabs section", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await goto(page, "/");
    await page
      .getByRole("navigation", { name: "Navigation principale" })
      .getByRole("link", { name: "Accueil" })
      .click();
    await expect
      .poll(() =>
        page.locator("#tabs-section").evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      )
      .toBe(100);
  });

  test("Home from another page navigates, then scrolls after 400 ms", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.clock.install({ time: new Date("2026-01-05T08:00:00Z") });
    // Home's code and texts are loaded first: with the clock paused only the 400 ms delay is tested.
    await goto(page, "/");
    await page.getByRole("link", { name: "FAQ" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Questions fréquentes");
    await page.clock.pauseAt(new Date("2026-01-05T08:01:00Z"));
    await page
      .getByRole("navigation", { name: "Navigation principale" })
      .getByRole("link", { name: "Accueil" })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#tabs-section")).toBeVisible();
    await page.clock.runFor(399);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.clock.runFor(1);
    await expect
      .poll(() =>
        page.locator("#tabs-section").evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      )
      .toBe(100);
  });

  test("hash links land 100 px below the top", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await goto(page, "/faq");
    await page.getByRole("link", { name: "Newsletter" }).click();
    await expect(page).toHaveURL(/\/#newsletter-section$/);
    await expect
      .poll(
        () =>
          page
            .locator("#newsletter-section")
            .evaluate((el) => Math.round(el.getBoundingClientRect().top)),
        { timeout: 5_000 },
      )
      .toBe(100);
  });
});
