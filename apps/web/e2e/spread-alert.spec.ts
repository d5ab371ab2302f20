import AxeBuilder from "@axe-core/playwright";
import type { PriceHistoryResponse } from "@frontalier/shared/contracts/podium";
import { findCountry } from "@frontalier/shared/countries";
import type { Page } from "@playwright/test";
import { createSignedInAccount } from "./support/accounts";
import { answerConsent, expect, goto, test } from "./support/fixtures";
import { waitForMail } from "./support/mail-catcher";

/** A new account made premium through the sandbox checkout, as a shopper would. */
async function premiumAccount(page: Page) {
  await answerConsent(page);
  const account = await createSignedInAccount(page);
  await goto(page, "/subscription");
  await page.getByTestId("plan-yearly").getByRole("link").click();
  await page
    .getByTestId("plan-yearly")
    .getByRole("button", { name: "Continuer vers le paiement" })
    .click();
  await page.getByTestId("sandbox-succeed").click();
  await expect(page).toHaveURL(/\/subscription\?checkout=success$/);
  return account;
}

/**
 * A real article (SÖDERHAMN sofa), so that its podium has prices; no other browser test records
 * prices of it, as this one does (they share one server).
 */
const code = "69305697";
const formatted = "693.056.97";

test("a spread alert saved on a podium fires when a compared country turns cheaper, and its mail stops it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const account = await premiumAccount(page);

  // Compared countries of the new account: France (home) first; another euro country to make cheaper.
  const session = await (await page.request.get("/api/_auth/session")).json();
  const other: string = session.profile.countries.find(
    (country: string) => country !== "FR" && findCountry(country)?.currency === "EUR",
  );
  expect(other).toBeTruthy();

  await goto(page, `/podium/${formatted}`);
  await expect(page.getByTestId("podium-page")).toBeVisible();
  // The home price must be known before the alert is saved (the condition is read then).
  let homeMinor = 0;
  await expect
    .poll(
      async () => {
        const history = await page.request.get(`/api/articles/${code}/history?countries=FR`);
        const { series } = (await history.json()) as PriceHistoryResponse;
        homeMinor = series[0]?.points.at(-1)?.priceMinor ?? 0;
        return homeMinor;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);

  await page.getByTestId("spread-alert-open").click();
  const form = page.getByTestId("spread-alert-form");
  await expect(form.getByRole("heading", { name: "Alerte d’écart de prix" })).toBeVisible();
  // A percentage out of range is refused in the page, with the reason tied to the field.
  const value = form.getByLabel("Écart minimal (pourcentage)");
  await value.fill("95");
  await page.getByTestId("spread-alert-save").click();
  await expect(value).toHaveAttribute("aria-invalid", "true");
  await expect(form).toContainText("Saisissez un nombre entier de 1 à 90.");
  await value.fill("60");
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="spread-alert-form"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(axe.violations.map((v) => `${v.id} ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
  await page.getByTestId("spread-alert-save").click();
  await expect(page.getByTestId("spread-alert-summary")).toHaveText(
    /Alerte d’écart active\s: au moins 60\s% de moins que dans votre pays/,
  );

  // The profile lists it beside the drop alerts.
  await goto(page, "/profil");
  await expect(page.getByTestId("spread-alert-list")).toContainText(formatted);
  await expect(page.getByTestId("spread-alert-list")).toContainText(/Au moins 60\s% de moins/);
  await expect(page.getByTestId("spread-alert-list").getByTestId("alert-channel")).toHaveText(
    "par e-mail",
  );

  // A refreshed price 70 % below France's in the other country (NODE_ENV=test only route): the
  // alert job runs at once and mails.
  const saved = await page.request.post("/api/test/price-observations", {
    data: { code, country: other, priceMinor: Math.floor(homeMinor * 0.3), currency: "EUR" },
  });
  expect(saved.status()).toBe(201);
  const mail = await waitForMail(
    account.email,
    (m) => m.subject.startsWith("Écart de prix") && m.text.includes(formatted),
    `the spread alert mail to ${account.email}`,
  );
  expect(mail.text).toMatch(/de moins \(70\s%\) dans un de vos pays comparés/);
  expect(mail.text).toContain("France, votre pays\u00a0:");
  expect(mail.text).toContain(`/podium/${formatted}`);

  const stopPath = /https?:\/\/[^/\s]+(\/alerts\/stop\/[\w-]+)/.exec(mail.text)?.[1] ?? "";
  expect(stopPath, "the mail's stop link").not.toBe("");
  await goto(page, stopPath);
  await expect(page.getByTestId("alert-stop")).toContainText("est arrêtée");
  await goto(page, "/profil");
  await expect(page.getByTestId("alert-list")).toContainText("Aucune alerte");
  await expect(page.getByTestId("spread-alert-list")).toHaveCount(0);
});

test("a spread alert on a whole wishlist is saved from the wishlist page, fits a phone and is listed", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await premiumAccount(page);
  await page.setViewportSize({ width: 320, height: 640 });
  // BILLY added to the current basket, whose wishlist then opens.
  await goto(page, "/wishlist/00263850");
  await expect(page).toHaveURL(/\/wishlist\/\d+\?index=0$/);
  await page.getByTestId("spread-alert-open").click();
  const form = page.getByTestId("spread-alert-form");
  await expect(
    form.getByRole("heading", { name: "Alerte d’écart sur la liste d’envies" }),
  ).toBeVisible();
  await expect(form).toContainText("votre liste d’envies (1 article)");
  await form.getByRole("radio", { name: "montant (EUR)" }).check();
  await form.getByLabel("Écart minimal (EUR)").fill("25,50");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(
    0,
  );
  await page.getByTestId("spread-alert-save").click();
  await expect(page.getByTestId("spread-alert-summary")).toHaveText(
    /toute la liste, au moins 25,50\s€ de moins que dans votre pays/,
  );

  await goto(page, "/profil");
  const list = page.getByTestId("spread-alert-list");
  await expect(list).toContainText("1 alerte d’écart");
  await expect(list.getByRole("link", { name: /Toute la liste d’envies/ })).toHaveAttribute(
    "href",
    /\/wishlist\/\d+\?index=0$/,
  );
  await list.getByRole("button", { name: "Supprimer" }).click();
  await expect(list).toHaveCount(0);
  await expect(page.getByTestId("alert-list")).toContainText("Aucune alerte");
});
