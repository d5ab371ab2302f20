import { expect, goto, test } from "./support/fixtures";
import { waitForMail } from "./support/mail-catcher";

test.describe("contact form (#contact-section)", () => {
  test("checks the fields, sends the message and says it arrived", async ({
    page,
    consoleErrors,
  }) => {
    await goto(page, "/#contact-section");
    const section = page.locator("#contact-section");
    await section.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(section.getByLabel("Votre nom")).toBeFocused();
    await expect(section.getByText("Ce champ est obligatoire.").first()).toBeVisible();

    await section.getByLabel("Votre nom").fill("Camille Martin");
    await section.getByLabel("Votre adresse e-mail").fill("camille.contact@example.test");
    await section.getByLabel("Objet (facultatif)").fill("Prix faux");
    await section
      .getByLabel("Votre message")
      .fill("Le prix belge de BILLY ne correspond pas au site.");
    await section.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(section.getByTestId("contact-sent")).toBeFocused();
    await expect(section.getByTestId("contact-sent")).toContainText(
      "votre message est bien arrivé",
    );
    // Stored and mailed to the team address (CONTACT_EMAIL), as the caught mail shows.
    const mail = await waitForMail(undefined, (m) => m.text.includes("Le prix belge de BILLY"));
    expect(mail.to).toEqual(["contact@frontalier.eu"]);
    expect(consoleErrors).toEqual([]);
  });

  test("shows the server's refusal (spec §8: the error is rethrown to the form)", async ({
    page,
  }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({
          error: {
            code: "rate_limited",
            message: "Trop d’essais en peu de temps. Attendez un instant et réessayez.",
          },
        }),
      }),
    );
    await goto(page, "/#contact-section");
    const section = page.locator("#contact-section");
    await section.getByLabel("Votre nom").fill("Camille");
    await section.getByLabel("Votre adresse e-mail").fill("c@example.test");
    await section.getByLabel("Votre message").fill("Un message assez long.");
    await section.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(section.getByRole("alert")).toContainText(
      "Trop d’essais en peu de temps. Attendez un instant et réessayez.",
    );
    await expect(section.getByRole("alert")).toBeFocused();
  });

  test("without any answer from the server, says 'Erreur lors de la mise à jour'", async ({
    page,
  }) => {
    await page.route("**/api/contact", (route) => route.abort());
    await goto(page, "/#contact-section");
    const section = page.locator("#contact-section");
    await section.getByLabel("Votre nom").fill("Camille");
    await section.getByLabel("Votre adresse e-mail").fill("c@example.test");
    await section.getByLabel("Votre message").fill("Un message assez long.");
    await section.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(section.getByRole("alert")).toContainText("Erreur lors de la mise à jour");
  });
});

test.describe("FAQ and information pages", () => {
  test("/faq lists the questions from the server, filters them and opens an answer", async ({
    page,
  }) => {
    await goto(page, "/faq");
    await expect(page.getByTestId("faq-item")).toHaveCount(10);
    await page.getByLabel("Rechercher dans les questions").fill("banque centrale");
    await expect(page.getByTestId("faq-item")).toHaveCount(1);
    const question = page.getByRole("button", { name: /convertis dans ma monnaie/ });
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(/mis à jour chaque jour ouvré/)).toBeVisible();
  });

  test("the privacy policy states the configured retention", async ({ page }) => {
    await goto(page, "/terms");
    await expect(
      page.getByRole("heading", { name: "Les cookies que nous déposons" }),
    ).toBeVisible();
    await expect(page.getByText(/après 180 jours sans visite/).first()).toBeVisible();
    await goto(page, "/use-conditions");
    await expect(page.getByRole("heading", { name: "Usage acceptable" })).toBeVisible();
  });
});
