import AxeBuilder from "@axe-core/playwright";
import { expect, goto, test } from "./support/fixtures";

const axe = async (page: import("@playwright/test").Page) => {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`,
  );
};

test.describe("map (issue 8)", () => {
  test("/map: the real stores on Europe, keyboard pan and zoom, the list and the store panel", async ({
    page,
    consoleErrors,
  }) => {
    await goto(page, "/map");
    // The shipped list's 258 stores of the European markets, and where the list comes from.
    const map = page.getByRole("application", { name: "Carte de l’Europe avec 258 magasins" });
    await expect(map).toBeVisible();
    const source = page.getByTestId("stores-source");
    await expect(source).toHaveText(
      "Liste des magasins : ikea-availability-checker d’Ephigenia M. Eichner, sous licence MIT.",
    );
    await expect(source.getByRole("link", { name: "ikea-availability-checker" })).toHaveAttribute(
      "href",
      "https://github.com/Ephigenia/ikea-availability-checker",
    );
    await expect(page.getByText(/exemple/i)).toHaveCount(0);
    await expect(page.locator("[data-country='FR']")).toHaveCount(1);
    await expect(page.getByTestId("store-cluster").first()).toBeVisible();
    expect(await axe(page)).toEqual([]);

    await map.focus();
    await expect(map).toHaveAttribute("data-zoom", "1.00");
    await page.keyboard.press("+");
    await expect(map).toHaveAttribute("data-zoom", "1.50");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("0");
    await expect(map).toHaveAttribute("data-zoom", "1.00");
    await page.getByRole("button", { name: "Zoomer", exact: true }).click();
    await expect(map).toHaveAttribute("data-zoom", "1.50");

    // The list view: the same stores, country by country.
    await expect(page.getByText("Belgique (8)", { exact: true })).toBeVisible();
    await expect(page.getByText("Allemagne (55)", { exact: true })).toBeVisible();
    await page.getByText("France (36)", { exact: true }).click();
    await page.getByRole("button", { name: "Lyon - Grand Parilly", exact: true }).click();
    const panel = page.getByTestId("store-panel");
    await expect(panel.getByRole("heading", { name: "Lyon - Grand Parilly" })).toBeVisible();
    await expect(panel).toContainText("France");
    await expect(page.getByTestId("store-marker").first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("/map: the nearest store of each picklist country from a typed town, then a postcode", async ({
    page,
  }) => {
    await goto(page, "/map");
    const field = page.getByLabel("Ville ou position");
    await field.fill("metz");
    await page.getByRole("button", { name: "Chercher" }).click();
    await expect(page.getByTestId("position-label")).toHaveText("Depuis Metz (FR).");
    const table = page.getByTestId("nearest-table");
    // The real stores: Metz's own is 3 km from the town centre, Saarlouis 46 km; the shipped list
    // has none in Luxembourg.
    await expect(table.locator("tr[data-country='FR']")).toContainText("Metz");
    await expect(table.locator("tr[data-country='FR']")).toContainText("3 km");
    await expect(table.locator("tr[data-country='DE']")).toContainText("Saarlouis");
    await expect(table.locator("tr[data-country='LU']")).toContainText("Aucun magasin connu");
    await expect(page.getByTestId("store-distance")).toHaveCount(0);
    await table.getByRole("button", { name: "Saarlouis" }).click();
    await expect(page.getByTestId("store-distance")).toContainText("46 km");
    await expect(page.getByTestId("shopper-position")).toHaveCount(1);

    await field.fill("57000");
    await page.getByRole("button", { name: "Chercher" }).click();
    await expect(page.getByText(/Les codes postaux ne sont pas connus hors ligne/)).toBeVisible();
    // The position is kept for the wishlist's travel costs.
    await page.reload();
    await expect(page.getByTestId("position-label")).toHaveText("Depuis Metz (FR).");
  });

  test("/map: the browser's position only after a click", async ({ browser }) => {
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      locale: "fr-FR",
      permissions: ["geolocation"],
      geolocation: { latitude: 50.85, longitude: 4.35 },
    });
    const page = await context.newPage();
    const session = await page.request.get("/api/_auth/session");
    const { profile } = (await session.json()) as { profile: { iProfile: number } };
    await page.request.put(`/api/update-info-profil/${profile.iProfile}`, {
      data: { sPaysFav: "BE", sPaysLangue: "BE/FR" },
    });
    await goto(page, "/map");
    await expect(page.getByTestId("nearest-table")).toHaveCount(0);
    await page.getByRole("button", { name: "Utiliser ma position" }).click();
    await expect(page.getByTestId("position-label")).toHaveText(
      "Depuis la position de votre navigateur.",
    );
    // From the centre of Brussels, the Anderlecht store (6 km).
    await expect(page.getByTestId("nearest-table").locator("tr[data-country='BE']")).toContainText(
      "Anderlecht",
    );
    await context.close();
  });

  test("/map2: an article's prices by country, the home country marked, a click opens its entry", async ({
    page,
    request,
  }) => {
    const search = await request.get("/api/articles?q=a&limit=5");
    const { items } = (await search.json()) as { items: { formattedCode: string; name: string }[] };
    const article = items[0]!;
    await goto(page, `/map2?code=${article.formattedCode}`);
    await expect(page.getByTestId("price-legend")).toContainText("Prix en EUR");
    await expect(page.getByTestId("home-outline")).toHaveCount(1);
    await expect(page.getByTestId("price-table")).toContainText("France (votre pays)");
    expect(await axe(page)).toEqual([]);

    await page.locator("path[data-country='DE']").click({ force: true });
    const panel = page.getByTestId("country-panel");
    await expect(panel.getByRole("heading", { name: "Allemagne" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Ouvrir le podium" })).toHaveAttribute(
      "href",
      `/podium/${article.formattedCode}`,
    );
    await page
      .getByTestId("price-table")
      .getByRole("button", { name: "France (votre pays)" })
      .click();
    await expect(panel).toContainText("Votre pays");
  });

  test("/map2 without an article: the wishlist's map, or how to fill it", async ({ page }) => {
    await goto(page, "/map2");
    await expect(
      page.getByText("Votre liste d’envies n’a encore aucun article avec un prix."),
    ).toBeVisible();
    await page.getByLabel("Code article").fill("12");
    await page.getByRole("button", { name: "Voir ses prix" }).click();
    await expect(page.getByText(/Tapez un code article à 8 chiffres/)).toBeVisible();
  });
});
