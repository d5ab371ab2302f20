import type { Page } from "@playwright/test";
import { expect, goto, gotoThenPauseClock, test } from "./support/fixtures";

// /testui has buttons that call notify.success, confirm({ message }) and report({ kind, message }).
const toasts = (page: Page) =>
  page.getByRole("region", { name: /^Notifications/ }).getByRole("listitem");

/**
 * /testui with the notifier's code loaded (it comes with the first notification, and React reveals
 * lazily loaded content on a timer), then the clock stopped: from there time moves only by
 * `runFor`, so a slow machine cannot eat into the delay under test.
 */
async function openTestUiThenPauseClock(page: Page) {
  await gotoThenPauseClock(page, "/testui", async () => {
    // A report dialog gives focus back to its button; a closed toast would leave it in the toast
    // region, where it pauses every toast. The report closes itself after 1000 ms: waited for,
    // not clicked shut (on a loaded machine the click raced it and waited on a dialog gone).
    await page.getByRole("button", { name: "Report error" }).click();
    const dialog = page.getByRole("dialog", { name: "Erreur" });
    // Waited for in the page, frame by frame: an assertion's polling could miss a one-second dialog.
    await dialog.waitFor({ state: "attached" });
    await expect(dialog).toHaveCount(0);
  });
}

test.describe("notifier (spec §4, §8, §9)", () => {
  test("a toast closes after 5000 ms", async ({ page }) => {
    await openTestUiThenPauseClock(page);
    await page.getByRole("button", { name: "Toast success" }).click();
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText("Succès");
    await page.clock.runFor(4500);
    await expect(toasts(page)).toHaveCount(1);
    await page.clock.runFor(1000);
    await expect(toasts(page)).toHaveCount(0);
  });

  test("a hovered toast stays, then closes with the time it had left", async ({ page }) => {
    await openTestUiThenPauseClock(page);
    await page.getByRole("button", { name: "Toast success" }).click();
    await expect(toasts(page)).toHaveCount(1);
    await page.clock.runFor(1000);
    await toasts(page).hover();
    await page.clock.runFor(20_000);
    await expect(toasts(page)).toHaveCount(1);
    await page.mouse.move(5, 5);
    await page.clock.runFor(2500);
    await expect(toasts(page)).toHaveCount(1);
    await page.clock.runFor(2000);
    await expect(toasts(page)).toHaveCount(0);
  });

  test("toasts stack and each can be closed", async ({ page }) => {
    await goto(page, "/testui");
    await page.getByRole("button", { name: "Toast success" }).click();
    await page.getByRole("button", { name: "Toast error" }).click();
    await expect(toasts(page)).toHaveCount(2);
    await toasts(page).first().getByRole("button", { name: "Fermer la notification" }).click();
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText("Erreur");
  });

  test("confirm: 'Confirmation' with Non focused; Oui resolves true, Non and Escape false", async ({
    page,
  }) => {
    await goto(page, "/testui");
    const result = page.getByTestId("confirm-result");
    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    const dialog = page.getByRole("alertdialog", { name: "Confirmation" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Non" })).toBeFocused();
    await dialog.getByRole("button", { name: "Oui" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(result).toHaveText("true");

    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(result).toHaveText("false");

    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    await dialog.getByRole("button", { name: "Oui" }).click();
    await expect(result).toHaveText("true");
    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    await dialog.getByRole("button", { name: "Non" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(result).toHaveText("false");
  });

  test("a success report 'Succès' closes itself after 1500 ms", async ({ page }) => {
    await openTestUiThenPauseClock(page);
    await page.getByRole("button", { name: "Report success" }).click();
    const dialog = page.getByRole("dialog", { name: "Succès" });
    await expect(dialog).toBeVisible();
    await page.clock.runFor(1200);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(500);
    await expect(dialog).toHaveCount(0);
  });

  test("an error report 'Erreur' closes itself after 1000 ms, or earlier on request", async ({
    page,
  }) => {
    await openTestUiThenPauseClock(page);
    await page.getByRole("button", { name: "Report error" }).click();
    const dialog = page.getByRole("dialog", { name: "Erreur" });
    await expect(dialog).toBeVisible();
    await page.clock.runFor(700);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(500);
    await expect(dialog).toHaveCount(0);

    await page.getByRole("button", { name: "Report error" }).click();
    await dialog.getByRole("button", { name: "Fermer" }).click();
    await expect(dialog).toHaveCount(0);
  });
});
