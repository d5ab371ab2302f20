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

  test("a phone's header has the map icon at every width from 320 px, the sign-in on the screen", async ({
    page,
  }) => {
    const header = page.getByTestId("site-header");
    const icon = header.getByRole("link", { name: "Carte des magasins" });
    const login = header.getByTestId("login-button");
    for (const width of [390, 360, 320]) {
      await page.setViewportSize({ width, height: 640 });
      await goto(page, "/help");
      await expect(icon).toBeVisible();
      // A target of at least 24 × 24 px (WCAG 2.5.8), reached by the keyboard.
      const box = (await icon.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
      await icon.focus();
      await expect(icon).toBeFocused();
      const signIn = (await login.boundingBox())!;
      expect(signIn.x + signIn.width, `sign-in at ${width} px`).toBeLessThanOrEqual(width - 4);
      // Every header control stays whole on the screen, and the page never scrolls sideways.
      for (const control of await header.locator("a, button, select").all()) {
        const bounds = await control.boundingBox();
        if (bounds) expect(bounds.x + bounds.width).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    }
    await icon.click();
    await expect(page).toHaveURL(/\/map$/);
    await expect(icon).toHaveAttribute("aria-current", "page");
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
