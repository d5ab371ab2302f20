import { expect, goto, test } from "./support/fixtures";

/** Issue 22: the two maps are reached from the header, the help, the podium and the wishlist. */
test.describe("links to the maps (issue 22)", () => {
  test("the header and the help open the store map; the help the price map too", async ({
    page,
    consoleErrors,
  }) => {
    await goto(page, "/help");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await expect(nav.getByRole("link", { name: "Carte", exact: true })).toHaveAttribute(
      "href",
      "/map",
    );
    const help = page.locator("section#map");
    await expect(help.getByRole("link", { name: "Carte des prix" })).toHaveAttribute(
      "href",
      "/map2",
    );
    await help.getByRole("link", { name: "Carte des magasins" }).click();
    await expect(page).toHaveURL(/\/map$/);
    await expect(page.getByRole("heading", { level: 1, name: "Carte des magasins" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Carte", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(consoleErrors).toEqual([]);
  });

  test("on a 320 px phone the header's map icon fits and opens the store map", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await goto(page, "/help");
    const link = page.getByRole("link", { name: "Carte des magasins" }).first();
    await expect(link).toBeVisible();
    const box = await link.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await link.click();
    await expect(page).toHaveURL(/\/map$/);
  });

  test("the podium's 'voir sur la carte' opens the article's price map", async ({
    page,
    request,
  }) => {
    const search = await request.get("/api/articles?q=a&limit=5");
    const { items } = (await search.json()) as { items: { formattedCode: string }[] };
    const article = items[0]!;
    await goto(page, `/podium/${article.formattedCode}`);
    const link = page.getByRole("link", { name: "Voir sur la carte" });
    await expect(link).toHaveAttribute("href", `/map2?code=${article.formattedCode}`);
    await link.click();
    await expect(page).toHaveURL(`/map2?code=${article.formattedCode}`);
    await expect(page.getByTestId("price-legend")).toContainText("Prix en EUR");
    await expect(page.getByTestId("price-table")).toContainText("France (votre pays)");
  });

  test("the wishlist's 'voir sur la carte' opens the price map of that list", async ({
    page,
    request,
  }) => {
    const search = await request.get("/api/articles?q=a&limit=5");
    const { items } = (await search.json()) as { items: { formattedCode: string }[] };
    await goto(page, "/help");
    // A second list, not the current one, holding an article: the map shows that list.
    const current = (await (await page.request.get("/api/wishlist")).json()).basket.iBasket;
    const added = await page.request.post("/api/wishlist/items/bulk", {
      data: { basket: "new", items: [{ code: items[0]!.formattedCode.replaceAll(".", "") }] },
    });
    expect(added.ok()).toBe(true);
    const { iBasket, sIndex } = (await added.json()) as { iBasket: number; sIndex: number };
    expect(iBasket).not.toBe(current);
    await page.request.post(`/api/wishlist/items/bulk`, {
      data: { basket: current, items: [{ code: items[1]!.formattedCode.replaceAll(".", "") }] },
    });
    await goto(page, `/wishlist/${iBasket}?index=${sIndex}`);
    const link = page.getByRole("link", { name: "Voir sur la carte" });
    await expect(link).toHaveAttribute("href", `/map2?basket=${iBasket}`);
    // The map compares that list, not the current one.
    const compare = page.waitForRequest(
      (request) =>
        request.url().includes("/api/wishlist/comparison") &&
        new URL(request.url()).searchParams.get("iBasket") === String(iBasket),
    );
    await link.click();
    await expect(page).toHaveURL(`/map2?basket=${iBasket}`);
    await compare;
    await expect(page.getByTestId("price-legend")).toBeVisible();
  });
});
