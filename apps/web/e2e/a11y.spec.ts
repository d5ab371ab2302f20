import AxeBuilder from "@axe-core/playwright";
import { formatArticleCode } from "@frontalier/shared/article-code";
import { createSignedInAccount } from "./support/accounts";
import { expect, goto, test } from "./support/fixtures";

// A podium of a real article of the offline catalogue: KALLAX (data/offline-catalogue.json).
const podium = `/podium/${formatArticleCode("80275887")}`;

const pages = [
  "/",
  "/faq",
  "/terms",
  "/connexion",
  "/login",
  "/signup",
  "/loginRequired",
  "/select-country",
  "/no-such-page",
  "/testui",
  "/product-code",
  "/picklist",
  "/wishlist",
  podium,
];

test.describe("accessibility (axe, WCAG 2.1 AA)", () => {
  for (const scheme of ["light", "dark"] as const) {
    for (const viewport of [
      { width: 1366, height: 768 },
      { width: 390, height: 844 },
    ]) {
      test(`${scheme} ${viewport.width}px: main pages have no violations`, async ({ page }) => {
        test.setTimeout(90_000);
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

  for (const scheme of ["light", "dark"] as const) {
    test(`${scheme}: a wishlist with its comparison and plans has no violations`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
      const added = await page.request.post("/api/wishlist/items", {
        data: { code: podium.slice("/podium/".length), quantity: 2 },
      });
      expect(added.ok()).toBe(true);
      await goto(page, "/wishlist");
      await expect(page.getByTestId("best-plan")).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      expect(results.violations.map((v) => `${v.id} ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
    });

    test(`${scheme}: a podium's store stock, opened, has no violations`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
      await goto(page, podium);
      const section = page.getByTestId("store-stock");
      await section.getByRole("button", { name: "Voir le stock" }).click();
      await expect(section.getByRole("listitem").first()).toBeVisible();
      const results = await new AxeBuilder({ page })
        .include('[data-testid="store-stock"]')
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      expect(results.violations.map((v) => `${v.id} ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
    });

    test(`${scheme}: the signed-in pages have no violations`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
      await createSignedInAccount(page);
      for (const viewport of [
        { width: 1366, height: 768 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        for (const path of ["/profil", "/profil/update-profil"]) {
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
      }
    });
  }

  test("the cookie banner itself is accessible", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("app-loader")).toHaveCount(0);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
