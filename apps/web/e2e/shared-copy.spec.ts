import type { APIRequestContext } from "@playwright/test";
import { fakeArticleExists } from "../../server/src/fake-retailer/fake-catalogue";
import { baseURL, expect, goto, test } from "./support/fixtures";

/** Articles the stand-in retailer sells. */
const known = (() => {
  const codes: string[] = [];
  for (let n = 70_125_431; codes.length < 3; n += 7) {
    if (fakeArticleExists(String(n))) codes.push(String(n));
  }
  return codes;
})();

/** A list of `known` shared by a guest who chose Belgium; its token. */
async function sharedList(request: APIRequestContext): Promise<string> {
  const { profile } = await (await request.get("/api/_auth/session")).json();
  await request.put(`/api/update-info-profil/${profile.iProfile}`, {
    data: { sPaysFav: "BE", sPaysLangue: "BE/FR", sPrenom: "Camille" },
  });
  for (const code of known) {
    expect((await request.post("/api/wishlist/items", { data: { code } })).ok()).toBe(true);
  }
  const shared = await request.post(`/api/baskets/${profile.iBasket}/share`);
  return (await shared.json()).token as string;
}

/** Spec §4's guest redirect has a fourth exception, a shared list (decision 010's addendum). */
test.describe("a shared wishlist and a visitor without a country", () => {
  test.use({ guestCountry: null });

  test("the country is asked only to compare from one's own, then the visitor is back on the list and gets a new one", async ({
    page,
    browser,
    consoleErrors,
  }) => {
    const owner = await browser.newContext({
      baseURL: baseURL(),
      extraHTTPHeaders: { "X-Forwarded-For": "2001:db8:19::21" },
    });
    const token = await sharedList(owner.request);
    await owner.close();

    await goto(page, `/wishlist/shared/${token}`);
    await expect(page).toHaveURL(new RegExp(`/wishlist/shared/${token}$`));
    await expect(page.getByTestId("shared-title")).toHaveText(
      "Liste d’envies partagée par Camille",
    );
    await page.getByRole("button", { name: "Comparer depuis mon pays" }).click();
    await expect(page).toHaveURL(/\/select-country\?next=%2Fwishlist%2Fshared%2F/);
    await page.getByRole("searchbox").fill("allem");
    await page.getByRole("radio", { name: "Allemagne" }).check({ force: true });
    await page.getByTestId("select-country-submit").click();
    await expect(page).toHaveURL(new RegExp(`/wishlist/shared/${token}$`));

    await page.getByRole("button", { name: "Comparer depuis mon pays" }).click();
    // A new list of theirs, everything copied: it opens.
    await expect(page).toHaveURL(/\/wishlist\/\d+\?index=1$/);
    await expect(page.getByTestId("wishlist-line")).toHaveCount(known.length);
    expect(consoleErrors).toEqual([]);
  });
});

test("at the free limit of lists, the copy joins the current list and says so, with its figures and the premium link", async ({
  page,
  browser,
  consoleErrors,
}) => {
  const owner = await browser.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { "X-Forwarded-For": "2001:db8:19::22" },
  });
  const token = await sharedList(owner.request);
  await owner.close();

  // The visitor keeps three lists (the free limit); the current one already holds an article.
  for (const name of ["Salon", "Cuisine"]) {
    expect((await page.request.post("/api/baskets", { data: { name } })).status()).toBe(201);
  }
  await page.request.post("/api/wishlist/items", { data: { code: known[0] } });

  await goto(page, `/wishlist/shared/${token}`);
  const button = page.getByRole("button", { name: "Comparer depuis mon pays" });
  await button.click();
  const report = page.getByTestId("compare-from-mine").getByRole("status");
  await expect(report).toBeFocused();
  await expect(report).toContainText("3 articles copiés dans votre liste d’envies");
  await expect(report.getByTestId("copy-into-current")).toHaveText(
    "Vous avez déjà 3 listes, le maximum sans Premium : la copie a rejoint votre liste actuelle au lieu d’une nouvelle.",
  );
  await expect(report.getByTestId("copy-no-room")).toHaveCount(0);
  await expect(report.getByTestId("copy-premium")).toHaveAttribute("href", "/subscription");
  // The shared list stays in view; the visitor's current list has the copy.
  await expect(page).toHaveURL(new RegExp(`/wishlist/shared/${token}$`));
  await page.getByRole("link", { name: "Voir ma liste d’envies" }).click();
  await expect(page).toHaveURL(/\/wishlist\/\d+\?index=2$/);
  await expect(page.getByTestId("wishlist-line")).toHaveCount(known.length);
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await goto(page, `/wishlist/shared/${token}`);
    await button.click();
    await expect(report).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.screenshot({ path: test.info().outputPath(`copy-report-${width}.png`) });
  }
  expect(consoleErrors).toEqual([]);
});
