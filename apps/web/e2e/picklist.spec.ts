import { expect, goto, test } from "./support/fixtures";

test.describe("a new guest chooses a country and language (spec §4 guest redirect)", () => {
  test.use({ guestCountry: null });

  test("is sent to /select-country from any page, then back where they were", async ({
    page,
    consoleErrors,
  }) => {
    await goto(page, "/product-code?q=80275887");
    await expect(page).toHaveURL(/\/select-country\?next=%2Fproduct-code%3Fq%3D80275887$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Où faites-vous vos achats ?");

    await page.getByRole("radio", { name: "English" }).check({ force: true });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Où faites-vous vos achats ?");
    await page.getByRole("searchbox").fill("belg");
    await expect(page.getByTestId("country-choices").getByRole("radio")).toHaveCount(1);
    await page.getByRole("radio", { name: "Belgium" }).check({ force: true });
    await page.getByTestId("select-country-submit").click();

    await expect(page).toHaveURL(/\/product-code\?q=80275887$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const session = await (await page.request.get("/api/_auth/session")).json();
    expect(session.profile).toMatchObject({ sPaysFav: "BE", sPaysLangue: "BE/EN", home: "BE" });
    expect(session.profile.countries[0]).toBe("BE");
    expect(consoleErrors).toEqual([]);
  });

  test("is not sent there from /auth/ pages", async ({ page }) => {
    await goto(page, "/auth/verify-email?token=x");
    await expect(page).toHaveURL(/\/auth\/verify-email/);
  });

  test("can choose with the keyboard alone", async ({ page }) => {
    await goto(page, "/");
    await expect(page).toHaveURL(/\/select-country$/);
    await page.getByRole("searchbox").focus();
    await page.keyboard.type("Pays-Bas");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(page.getByRole("radio", { name: "Pays-Bas" })).toBeChecked();
    await page.getByTestId("select-country-submit").focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/$/);
  });
});

test("the picklist: remove, reorder by keyboard, add, the address in step, and the podium compares it", async ({
  page,
}) => {
  await goto(page, "/picklist");
  await expect(page).toHaveURL(/\/picklist\/\d+\/FR,BE,LU,NL,CH,DE,ES,IT$/);
  const steps = await page.evaluate(() => window.history.length);
  const list = page.getByTestId("picklist");
  await expect(list.getByRole("listitem")).toHaveCount(8);
  await expect(list.getByRole("listitem").first()).toContainText("France");
  await expect(list.getByRole("button", { name: /France/ })).toHaveCount(0);

  // Spec §7's client removes and adds with calls of their own (issue 22).
  const sent = (path: string) =>
    page.waitForRequest((request) => new URL(request.url()).pathname === path);
  const removed = sent("/api/update-listpays");
  await page.getByRole("button", { name: "Retirer Luxembourg" }).click();
  expect((await removed).postDataJSON()).toEqual({ paysToRemove: "LU" });
  await expect(list.getByRole("listitem")).toHaveCount(7);
  // Focus goes to the row that took its place, never to <body>.
  await expect(page.getByRole("button", { name: "Retirer Pays-Bas" })).toBeFocused();
  // The address follows each saved change, in place of the current history entry.
  await expect(page).toHaveURL(/\/picklist\/\d+\/FR,BE,NL,CH,DE,ES,IT$/);
  // A mark on the list's element: a page mounted afresh for the new address would lose it.
  await list.evaluate((element) => element.setAttribute("data-mark", "kept"));
  const moveUp = page.getByRole("button", { name: "Monter Espagne" });
  await moveUp.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("picklist-announcement")).toHaveText(
    "Espagne déplacé en position 5",
  );
  await expect(page).toHaveURL(/\/picklist\/\d+\/FR,BE,NL,CH,ES,DE,IT$/);
  await expect(list).toHaveAttribute("data-mark", "kept");
  await expect(moveUp).toBeFocused();
  await page.getByRole("searchbox").fill("pol");
  const added = sent("/api/add-pays-listpays");
  await page.getByRole("button", { name: "Ajouter Pologne" }).click();
  expect((await added).postDataJSON()).toEqual({ paysToAdd: "PL" });
  await expect(list.getByRole("listitem")).toHaveCount(8);
  await expect(page.getByRole("searchbox")).toBeFocused();
  await expect(page).toHaveURL(/\/picklist\/\d+\/FR,BE,NL,CH,ES,DE,IT,PL$/);
  expect(await page.evaluate(() => window.history.length)).toBe(steps);

  await page.reload();
  await expect(list.getByRole("listitem").last()).toContainText("Pologne");
  await goto(page, "/picklist");
  await expect(page).toHaveURL(/\/picklist\/\d+\/FR,BE,NL,CH,ES,DE,IT,PL$/);
  await expect(list.getByRole("listitem")).toHaveCount(8);

  const podium = page.waitForResponse((response) => response.url().includes("/podium?"));
  await goto(page, "/podium/802.758.87");
  const url = new URL((await podium).url());
  expect(url.searchParams.get("countries")).toBe("FR,BE,NL,CH,ES,DE,IT,PL");
  expect(url.searchParams.get("home")).toBe("FR");
});

test("an old address of the picklist is brought in step with the saved list", async ({ page }) => {
  const { profile } = await (await page.request.get("/api/_auth/session")).json();
  await goto(page, `/picklist/${profile.iBasket}/FR,DE`);
  await expect(page).toHaveURL(new RegExp(`/picklist/${profile.iBasket}/FR,BE,LU,NL,CH,DE,ES,IT$`));
});

for (const { home, name, nearest } of [
  { home: "SE", name: "Suède", nearest: ["Norvège", "Danemark", "Finlande", "Allemagne"] },
  { home: "PL", name: "Pologne", nearest: ["Allemagne", "Tchéquie", "Slovaquie", "Lituanie"] },
]) {
  test.describe(`a new guest at home in ${home}`, () => {
    test.use({ guestCountry: home });

    test("compares home and the markets nearest to it", async ({ page, consoleErrors }) => {
      await goto(page, "/picklist");
      const list = page.getByTestId("picklist");
      await expect(list.getByRole("listitem")).toHaveCount(8);
      await expect(list.getByRole("listitem").first()).toContainText(name);
      for (const country of nearest) {
        await expect(list.getByRole("listitem").filter({ hasText: country })).toHaveCount(1);
      }
      for (const far of ["Espagne", "Italie", "Luxembourg"]) {
        await expect(list.getByRole("listitem").filter({ hasText: far })).toHaveCount(0);
      }
      await expect(page).toHaveURL(new RegExp(`/picklist/\\d+/${home},`));
      expect(consoleErrors).toEqual([]);
    });
  });
}

test("the header's menu leads to the countries compared, on a laptop and on a phone", async ({
  page,
}) => {
  await goto(page, "/");
  await page.getByRole("navigation").getByRole("link", { name: "Pays comparés" }).click();
  await expect(page).toHaveURL(/\/picklist\/\d+\/FR,/);
  await expect(page.getByTestId("picklist")).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await goto(page, "/");
  await page.getByTestId("site-header").getByRole("link", { name: "Pays comparés" }).click();
  await expect(page).toHaveURL(/\/picklist\/\d+\/FR,/);
});

test("someone else's basket is not found", async ({ page, browser }) => {
  const other = await browser.newPage();
  const session = await (
    await other.request.get(`${test.info().project.use.baseURL}/api/_auth/session`)
  ).json();
  await other.close();
  await goto(page, `/picklist/${session.profile.iBasket}/FR`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    /Page Not Found|introuvable/i,
  );
});
