import { baseURL, expect, goto, test } from "./support/fixtures";

test.describe("words and numbers (issue 19)", () => {
  test("FAQ search finds words of the answers and their synonyms, and counts in words", async ({
    page,
  }) => {
    await goto(page, "/faq");
    const search = page.getByLabel("Rechercher dans les questions");
    const items = page.getByTestId("faq-item");
    const status = page.getByRole("status").filter({ hasText: /question/ });
    const conversion = page.getByRole("button", { name: /convertis dans ma monnaie/ });

    await search.fill("BCE");
    await expect(items).toHaveCount(1);
    await expect(conversion).toBeVisible();
    await expect(status).toHaveText("1 question trouvée");

    await search.fill("DÉVISE");
    await expect(conversion).toBeVisible();

    // A word only the answer holds, typed without its accents.
    await search.fill("reference jour ouvre");
    await expect(items).toHaveCount(1);

    await search.fill("prix");
    await expect(status).toHaveText(/^\d+ questions trouvées$/);
    const count = await items.count();
    expect(count).toBeGreaterThan(1);
    await expect(status).toHaveText(`${count} questions trouvées`);

    await search.fill("xylophone");
    await expect(items).toHaveCount(0);
    await expect(status).toHaveText("Aucune question trouvée");
  });

  test("FAQ search in German finds the ECB by its German initials", async ({ page }) => {
    await page.context().addCookies([{ name: "locale", value: "de", url: baseURL() }]);
    await goto(page, "/faq");
    await page.getByLabel("In den Fragen suchen").fill("EZB");
    await expect(page.getByTestId("faq-item")).toHaveCount(1);
    await expect(page.getByRole("button", { name: /Währung umgerechnet/ })).toBeVisible();
    await expect(page.getByText("1 Frage gefunden")).toBeVisible();
  });

  for (const [tab, label] of [
    ["pdf", "PDF"],
    ["scanner", "Scanner"],
  ] as const) {
    test(`/?tab=${tab} opens its tab and scrolls to it on a phone`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ reducedMotion: "reduce" });
      await goto(page, `/?tab=${tab}`);
      await expect(page.getByRole("tab", { name: label })).toHaveAttribute("aria-selected", "true");
      await expect(page.locator(`#panel-${tab}`)).toBeVisible();
      await expect(page.getByRole("tablist")).toBeInViewport();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    });
  }

  test("choosing a tab does not move the page; the footer's tab link does", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await goto(page, "/");
    await expect(page.getByRole("tab", { name: "Scanner" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const top = await page.evaluate(() => window.scrollY);
    await page.getByRole("tab", { name: "PDF" }).click();
    await expect(page).toHaveURL(/\?tab=pdf$/);
    await page.waitForTimeout(700);
    expect(await page.evaluate(() => window.scrollY)).toBe(top);

    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight }));
    await page.getByRole("contentinfo").locator('a[href="/?tab=scanner"]').click();
    await expect(page.getByRole("tab", { name: "Scanner" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("tablist")).toBeInViewport();
  });
});
