import AxeBuilder from "@axe-core/playwright";
import { expect, goto, test } from "./support/fixtures";

const pages = ["/", "/faq", "/connexion", "/login", "/select-country", "/no-such-page", "/testui"];

test.describe("accessibility (axe, WCAG 2.1 AA)", () => {
  for (const scheme of ["light", "dark"] as const) {
    for (const viewport of [
      { width: 1366, height: 768 },
      { width: 390, height: 844 },
    ]) {
      test(`${scheme} ${viewport.width}px: main pages have no violations`, async ({ page }) => {
        test.setTimeout(60_000);
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
        for (const path of pages) {
          await goto(page, path);
          await page.waitForLoadState("networkidle");
          const results = await new AxeBuilder({ page })
            .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
            .analyze();
          const summary = results.violations.map(
            (v) => `${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`,
          );
          expect(summary).toEqual([]);
        }
      });
    }
  }

  test("the cookie banner itself is accessible", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("app-loader")).toHaveCount(0);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
