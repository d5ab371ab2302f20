import { expect, pauseClock, test } from "./support/fixtures";

test.describe("start-up loader (spec §1, §4, §9)", () => {
  test("shows brand, text, dots; progress after 100 ms; gone after 2000 ms", async ({ page }) => {
    await pauseClock(page);
    // Hold the translations back so the app cannot get ready: the loader's own timers decide.
    await page.route(/\/assets\/locales\/[^/]+\/fr\/common\.json$/, () => {});
    await page.goto("/");
    const loader = page.getByTestId("app-loader");
    await expect(loader).toBeVisible();
    await expect(loader).toContainText("Frontalier");
    await expect(loader).toContainText("Chargement en cours...");
    const bar = loader.locator(".app-loader__bar");
    await expect(bar).toHaveAttribute("data-progress", "false");
    await page.clock.runFor(100);
    await expect(bar).toHaveAttribute("data-progress", "true");
    await page.clock.runFor(1_800);
    await expect(loader).toBeVisible();
    await page.clock.runFor(100);
    await expect(loader).toHaveCount(0);
  });

  test("animates dots, bar and brand with 1000, 6000 and 1500 ms", async ({ page }) => {
    await page.route(/\/assets\/locales\/[^/]+\/fr\/common\.json$/, () => {});
    await page.goto("/");
    const durations = await page.evaluate(() => {
      const get = (selector: string) =>
        getComputedStyle(document.querySelector(selector) as Element).animationDuration;
      return {
        dots: get(".app-loader__dots span"),
        brand: get(".app-loader__brand"),
      };
    });
    expect(durations).toEqual({ dots: "1s", brand: "1.5s" });
    await expect(page.locator('.app-loader__bar[data-progress="true"]')).toHaveCSS(
      "animation-duration",
      "6s",
    );
  });

  test("leaves as soon as the app is ready", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("app-loader")).toHaveCount(0, { timeout: 1_900 });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
