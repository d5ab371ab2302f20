import { test as base, expect, type Page } from "@playwright/test";

/**
 * Spec §4: a guest who has chosen no country is sent to /select-country. Every test starts as a
 * guest who chose `guestCountry` (French in France by default), unless it sets it to null.
 */
export async function chooseCountry(page: Page, country = "FR", language = "FR"): Promise<void> {
  const session = await page.request.get("/api/_auth/session");
  const { profile } = (await session.json()) as { profile: { iProfile: number } };
  const saved = await page.request.put(`/api/update-info-profil/${profile.iProfile}`, {
    data: { sPaysFav: country, sPaysLangue: `${country}/${language}` },
  });
  expect(saved.ok()).toBe(true);
}

/** Console errors a page logged; tests that expect none assert on this. */
export const test = base.extend<{ consoleErrors: string[]; guestCountry: string | null }>({
  guestCountry: ["FR", { option: true }],
  page: async ({ page, guestCountry }, use) => {
    if (guestCountry) await chooseCountry(page, guestCountry);
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(String(error)));
    await use(errors);
  },
});

export { expect };

export const baseURL = (): string => String(test.info().project.use.baseURL);

/** Answers the cookie banner in advance (declined), so it does not cover the page under test. */
export async function answerConsent(page: Page, value = "declined"): Promise<void> {
  await page.context().addCookies([{ name: "cookie_consent", value, url: baseURL() }]);
}

/** Opens a path and waits until the start-up loader has gone. */
export async function goto(page: Page, path: string, options: { consent?: boolean } = {}) {
  if (options.consent !== false) await answerConsent(page);
  await page.goto(path);
  await expect(page.getByTestId("app-loader")).toHaveCount(0, { timeout: 5_000 });
}

/** Fake timers that only move when the test says so (spec timings are tested, not waited for). */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.install({ time: new Date("2026-01-05T08:00:00Z") });
  await page.clock.pauseAt(new Date("2026-01-05T08:00:01Z"));
}

/**
 * Opens a page with fake timers that run normally while it loads (and while `prepare` runs), then
 * stops them: from then on time only moves by `runFor`, so a slow machine cannot eat into the
 * delay under test.
 */
export async function gotoThenPauseClock(
  page: Page,
  path: string,
  prepare?: () => Promise<void>,
): Promise<void> {
  await page.clock.install({ time: new Date("2026-01-05T08:00:00Z") });
  await goto(page, path);
  await prepare?.();
  await page.clock.pauseAt(new Date("2026-01-05T08:10:00Z"));
}
