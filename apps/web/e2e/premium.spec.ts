import AxeBuilder from "@axe-core/playwright";
import { createSignedInAccount } from "./support/accounts";
import { answerConsent, expect, goto, test } from "./support/fixtures";
import { mailsTo, waitForMail } from "./support/mail-catcher";
import { rewriteAnswer, rewriteJson } from "./support/rewrite-answer";

/** A real article (MALM chest of drawers), so that its podium has prices. */
const code = "20403562";
const formatted = code.replace(/(\d{3})(\d{3})(\d{2})/, "$1.$2.$3");

test("subscribe in the sandbox, use premium, and get a price-drop alert by e-mail", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await answerConsent(page);
  const account = await createSignedInAccount(page);

  // Free: a fourth basket leads to the gate, which explains and leads to the plans.
  await goto(page, "/wishlist");
  await expect(page).toHaveURL(/\/wishlist\/\d+\?index=0$/);
  for (const index of [1, 2]) {
    await page.getByTestId("new-basket").click();
    await expect(page).toHaveURL(new RegExp(`/wishlist/\\d+\\?index=${index}$`));
  }
  await page.getByTestId("new-basket").click();
  await expect(page).toHaveURL(/\/PaidRequired/);
  await page.getByRole("link", { name: "Voir les offres" }).click();

  // /subscription → /pay → the sandbox checkout, which succeeds.
  await expect(page).toHaveURL(/\/subscription$/);
  await page.getByTestId("plan-yearly").getByRole("link").click();
  await expect(page).toHaveURL(/\/pay\?plan=yearly$/);
  await expect(page.getByTestId("sandbox-notice")).toBeVisible();
  // The plan chosen on /subscription is the one marked: its button goes on to the payment.
  const yearly = page.getByTestId("plan-yearly");
  await expect(yearly).toHaveAttribute("data-selected", "true");
  await expect(yearly).toContainText("Votre choix");
  await expect(page.getByTestId("plan-monthly")).not.toContainText("Votre choix");
  const axe = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(axe.violations.map((v) => `${v.id} ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
  await yearly.getByRole("button", { name: "Continuer vers le paiement" }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\/[\w-]+$/);
  await expect(page.getByTestId("sandbox-checkout")).toContainText("aucun argent réel");
  await page.getByTestId("sandbox-succeed").click();
  await expect(page).toHaveURL(/\/subscription\?checkout=success$/);
  // One date: premium is renewed on the day the paid year ends, and nothing says another.
  const status = page.getByTestId("subscription-status");
  await expect(page.getByTestId("premium-until")).toContainText("Premium, renouvelé le ");
  const statusText = await status.innerText();
  const days = statusText.match(/\d{1,2}(?:er)? \p{L}+ \d{4}/gu) ?? [];
  expect(days.length).toBeGreaterThan(0);
  expect(new Set(days).size).toBe(1);
  await expect(page.getByTestId("premium-badge")).toBeVisible();
  // Colours change with a short transition: axe measures the dark theme once it has settled.
  await page.emulateMedia({ colorScheme: "dark", reducedMotion: "reduce" });
  const axeStatus = await new AxeBuilder({ page })
    .include('[data-testid="subscription-status"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(axeStatus.violations.map((v) => `${v.id} ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
  await page.emulateMedia({ colorScheme: "light" });

  // The receipt, in French (the account's language), with the plan, the amount and the date.
  const receipt = await waitForMail(
    account.email,
    (m) => m.subject.startsWith("Votre reçu"),
    `the payment receipt to ${account.email}`,
  );
  expect(receipt.text).toContain("Formule\u00a0: Annuel");
  expect(receipt.text).toMatch(/Montant payé\s: \d+,\d{2}\s€/);
  expect(receipt.text).toContain(`Premium jusqu’au\u00a0: ${days[0]}`);
  // The checkout's event is applied once, so a single receipt is sent.
  expect(
    (await mailsTo(account.email)).filter((m) => m.subject.startsWith("Votre reçu")),
  ).toHaveLength(1);

  // Premium: the fourth basket is made.
  await goto(page, "/wishlist");
  await page.getByTestId("new-basket").click();
  await expect(page).toHaveURL(/\/wishlist\/\d+\?index=3$/);

  // An alert on the article, for any drop in the compared countries.
  await goto(page, `/podium/${formatted}`);
  await expect(page.getByTestId("podium-page")).toBeVisible();
  await page.getByTestId("alert-open").click();
  await page.getByTestId("alert-save").click();
  await expect(page.getByTestId("alert-summary")).toBeVisible();
  // Wait until France's price is known, so that the next one has one to be lower than.
  await expect
    .poll(async () => {
      const history = await page.request.get(`/api/articles/${code}/history?countries=FR`);
      return ((await history.json()) as { series: unknown[] }).series.length;
    })
    .toBe(1);

  // A new, lower observation (NODE_ENV=test only route), then the mail with its stop link.
  const saved = await page.request.post("/api/test/price-observations", {
    data: { code, country: "FR", priceMinor: 1, currency: "EUR" },
  });
  expect(saved.status()).toBe(201);
  const mail = await waitForMail(
    account.email,
    (m) => m.subject.startsWith("Baisse") && m.text.includes(formatted),
    `the price-drop mail to ${account.email}`,
  );
  const stopPath = /https?:\/\/[^/\s]+(\/alerts\/stop\/[\w-]+)/.exec(mail.text)?.[1] ?? "";
  expect(stopPath, "the mail's stop link").not.toBe("");

  await goto(page, stopPath);
  await expect(page.getByTestId("alert-stop")).toContainText("est arrêtée");
  await goto(page, "/profil");
  await expect(page.getByTestId("alert-list")).toContainText("Aucune alerte");
});

test("while the site takes no payments, the plans say so and lead nowhere", async ({ page }) => {
  // The e2e server runs the sandbox; this is what a production server without a payment
  // provider sends instead: "off" in the page's configuration and in the plans.
  // Only the page itself carries the configuration: the app's paths, not the API nor files.
  await rewriteAnswer(
    page,
    (url) => !url.pathname.startsWith("/api/") && !/\.\w+$/.test(url.pathname),
    ({ text }) => text.replace('"payments":"sandbox"', '"payments":"off"'),
  );
  await rewriteJson(page, "**/api/billing/plans", (plans) => {
    plans.provider = "off";
  });
  await answerConsent(page);
  await createSignedInAccount(page);

  await goto(page, "/subscription");
  await expect(page.getByTestId("payments-unavailable")).toContainText("Paiement indisponible");
  const yearly = page.getByTestId("plan-yearly");
  await expect(yearly.getByRole("button", { name: "Indisponible" })).toBeDisabled();
  await expect(yearly.getByRole("link")).toHaveCount(0);
  await expect(page.getByTestId("sandbox-notice")).toHaveCount(0);

  await goto(page, "/pay?plan=yearly");
  await expect(page.getByTestId("payments-unavailable")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Choisissez votre plan" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Choisir ce plan" })).toHaveCount(0);

  await goto(page, "/PaidRequired?feature=baskets");
  await expect(page.getByTestId("payments-unavailable")).toBeVisible();
});
