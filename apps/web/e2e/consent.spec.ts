import type { BrowserContext, Page } from "@playwright/test";
import { answerConsent, baseURL, expect, goto, test } from "./support/fixtures";

const analyticsScript = 'script[data-consent-id="analytics"]';
const signalNames = ["ad_storage", "analytics_storage", "ad_user_data", "ad_personalization"];

const banner = (page: Page) => page.getByRole("region", { name: "Vos cookies" });

/** Set by the fake analytics script each time it runs (support/fake-analytics-server.mjs). */
const analyticsLoads = (page: Page) =>
  page.evaluate(() => (window as unknown as { __analyticsLoaded?: number }).__analyticsLoaded ?? 0);

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies(baseURL())).find((c) => c.name === name)?.value;
}

async function gaCookies(context: BrowserContext) {
  return (await context.cookies())
    .map((c) => c.name)
    .filter((name) => name === "_ga" || name.startsWith("_ga_"))
    .sort();
}

async function expectSignals(page: Page, value: "granted" | "denied") {
  for (const name of signalNames) {
    await expect(page.getByTestId(`consent-signal-${name}`)).toHaveText(value);
  }
}

test.describe("cookie consent (spec §2, §3, §4)", () => {
  test("a fresh visitor sees the banner with accept, decline and manage", async ({ page }) => {
    await goto(page, "/faq", { consent: false });
    await expect(banner(page)).toBeVisible();
    for (const name of ["Tout accepter", "Refuser", "Personnaliser"]) {
      await expect(banner(page).getByRole("button", { name })).toBeVisible();
    }
    await expect(
      banner(page).getByRole("link", { name: "Politique de confidentialité" }),
    ).toHaveAttribute("href", "/terms");
    await expect(page.locator(analyticsScript)).toHaveCount(0);
  });

  test("Decline: no script, cookie_consent=declined, no _ga cookie", async ({ page, context }) => {
    await goto(page, "/faq", { consent: false });
    await banner(page).getByRole("button", { name: "Refuser" }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await cookie(context, "cookie_consent")).toBe("declined");
    await expect(page.locator(analyticsScript)).toHaveCount(0);
    expect(await analyticsLoads(page)).toBe(0);
    expect(await gaCookies(context)).toEqual([]);

    await page.reload();
    await expect(page.getByTestId("app-loader")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator(analyticsScript)).toHaveCount(0);
  });

  test("Accept all: the script loads once, sets its cookies, and a reload keeps the choice", async ({
    page,
    context,
  }) => {
    await goto(page, "/faq", { consent: false });
    await banner(page).getByRole("button", { name: "Tout accepter" }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator(analyticsScript)).toHaveCount(1);
    await expect.poll(() => analyticsLoads(page)).toBe(1);
    await expect.poll(() => gaCookies(context)).toEqual(["_ga", "_ga_TEST123"]);
    expect(await cookie(context, "cookie_consent")).toBe("all");
    expect(await cookie(context, "cookie_consent_ids")).toBe("analytics");
    const commands = await page.evaluate(() =>
      (window.dataLayer ?? []).map((entry) =>
        Array.from(entry as ArrayLike<unknown>)
          .slice(0, 2)
          .map(String)
          .join(":"),
      ),
    );
    expect(commands).toEqual(
      expect.arrayContaining(["consent:default", "consent:update", "config:G-TEST123"]),
    );

    await page.goto("/test-analytics");
    await expect(page.getByTestId("app-loader")).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator(analyticsScript)).toHaveCount(1);
    await expect.poll(() => analyticsLoads(page)).toBe(1);
    await expectSignals(page, "granted");
    await expect(page.getByTestId("consent-script-analytics")).toHaveText("Chargé");
  });

  test("withdrawal from /test-analytics removes the script and really deletes _ga cookies", async ({
    page,
    context,
  }) => {
    await answerConsent(page, "all");
    await goto(page, "/test-analytics", { consent: false });
    await expect.poll(() => analyticsLoads(page)).toBe(1);
    await expect.poll(() => gaCookies(context)).toEqual(["_ga", "_ga_TEST123"]);
    await expectSignals(page, "granted");
    await expect(page.getByTestId("consent-status-analytics")).toHaveText("Activé");

    await page.getByRole("button", { name: "Ouvrir les paramètres des cookies" }).click();
    const dialog = page.getByRole("dialog", { name: "Paramètres des cookies" });
    await expect(dialog).toBeVisible();
    const analytics = dialog.getByRole("switch", { name: "Mesure d’audience" });
    await expect(analytics).toBeChecked();
    await analytics.click();
    await expect(analytics).not.toBeChecked();
    await dialog.getByRole("button", { name: "Enregistrer mes choix" }).click();
    await expect(dialog).toHaveCount(0);

    await expect(page.locator(analyticsScript)).toHaveCount(0);
    expect(await gaCookies(context)).toEqual([]);
    await expectSignals(page, "denied");
    await expect(page.getByTestId("consent-status-analytics")).toHaveText("Désactivé");
    expect(await cookie(context, "cookie_consent")).toBe("custom");
    expect((await cookie(context, "cookie_consent_ids")) ?? "").toBe("");

    await page.reload();
    await expect(page.getByTestId("app-loader")).toHaveCount(0);
    await expect(page.getByTestId("consent-signal-analytics_storage")).toHaveText("denied");
    await expect(page.locator(analyticsScript)).toHaveCount(0);
    expect(await analyticsLoads(page)).toBe(0);
    expect(await gaCookies(context)).toEqual([]);
  });

  test("the settings modal: locked necessary groups, Escape closes and focus returns", async ({
    page,
  }) => {
    await goto(page, "/faq", { consent: false });
    const manage = banner(page).getByRole("button", { name: "Personnaliser" });
    await manage.click();
    const dialog = page.getByRole("dialog", { name: "Paramètres des cookies" });
    await expect(dialog).toBeVisible();
    for (const name of ["Session", "Préférences"]) {
      const locked = dialog.getByRole("switch", { name });
      await expect(locked).toBeChecked();
      await expect(locked).toBeDisabled();
    }
    await expect(dialog.getByRole("switch", { name: "Mesure d’audience" })).not.toBeChecked();
    for (const name of ["Enregistrer mes choix", "Tout accepter", "Tout refuser"]) {
      await expect(dialog.getByRole("button", { name })).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(manage).toBeFocused();
    await expect(banner(page)).toBeVisible();
  });

  test("the footer reopens the settings once decided", async ({ page, context }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await goto(page, "/faq");
    await expect(banner(page)).toHaveCount(0);
    await page
      .getByTestId("site-footer")
      .getByRole("button", { name: "Gérer les cookies" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Paramètres des cookies" });
    await dialog.getByRole("button", { name: "Tout accepter" }).click();
    await expect(dialog).toHaveCount(0);
    expect(await cookie(context, "cookie_consent")).toBe("all");
    await expect(page.locator(analyticsScript)).toHaveCount(1);
  });

  test("on a 390x844 phone the banner stays compact, above the bottom bar", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await goto(page, "/faq", { consent: false });
    const box = await banner(page).boundingBox();
    const bar = await page.getByTestId("mobile-bar").boundingBox();
    expect(box && bar).toBeTruthy();
    expect(box!.height).toBeLessThan(844 * 0.3);
    expect(box!.y + box!.height).toBeLessThanOrEqual(bar!.y);
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });
});
