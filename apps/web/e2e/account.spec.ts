import { createSignedInAccount, mailedLink, newAccount } from "./support/accounts";
import { chooseCountry, expect, goto, test } from "./support/fixtures";

test.describe("accounts and profile (issue Identity)", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  test("sign up, confirm, see the profile, rename, sign out and sign in again", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    const account = newAccount("Camille", "Durand");

    await goto(page, "/signup");
    await page.getByLabel("Prénom").fill(account.firstName);
    await page.getByLabel("Nom (facultatif)").fill(account.lastName);
    await page.getByLabel("Adresse e-mail").fill(account.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page.getByRole("heading", { name: "Consultez votre messagerie" })).toBeFocused();
    await expect(page.getByTestId("signup-check-email")).toContainText(account.email);

    await goto(page, await mailedLink(account.email, "verify-email"));
    await expect(page.getByTestId("verify-email-done")).toContainText("Adresse confirmée");
    await page.getByRole("link", { name: "Continuer" }).click();
    await expect(page).toHaveURL(/\/profil$/);
    // The auth layout has no header: the avatar shows once on a page of the site.
    const avatar = page.getByTestId("site-header").getByTestId("avatar-button").first();
    await expect(avatar).toHaveAccessibleName(/Camille Durand/);
    const summary = page.getByTestId("profile-summary");
    await expect(summary.getByTestId("profile-name")).toHaveText("Camille Durand");
    await expect(summary.getByTestId("profile-email")).toHaveText(account.email);
    await expect(summary).toContainText("Vérifiée");
    await expect(summary).toContainText("E-mail et mot de passe");
    await expect(summary).toContainText("France");

    await summary.getByRole("link", { name: "Modifier mon profil" }).click();
    await expect(page).toHaveURL(/\/profil\/update-profil$/);
    await page.getByLabel("Prénom").fill("Camila");
    await page.getByRole("checkbox", { name: "Belgique" }).check();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page).toHaveURL(/\/profil$/);
    await expect(page.getByText("Succès : Profil mis à jour.", { exact: true })).toBeVisible();
    await expect(summary.getByTestId("profile-name")).toHaveText("Camila Durand");
    await expect(summary).toContainText("Belgique");
    await expect(avatar).toHaveAccessibleName(/Camila Durand/);

    await avatar.click();
    await page.getByRole("menuitem", { name: "Déconnexion" }).click();
    // Every cookie goes, the guest's country choice with them (spec §2, §4): /login sends the
    // new guest to /select-country first, which brings them back. Done as a person does, so that
    // no navigation of the test races the app's own.
    await expect(page).toHaveURL(/\/select-country\?next=%2Flogin$/);
    await page.getByRole("radio", { name: "France" }).check({ force: true });
    await page.getByTestId("select-country-submit").click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel("Adresse e-mail").fill(account.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(avatar).toHaveAccessibleName(/Camila Durand/);
    expect(consoleErrors).toEqual([]);
  });

  test("a wrong password is said in an alert that takes the focus", async ({ page }) => {
    const account = await createSignedInAccount(page);
    await page.request.post("/api/logout");
    await chooseCountry(page);
    await goto(page, "/connexion");
    await page.getByLabel("Adresse e-mail").fill(account.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("pas le bon mot de passe");
    await page.getByRole("button", { name: "Se connecter" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Adresse e-mail ou mot de passe incorrect.");
    await expect(alert).toBeFocused();
  });

  test("a guest opening /profil is asked to sign in, then comes back to /profil", async ({
    page,
  }) => {
    const account = await createSignedInAccount(page);
    await page.request.post("/api/logout");
    await chooseCountry(page);

    await goto(page, "/profil");
    await expect(page).toHaveURL(/\/loginRequired$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connexion requise");
    await page.getByRole("main").getByRole("link", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/connexion$/);
    await page.getByLabel("Adresse e-mail").fill(account.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/profil$/);
    await expect(page.getByTestId("profile-email")).toHaveText(account.email);
  });

  test("password reset through the mailed link signs in with the new password", async ({
    page,
  }) => {
    const account = await createSignedInAccount(page);
    await page.request.post("/api/logout");
    await chooseCountry(page);

    await goto(page, "/login");
    await page.getByRole("button", { name: "Mot de passe oublié\u202f?" }).click();
    await page.getByLabel("Adresse e-mail").fill(account.email);
    await page.getByRole("button", { name: "Envoyer le lien" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Si un compte existe" })).toContainText(
      account.email,
    );

    await goto(page, await mailedLink(account.email, "reset-password"));
    const newPassword = "une toute nouvelle phrase";
    await page.getByLabel("Nouveau mot de passe").fill(newPassword);
    await page.getByRole("button", { name: "Enregistrer et me connecter" }).click();
    await expect(page).toHaveURL(/\/profil$/);
    await expect(page.getByTestId("profile-email")).toHaveText(account.email);

    // The link works once.
    const used = await mailedLink(account.email, "reset-password");
    await goto(page, used);
    await page.getByLabel("Nouveau mot de passe").fill("encore une autre phrase");
    await page.getByRole("button", { name: "Enregistrer et me connecter" }).click();
    await expect(page.getByRole("alert")).toContainText("Ce lien n’est plus valable");

    await page.request.post("/api/logout");
    await chooseCountry(page);
    await goto(page, "/login");
    await page.getByLabel("Adresse e-mail").fill(account.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the profile of another id is a route-check 404", async ({ page }) => {
    await createSignedInAccount(page);
    await goto(page, "/profil/update/999999");
    await expect(page.getByTestId("error-status")).toHaveText(
      "Page introuvable\u00a0: /profil/update/999999",
    );
  });

  test("profile photo: upload (resized), then back to the initials", async ({ page }) => {
    await createSignedInAccount(page, newAccount("Léa", "Martin"));
    await goto(page, "/profil/update/update-profile");
    // A 600 × 300 PNG drawn by the browser itself.
    const png = await page.evaluate(() => {
      const canvas = document.createElement("canvas");
      canvas.width = 600;
      canvas.height = 300;
      const context = canvas.getContext("2d")!;
      context.fillStyle = "#0058cc";
      context.fillRect(0, 0, 600, 300);
      return canvas.toDataURL("image/png").split(",")[1]!;
    });
    await page.getByTestId("photo-input").setInputFiles({
      name: "me.png",
      mimeType: "image/png",
      buffer: Buffer.from(png, "base64"),
    });
    await expect(page.getByText("Nouvelle photo prête")).toBeVisible();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page).toHaveURL(/\/profil$/);
    const photo = page.getByTestId("profile-summary").getByTestId("avatar").locator("img");
    await expect(photo).toHaveAttribute("src", /^\/api\/profile-photos\//);
    const size = await photo.evaluate((img: HTMLImageElement) => [
      img.naturalWidth,
      img.naturalHeight,
    ]);
    expect(size).toEqual([256, 256]);

    await goto(page, "/profil/update-profil");
    await page.getByRole("button", { name: "Retirer la photo" }).click();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page).toHaveURL(/\/profil$/);
    await expect(page.getByTestId("profile-summary").getByTestId("avatar")).toHaveText("LM");
  });

  test("delete the account after typing DELETE and the password", async ({ page }) => {
    const account = await createSignedInAccount(page);
    await goto(page, "/profil");
    await page.getByRole("button", { name: "Supprimer mon compte…" }).click();
    const dialog = page.getByTestId("delete-dialog");
    const submit = dialog.getByRole("button", { name: "Supprimer définitivement" });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel("Pour confirmer, tapez DELETE").fill("DELETE");
    await dialog.getByLabel("Mot de passe actuel").fill(account.password);
    await submit.click();
    await expect(page).toHaveURL(/\/(select-country)?(\?.*)?$/);
    const login = await page.request.post("/api/auth/login", {
      data: { email: account.email, password: account.password },
    });
    expect(login.status()).toBe(401);
  });
});
