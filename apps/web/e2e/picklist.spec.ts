import { expect, goto, test } from "./support/fixtures";

test.describe("a new guest chooses a country and language (spec §4 guest redirect)", () => {
  test.use({ guestCountry: null });

  test("is sent to /select-country from any page, then back where they were", async ({
    page,
    consoleErrors,
  }) => {
    await goto(page, "/product-code?q=80245678");
    await expect(page).toHaveURL(/\/select-country\?next=%2Fproduct-code%3Fq%3D80245678$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Où faites-vous vos achats ?");

    await page.getByRole("radio", { name: "English" }).check({ force: true });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Où faites-vous vos achats ?");
    await page.getByRole("searchbox").fill("belg");
    await expect(page.getByTestId("country-choices").getByRole("radio")).toHaveCount(1);
    await page.getByRole("radio", { name: "Belgium" }).check({ force: true });
    await page.getByTestId("select-country-submit").click();

    await expect(page).toHaveURL(/\/product-code\?q=80245678$/);
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

test("the picklist: remove, reorder by keyboard, add, and the podium compares it", async ({
  page,
}) => {
  await goto(page, "/picklist");
  await expect(page).toHaveURL(/\/picklist\/\d+\/FR,BE,DE,NL,ES,LU,IT,CH$/);
  const list = page.getByTestId("picklist");
  await expect(list.getByRole("listitem")).toHaveCount(8);
  await expect(list.getByRole("listitem").first()).toContainText("France");
  await expect(list.getByRole("button", { name: /France/ })).toHaveCount(0);

  await page.getByRole("button", { name: "Retirer Luxembourg" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(7);
  await page.getByRole("button", { name: "Monter Espagne" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("picklist-announcement")).toHaveText(
    "Espagne déplacé en position 4",
  );
  await page.getByRole("searchbox").fill("pol");
  await page.getByRole("button", { name: "Ajouter Pologne" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(8);

  await goto(page, "/picklist");
  await expect(page).toHaveURL(/\/picklist\/\d+\/FR,BE,DE,ES,NL,IT,CH,PL$/);
  await expect(list.getByRole("listitem")).toHaveCount(8);
  await expect(list.getByRole("listitem").last()).toContainText("Pologne");

  const podium = page.waitForResponse((response) => response.url().includes("/podium?"));
  await goto(page, "/podium/802.456.78");
  const url = new URL((await podium).url());
  expect(url.searchParams.get("countries")).toBe("FR,BE,DE,ES,NL,IT,CH,PL");
  expect(url.searchParams.get("home")).toBe("FR");
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
