import { expect, goto, test } from "./support/fixtures";

/** Real articles (KALLAX, BILLY, LACK), so that podiums and wishlists have prices. */
const known = ["80275887", "00263850", "30449908"];
const formatted = (code: string) => code.replace(/(\d{3})(\d{3})(\d{2})/, "$1.$2.$3");

test("from the podium to the wishlist: quantities, remove with undo, comparison and plans", async ({
  page,
  consoleErrors,
}) => {
  await goto(page, `/podium/${formatted(known[0]!)}`);
  await page.getByTestId("add-to-wishlist").click();
  await expect(page.getByTestId("added-to-wishlist")).toBeVisible();
  await goto(page, `/podium/${formatted(known[1]!)}`);
  await page.getByTestId("add-to-wishlist").click();
  await expect(page.getByTestId("added-to-wishlist")).toBeVisible();

  await page.getByTestId("added-to-wishlist").getByRole("link").click();
  await expect(page).toHaveURL(/\/wishlist\/\d+\?index=0$/);
  const lines = page.getByTestId("wishlist-lines").getByTestId("wishlist-line");
  await expect(lines).toHaveCount(2);

  const first = lines.first();
  await first.getByRole("button", { name: /^Une de plus/ }).click();
  await expect(first.getByRole("spinbutton")).toHaveValue("2");

  await lines
    .last()
    .getByRole("button", { name: /^Retirer/ })
    .click();
  await expect(lines).toHaveCount(1);
  await page.getByRole("button", { name: "Annuler" }).click();
  await expect(lines).toHaveCount(2);

  const comparison = page.getByTestId("comparison");
  await expect(comparison.getByTestId("country-totals").getByRole("row")).toHaveCount(9);
  await expect(comparison.getByTestId("best-plan")).toContainText("€");
  await comparison.getByTestId("plan-k").selectOption("1");
  await expect(comparison.getByTestId("best-plan")).toContainText("Meilleur plan en 1 pays");
  await comparison.getByTestId("travel-mode").selectOption("fixed");
  await expect(comparison.getByTestId("per-trip")).toHaveValue("40");
  expect(consoleErrors).toEqual([]);
});

test("share a read-only link, then revoke it; export CSV", async ({ page, browser }) => {
  const { profile } = await (await page.request.get("/api/_auth/session")).json();
  await page.request.post("/api/wishlist/items", { data: { code: known[0], quantity: 3 } });
  await goto(page, `/wishlist/${profile.iBasket}?index=0`);
  await page.getByRole("button", { name: "Créer un lien" }).click();
  const url = await page.getByTestId("share-url").inputValue();
  expect(url).toMatch(/\/wishlist\/shared\/[\w-]{32}$/);

  const visitor = await browser.newPage();
  await visitor.context().addCookies([{ name: "cookie_consent", value: "declined", url }]);
  // The visitor is a new guest: they choose their country first (spec §4), as anyone would.
  const guest = await (
    await visitor.request.get(new URL("/api/_auth/session", url).toString())
  ).json();
  await visitor.request.put(
    new URL(`/api/update-info-profil/${guest.profile.iProfile}`, url).toString(),
    {
      data: { sPaysFav: "BE", sPaysLangue: "BE/FR" },
    },
  );
  await visitor.goto(url);
  await expect(visitor.getByTestId("wishlist-lines").getByTestId("wishlist-line")).toHaveCount(1);
  await expect(visitor.getByRole("button", { name: /Retirer/ })).toHaveCount(0);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Télécharger en CSV" }).click();
  expect((await download).suggestedFilename()).toBe(`wishlist-${profile.iBasket}.csv`);

  await page.getByRole("button", { name: "Révoquer le lien" }).click();
  await expect(page.getByRole("button", { name: "Créer un lien" })).toBeVisible();
  await visitor.reload();
  await expect(
    visitor.getByText("Ce lien de partage n’existe pas ou a été révoqué."),
  ).toBeVisible();
  await visitor.close();
});

test("a fourth basket is a premium feature", async ({ page }) => {
  await goto(page, "/wishlist");
  await expect(page).toHaveURL(/\/wishlist\/\d+\?index=0$/);
  await page.getByTestId("new-basket").click();
  await expect(page).toHaveURL(/\/wishlist\/\d+\?index=1$/);
  await page.getByTestId("new-basket").click();
  await expect(page).toHaveURL(/\/wishlist\/\d+\?index=2$/);
  await page.getByTestId("new-basket").click();
  await expect(page).toHaveURL(/\/PaidRequired$/);
});

test("travel by distance starts from the place the shopper gave on the map", async ({ page }) => {
  await page.request.post("/api/wishlist/items", { data: { code: known[0], quantity: 1 } });
  await page.addInitScript(() =>
    localStorage.setItem(
      "frontalier.position",
      JSON.stringify({ lat: 48.85, lon: 2.35, label: "Paris (FR)" }),
    ),
  );
  // A place is known: trips are costed by distance from the start.
  const asked = page.waitForRequest((request) => request.url().includes("travel=distance"));
  await goto(page, "/wishlist");
  const comparison = page.getByTestId("comparison");
  await expect(comparison.getByTestId("best-plan")).toBeVisible();
  await expect(comparison.getByTestId("travel-mode")).toHaveValue("distance");
  const url = new URL((await asked).url());
  expect(url.searchParams.get("lat")).toBe("48.85");
  expect(url.searchParams.get("lon")).toBe("2.35");
  await expect(comparison.getByRole("button", { name: "Paris (FR)" })).toBeVisible();
});
