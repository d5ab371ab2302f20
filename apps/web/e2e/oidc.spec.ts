import type { Page } from "@playwright/test";
import { expect, goto, test } from "./support/fixtures";

/**
 * Sign-in with an OpenID Connect provider (spec §4 sign-in popup), against the fake provider on
 * loopback that playwright.config.ts starts (its development pages: any login, any password).
 */

/** A guest who has chosen a country (else spec §4 sends them to /select-country first). */
async function guestWithCountry(page: Page, country = "PL") {
  await goto(page, "/select-country");
  const { profile } = await (await page.request.get("/api/_auth/session")).json();
  const saved = await page.request.put(`/api/update-info-profil/${profile.iProfile}`, {
    data: { sPaysLangue: `${country}/FR`, sPaysFav: country },
  });
  expect(saved.status()).toBe(200);
}

async function signInAtProvider(provider: Page, login: string) {
  await provider.locator('input[name="login"]').fill(login);
  await provider.locator('input[name="password"]').fill("anything");
  await provider.getByRole("button", { name: "Sign-in" }).click();
  await provider.getByRole("button", { name: "Continue" }).click();
}

const sessionUser = async (page: Page) =>
  (await (await page.request.get("/api/_auth/session")).json()).user;

test.describe("sign-in with an OpenID Connect provider (spec §4)", () => {
  test("in a popup from /login: the popup closes, the page has the user and the guest's choices", async ({
    page,
  }) => {
    await guestWithCountry(page, "PL");
    await goto(page, "/login");
    const opened = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Continuer avec Fake ID" }).click();
    const popup = await opened;
    const closed = popup.waitForEvent("close");
    await signInAtProvider(popup, "e2e-popup");
    await closed;
    await expect(page.getByTestId("avatar-button")).toBeVisible();
    expect(await sessionUser(page)).toMatchObject({ sPrenom: "e2e-popup", sTypeAccount: "FAKEID" });
    const { profile } = await (await page.request.get("/api/_auth/session")).json();
    expect(profile.sPaysFav).toBe("PL");
  });

  test("the popup closes itself when nobody signed in", async ({ page }) => {
    await guestWithCountry(page);
    await goto(page, "/login");
    const opened = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Continuer avec Fake ID" }).click();
    const popup = await opened;
    const closed = popup.waitForEvent("close");
    await popup.getByRole("link", { name: "[ Cancel ]" }).click();
    await closed;
    await expect(page.getByTestId("provider-buttons").getByRole("alert")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await sessionUser(page)).toBeNull();
  });

  test("without a popup: to the provider and back to the page that asked for sign-in", async ({
    page,
    context,
  }) => {
    await guestWithCountry(page);
    await context.addCookies([
      { name: "auth_callback", value: "%2Ffaq", url: String(test.info().project.use.baseURL) },
    ]);
    await page.goto("/api/auth/oidc/fakeid/start");
    await signInAtProvider(page, "e2e-page");
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByTestId("avatar-button")).toBeVisible();
    expect(await sessionUser(page)).toMatchObject({ sTypeAccount: "FAKEID" });
  });

  test("without a popup: a refusal at the provider is explained, with a way back to sign-in", async ({
    page,
  }) => {
    await guestWithCountry(page);
    await page.goto("/api/auth/oidc/fakeid/start");
    await page.getByRole("link", { name: "[ Cancel ]" }).click();
    await expect(page.getByRole("alert")).toContainText("annulée");
    await expect(page.getByRole("link", { name: "Retour à la connexion" })).toHaveAttribute(
      "href",
      "/login",
    );
    expect(await sessionUser(page)).toBeNull();
  });
});
