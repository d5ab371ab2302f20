import { randomUUID } from "node:crypto";
import { expect, goto, test } from "./support/fixtures";
import { waitForMail } from "./support/mail-catcher";

const newAddress = (prefix = "news") => `${prefix}-${randomUUID().slice(0, 12)}@example.test`;

/** The path and query of the link to `path` in a mail's text. */
const linkIn = (text: string, path: string) => {
  const match = new RegExp(`https?://[^/\\s]+(${path.replace("?", "\\?")}[\\w.=?-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in the mail`);
  return match[1];
};

test.describe("newsletter (double opt-in through a real SMTP server)", () => {
  test("subscribe on the home page, confirm from the mail, unsubscribe in one click", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    const email = newAddress();
    await goto(page, "/#newsletter-section");
    const section = page.locator("#newsletter-section");
    await section.getByLabel("Votre adresse e-mail").fill(email);
    await section.getByRole("button", { name: "S’inscrire" }).click();
    await expect(section.getByTestId("newsletter-check-email")).toBeFocused();
    await expect(section.getByTestId("newsletter-check-email")).toContainText(email);

    const mail = await waitForMail(email);
    expect(mail.headers["list-unsubscribe"]).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/api\/newsletter\/unsubscribe\//,
    );
    await goto(page, linkIn(mail.text, "/newsletter/success?token="));
    await expect(page.getByTestId("newsletter-confirmed")).toContainText(
      "Votre inscription à la newsletter est confirmée.",
    );
    // The token is spent and leaves the address bar.
    await expect(page).toHaveURL(/\/newsletter\/success$/);

    await goto(page, linkIn(mail.text, "/bocked-email?token="));
    await page.getByRole("button", { name: "Me désinscrire" }).click();
    await expect(page.getByTestId("blocked-email")).toContainText(
      "vous ne recevrez plus la newsletter",
    );
    expect(consoleErrors).toEqual([]);
  });

  test("an address the mail server refuses lands on /bocked-email", async ({ page }) => {
    await goto(page, "/#newsletter-section");
    const section = page.locator("#newsletter-section");
    await section.getByLabel("Votre adresse e-mail").fill(newAddress("bounce"));
    await section.getByRole("button", { name: "S’inscrire" }).click();
    await expect(page).toHaveURL(/\/bocked-email$/);
    await expect(page.getByTestId("blocked-email")).toContainText(
      "Nous ne pouvons pas envoyer d’e-mail à cette adresse.",
    );
  });

  test("the form checks the address before sending", async ({ page }) => {
    await goto(page, "/#newsletter-section");
    const section = page.locator("#newsletter-section");
    await section.getByLabel("Votre adresse e-mail").fill("pas une adresse");
    await section.getByRole("button", { name: "S’inscrire" }).click();
    await expect(section.getByText("Cette adresse e-mail ne semble pas valide.")).toBeVisible();
    await expect(section.getByLabel("Votre adresse e-mail")).toBeFocused();
  });
});
