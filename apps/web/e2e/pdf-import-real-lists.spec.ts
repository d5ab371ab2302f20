import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { kitchenPlannerCorpus } from "../../server/src/pdf-import/fixtures/corpus-kitchen-planner";
import { baseURL, chooseCountry, expect, goto, test } from "./support/fixtures";

/**
 * Issue 24: a kitchen planner's purchase list printed as real ones are (monospace, columns aligned
 * with runs of spaces, net/gross weights, slipped codes, wrapping names): the review says how
 * many article lines the document has, lists the two it could not read as not read, and flags
 * the line whose total disagrees with its quantity.
 */
const purchaseList = () =>
  kitchenPlannerCorpus({
    language: "fr",
    mono: true,
    spaced: true,
    landscape: false,
    points: false,
    slips: true,
    longNames: true,
    rows: 9,
    seed: 3,
    pairWeights: true,
  });

async function upload(page: Page) {
  const list = await purchaseList();
  await goto(page, "/file-pdf");
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: "liste-cuisine.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(list.bytes),
    });
  await expect(page.getByTestId("pdf-review")).toBeVisible();
  return list;
}

test.describe("PDF import of a real-looking purchase list (issue 24)", () => {
  test("every article line is read or shown as not read, a disagreeing total is flagged", async ({
    page,
    consoleErrors,
  }) => {
    const list = await upload(page);
    const seen = list.expected.length + list.unread;
    await expect(page.getByTestId("pdf-seen")).toHaveText(
      `${seen} lignes d’article trouvées dans le document · 2 non lues, listées plus bas`,
    );
    await expect(page.getByTestId("pdf-recognised").getByRole("row")).toHaveCount(
      list.expected.length + 1,
    );
    await expect(page.getByRole("heading", { name: "Lignes non lues" })).toBeVisible();
    await expect(page.getByTestId("pdf-unrecognised").getByRole("row")).toHaveCount(3);
    const flagged = page.getByTestId("pdf-price-disagrees").filter({ visible: true });
    await expect(flagged).toHaveCount(1);
    await expect(flagged).toContainText("ne fait pas le total du document");
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
      const { violations } = await new AxeBuilder({ page })
        .include('[data-testid="pdf-review"]')
        .analyze();
      expect(violations).toEqual([]);
    }
    expect(consoleErrors).toEqual([]);
  });

  test("in German, on a phone, the review fits and says the same", async ({ page }) => {
    await chooseCountry(page, "DE", "DE");
    await page.context().addCookies([{ name: "locale", value: "de", url: baseURL() }]);
    await page.setViewportSize({ width: 320, height: 640 });
    await upload(page);
    await expect(page.getByTestId("pdf-seen")).toContainText("Artikelzeilen im Dokument gefunden");
    await expect(page.getByTestId("pdf-price-disagrees").filter({ visible: true })).toContainText(
      "Prüfe die Menge",
    );
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(320);
  });
});
