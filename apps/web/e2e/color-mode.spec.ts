import { expect, goto, test } from "./support/fixtures";

test.describe("colour mode (spec §4)", () => {
  test("follows the system, then light and dark, stored locally", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await goto(page, "/");
    const html = page.locator("html");
    await expect(html).toHaveClass(/dark/);
    const toggle = page.getByTestId("color-mode-toggle").first();
    await expect(toggle).toHaveAttribute("data-mode", "system");
    await toggle.click();
    await expect(toggle).toHaveAttribute("data-mode", "light");
    await expect(html).not.toHaveClass(/dark/);
    await toggle.click();
    await expect(toggle).toHaveAttribute("data-mode", "dark");
    await page.emulateMedia({ colorScheme: "light" });
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("color-mode"))).toBe("dark");
  });

  test("a page can force light or dark and release it", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await goto(page, "/testui");
    const html = page.locator("html");
    await page.getByRole("button", { name: "Forcer le thème sombre" }).click();
    await expect(html).toHaveClass(/dark/);
    await page.getByRole("button", { name: "Suivre la préférence" }).click();
    await expect(html).not.toHaveClass(/dark/);
    await page.getByRole("button", { name: "Forcer le thème sombre" }).click();
    await page.getByRole("link", { name: "Accueil" }).first().click();
    await expect(html).not.toHaveClass(/dark/);
  });
});
