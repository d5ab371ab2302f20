import AxeBuilder from "@axe-core/playwright";
import { formatDate } from "@frontalier/shared/format-date";
import commonFr from "@frontalier/shared/locales/fr/common.json" with { type: "json" };
import type { Page } from "@playwright/test";
import { expect, goto, test } from "./support/fixtures";

/**
 * Issue 20: old ECB rates are said plainly on the podium, the wishlist comparison and the price
 * map, with why. The browser's clock is set from the rate date the API answers: a day later the
 * pages are quiet, ten days later (at least six business days) they warn. The test server has
 * no rate source, so the reason is that none is configured.
 */
const DAY_MS = 86_400_000;
const stale = commonFr.rates.stale;

async function anArticle(page: Page) {
  const response = await page.request.get("/api/articles?q=a&limit=5");
  const { items } = (await response.json()) as { items: { formattedCode: string }[] };
  expect(items.length).toBeGreaterThan(0);
  return items[0]!.formattedCode;
}

async function rateDateOf(page: Page, code: string): Promise<string> {
  const podium = await page.request.get(`/api/articles/${code}/podium`);
  expect(podium.ok()).toBe(true);
  return ((await podium.json()) as { rates: { date: string } }).rates.date;
}

const daysAfter = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T10:00:00Z`) + days * DAY_MS);

const warningTitle = (rateDate: string) =>
  stale.title.replace("{{date}}", formatDate(rateDate, "fr"));

test.describe("stale exchange rates (issue 20)", () => {
  test("the podium, the wishlist and the price map warn once the rates are old, and say why", async ({
    page,
    consoleErrors,
  }) => {
    const code = await anArticle(page);
    const rateDate = await rateDateOf(page, code);
    expect(
      (await page.request.post("/api/wishlist/items", { data: { code, quantity: 2 } })).ok(),
    ).toBe(true);
    await page.clock.install({ time: daysAfter(rateDate, 10) });

    await goto(page, `/podium/${code}`);
    const onPodium = page.getByTestId("stale-rates");
    await expect(onPodium).toBeVisible();
    await expect(onPodium).toHaveAttribute("data-reason", "no_source");
    await expect(onPodium).toContainText(warningTitle(rateDate));
    await expect(onPodium).toContainText(stale.no_source);
    await expect(onPodium).not.toContainText(stale.refresh_failed);
    await expect(page.getByRole("status").filter({ hasText: warningTitle(rateDate) })).toHaveCount(
      1,
    );
    expect(
      (await new AxeBuilder({ page }).include("[data-testid='stale-rates']").analyze()).violations,
    ).toEqual([]);

    await goto(page, "/wishlist");
    await expect(page.getByTestId("comparison").getByTestId("stale-rates")).toContainText(
      stale.no_source,
    );

    await goto(page, `/map2?code=${code}`);
    await expect(page.getByTestId("price-map-rates")).toContainText(formatDate(rateDate, "fr"));
    await expect(page.getByTestId("price-map").getByTestId("stale-rates")).toContainText(
      warningTitle(rateDate),
    );
    expect(consoleErrors).toEqual([]);
  });

  test("says nothing while the rates are recent", async ({ page, consoleErrors }) => {
    const code = await anArticle(page);
    const rateDate = await rateDateOf(page, code);
    expect(
      (await page.request.post("/api/wishlist/items", { data: { code, quantity: 1 } })).ok(),
    ).toBe(true);
    await page.clock.install({ time: daysAfter(rateDate, 1) });

    await goto(page, `/podium/${code}`);
    await expect(page.getByTestId("podium-page")).toContainText(formatDate(rateDate, "fr"));
    await expect(page.getByTestId("stale-rates")).toHaveCount(0);

    await goto(page, "/wishlist");
    await expect(page.getByTestId("comparison").getByTestId("country-totals")).toBeVisible();
    await expect(page.getByTestId("stale-rates")).toHaveCount(0);

    await goto(page, `/map2?code=${code}`);
    await expect(page.getByTestId("price-map-rates")).toContainText(formatDate(rateDate, "fr"));
    await expect(page.getByTestId("stale-rates")).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
