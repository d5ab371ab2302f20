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

  test("between the phone header and the full desktop row, the footer links the store map", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await goto(page, "/faq");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await expect(nav.getByRole("link", { name: "Carte", exact: true })).toBeHidden();
    const footer = page.getByTestId("site-footer");
    await footer.getByRole("link", { name: "Carte des magasins" }).click();
    await expect(page).toHaveURL(/\/map$/);
  });

  test("a phone's header has the map icon from 390 px; narrower, the sign-in stays on the screen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await goto(page, "/help");
    const header = page.getByTestId("site-header");
    const icon = header.getByRole("link", { name: "Carte des magasins" });
    const login = header.getByTestId("login-button");
    const right = async () => {
      const box = await login.boundingBox();
      return box!.x + box!.width;
    };
    await expect(icon).toBeVisible();
    // The header's own 8 px margin kept on the right.
    expect(await right()).toBeLessThanOrEqual(390 - 8 + 0.5);
    await icon.click();
    await expect(page).toHaveURL(/\/map$/);

    for (const width of [360, 320]) {
      await page.setViewportSize({ width, height: 640 });
      await goto(page, "/help");
      await expect(icon).toBeHidden();
      expect(await right()).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    }
    await expect(
      page.locator("section#map").getByRole("link", { name: "Carte des magasins" }),
    ).toBeVisible();
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
