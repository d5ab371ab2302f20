import { formatArticleCode } from "@frontalier/shared/article-code";
import { demoArticles } from "../../server/src/catalogue/demo/generate-demo-catalogue";
import { offlineArticles } from "../../server/src/catalogue/offline/offline-catalogue";
import { fakeArticleExists } from "../../server/src/fake-retailer/fake-catalogue";
import { expect, goto, test } from "./support/fixtures";

/** A demo article, found through the search API as a shopper's browser would. */
async function demoArticle(request: import("@playwright/test").APIRequestContext) {
  const response = await request.get("/api/articles?q=a&limit=20");
  const { items } = (await response.json()) as {
    items: { code: string; name: string; formattedCode: string }[];
  };
  expect(items.length).toBeGreaterThan(0);
  return items[0]!;
}

/** A real article the stand-in retailer sells but the first start did not seed in the database. */
function unseenCode(start: string): string {
  const seeded = new Set(demoArticles().map((article) => article.code));
  const article = offlineArticles().find(
    (a) => a.code >= start && !a.isCombination && !seeded.has(a.code),
  );
  if (!article) throw new Error(`no unseeded article from ${start}`);
  return article.code;
}

test.describe("catalogue (issue 3)", () => {
  test("the product-code box suggests names and leads to the podium", async ({ page, request }) => {
    const article = await demoArticle(request);
    await goto(page, "/product-code");
    const box = page.getByRole("combobox", { name: "Code article, lien IKEA ou nom" });
    await box.fill(article.name.slice(0, 4).toLowerCase());
    const option = page.getByRole("option", {
      name: new RegExp(article.formattedCode.replaceAll(".", "\\.")),
    });
    await expect(option).toBeVisible();
    await box.press("ArrowDown");
    await option.click();
    await expect(page).toHaveURL(
      new RegExp(`/podium/${article.formattedCode.replaceAll(".", "\\.")}$`),
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.name);
  });

  test("a code in any written form goes straight to its podium", async ({ page, request }) => {
    const article = await demoArticle(request);
    await goto(page, "/product-code");
    await page
      .getByRole("combobox", { name: "Code article, lien IKEA ou nom" })
      .fill(article.code.replace(/(\d{3})(\d{3})(\d{2})/, "$1 $2 $3"));
    await page.getByRole("button", { name: "Comparer" }).click();
    await expect(page).toHaveURL(
      new RegExp(`/podium/${article.formattedCode.replaceAll(".", "\\.")}$`),
    );
  });

  test("the podium ranks the countries, marks home and says the rate date", async ({
    page,
    request,
  }) => {
    const article = await demoArticle(request);
    await goto(page, `/podium/${article.formattedCode}`);
    await expect(page.getByTestId("podium-steps")).toBeVisible();
    const rows = page.getByTestId("ranking").locator("tbody tr");
    await expect(rows).toHaveCount(8);
    await expect(
      page.getByTestId("ranking").getByText("Votre pays", { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(/taux de référence de la BCE du/)).toBeVisible();
    await expect(page.getByText("Prix d’exemple")).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(article.name));
  });

  test("legacy spellings of a code lead to the formatted podium", async ({ page, request }) => {
    const article = await demoArticle(request);
    await goto(page, `/podium/${article.code}`);
    await expect(page).toHaveURL(
      new RegExp(`/podium/${article.formattedCode.replaceAll(".", "\\.")}$`),
    );
    await goto(page, `/oldpodium?code=${article.code}`);
    await expect(page).toHaveURL(
      new RegExp(`/podium/${article.formattedCode.replaceAll(".", "\\.")}$`),
    );
    await goto(page, "/oldpodium");
    await expect(page).toHaveURL(/\/product-code$/);
  });

  test("an unknown code goes to /article-not-found, which offers the search", async ({ page }) => {
    let code = 90_000_000;
    while (fakeArticleExists(String(code))) code++;
    await goto(page, `/podium/${formatArticleCode(String(code))}`);
    await expect(page).toHaveURL(/\/article-not-found\?code=/);
    await expect(page.getByTestId("missing-code")).toContainText(formatArticleCode(String(code)));
    await expect(
      page.getByRole("combobox", { name: "Code article, lien IKEA ou nom" }),
    ).toBeVisible();
  });

  test("an article never seen fills in country by country without a reload", async ({ page }) => {
    const code = unseenCode("11000000");
    await goto(page, `/podium/${formatArticleCode(code)}`);
    await expect(page.getByTestId("podium-page")).toBeVisible();
    // Every compared country ends up with a price or a reason other than "looking it up".
    await expect(page.getByText("Recherche en cours…")).toHaveCount(0, { timeout: 10_000 });
    await expect(page.getByTestId("ranking").locator("tbody tr")).toHaveCount(8);
  });
});

test.describe("store stock", () => {
  test("the podium shows, store by store, whether a compared country has the article on its shelves", async ({
    page,
    request,
  }) => {
    const article = await demoArticle(request);
    await goto(page, `/podium/${article.formattedCode}`);
    const section = page.getByRole("region", { name: "Stock en magasin" });
    const country = section.getByLabel("Pays");
    const options = await country.locator("option").allTextContents();
    // The real stores of the shipped list: 55 in Germany, 36 in France, each with the stand-in
    // retailer's answer for its store code.
    const [label, total] = options.includes("Allemagne") ? ["Allemagne", 55] : ["France", 36];
    await country.selectOption({ label });
    await section.getByRole("button", { name: "Voir le stock" }).click();
    await expect(
      section.getByText(new RegExp(`Magasins avec l’article en rayon\\s: \\d+ sur ${total}`)),
    ).toBeVisible();
    const stores = section.getByRole("listitem");
    await expect(stores).toHaveCount(8);
    await expect(stores.first()).toContainText(/En stock|Stock faible|Rupture de stock/);
    await section.getByRole("button", { name: `Voir les ${total} magasins` }).click();
    await expect(stores).toHaveCount(total);
    await expect(stores.filter({ hasText: "Stock inconnu" })).toHaveCount(0);
    await expect(section.getByText(/exemple/)).toHaveCount(0);
  });
});
