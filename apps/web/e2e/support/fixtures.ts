import { createHash } from "node:crypto";
import { test as base, expect, type Page, type TestInfo } from "@playwright/test";

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

/** Addresses this worker has handed out, so that a test run again in it gets a new one. */
let visitorsSeen = 0;

/**
 * An address of the IPv6 documentation range (2001:db8::/32) for one test: a hash of the test's
 * id, its retry and repeat, the worker and a per-worker counter, so that no two tests of a run
 * (nor a test's retries and repeats) share it, whichever worker they land on.
 */
function visitorAddress(testInfo: TestInfo): string {
  visitorsSeen += 1;
  const seed = [
    testInfo.testId,
    testInfo.retry,
    testInfo.repeatEachIndex,
    testInfo.workerIndex,
    visitorsSeen,
  ].join(":");
  const digest = createHash("sha256").update(seed).digest("hex");
  const groups = digest.slice(0, 24).match(/.{4}/g) ?? [];
  return ["2001:db8", ...groups].join(":");
}

export const test = base.extend<{ consoleErrors: string[]; guestCountry: string | null }>({
  /**
   * Each test is a visitor of its own, from an address of its own, as the server behind a proxy
   * sees it (playwright.config.ts trusts X-Forwarded-For from loopback). Without it every test
   * came from 127.0.0.1 and shared the per-address limits (10 sign-ups an hour), so one test too
   * many failed another. The header goes with the page's navigations and fetches, page.request
   * and the `request` fixture; every context a test opens comes from that one address.
   */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const address = visitorAddress(testInfo);
    testInfo.annotations.push({ type: "visitor address", description: address });
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": address });
  },
  guestCountry: ["FR", { option: true }],
  page: async ({ page, guestCountry }, use) => {
    if (guestCountry) await chooseCountry(page, guestCountry);
    await use(page);
  },
  /** Console errors a page logged; tests that expect none assert on this. */
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
