import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { createSignedInAccount } from "./support/accounts";
import { expect, goto, test } from "./support/fixtures";

const axeViolations = async (page: Page) =>
  (
    await new AxeBuilder({ page })
      .include('[data-route="admin"]')
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze()
  ).violations.map((v) => `${v.id} ${v.nodes[0]?.target.join(" ")}`);

test("an admin opens /admin from the profile page and reads its tables", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const account = await createSignedInAccount(page);
  const subject = `Admin e2e ${account.email.slice(4, 12)}`;
  const sent = await page.request.post("/api/contact", {
    data: {
      name: "Camille Durand",
      email: account.email,
      subject,
      message: "Le prix belge de BILLY ne correspond pas au site.",
    },
  });
  expect(sent.status()).toBe(202);

  // Without the role: no link on the profile page, and /admin says how the role is given.
  await goto(page, "/profil");
  await expect(page.getByTestId("alert-list")).toBeVisible();
  await expect(page.getByTestId("admin-link")).toHaveCount(0);
  await goto(page, "/admin");
  await expect(page.getByText("Ce compte n’a pas le rôle d’administrateur")).toBeVisible();
  await expect(page.getByTestId("admin-view")).toHaveCount(0);

  // Granted as `npm run admin -- grant` does (the command cannot open the test server's PGlite).
  const granted = await page.request.post("/api/test/admin-grants", {
    data: { email: account.email },
  });
  expect(granted.ok()).toBe(true);
  await goto(page, "/profil");
  await page.getByTestId("admin-link").getByRole("link", { name: "Page d’administration" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Administration" })).toBeVisible();

  const messages = page.getByTestId("admin-contact-messages-table");
  await expect(messages.locator("caption")).toHaveText(
    "Les derniers messages de contact, du plus récent au plus ancien",
  );
  const row = messages.getByRole("row").filter({ hasText: subject });
  await expect(row).toContainText(account.email);
  await expect(row).toContainText("Le prix belge de BILLY");
  // The server ran its jobs at start: each has a row with its outcome.
  const jobs = page.getByTestId("admin-jobs-table");
  await expect(jobs.getByRole("row").filter({ hasText: "retention" }).first()).toContainText(
    /Réussie|En cours/,
  );
  // The offline demo's stand-in retailer: every circuit closed.
  await expect(page.getByTestId("admin-breakers-summary")).toHaveText(
    "Tous les circuits sont fermés\u00a0: les requêtes parviennent à IKEA.",
  );
  await expect(page.getByTestId("admin-breakers-table").getByRole("row")).toHaveCount(31);
  await expect(page.getByTestId("admin-feed-imports")).toContainText(
    "Aucun fichier de prix importé pour l’instant.",
  );

  // Each table scrolls inside a region the keyboard reaches, named by its caption.
  const region = page.getByRole("region", { name: "Disjoncteurs par pays" });
  await region.focus();
  await expect(region).toBeFocused();

  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: "dark", reducedMotion: "reduce" });
  expect(await axeViolations(page)).toEqual([]);

  // 320 px: the page itself never scrolls sideways; wide tables scroll in their region.
  await page.setViewportSize({ width: 320, height: 800 });
  await expect(page.getByTestId("admin-view")).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
