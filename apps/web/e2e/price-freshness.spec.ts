import type { Page } from "@playwright/test";
import { expect, goto, test } from "./support/fixtures";
import { rewriteJson } from "./support/rewrite-answer";

type PodiumAnswer = { entries: { country: string; observedAt: string }[]; refreshing: string[] };
type FreshnessAnswer = { items: { observedAt: string; refreshing: boolean }[] };

/**
 * Issue 21: each price says how old it is, and "mise à jour en cours" while the scheduled refresh
 * asks the retailer for it. Which prices the refresh is asking in its running slot is the server's
 * to say (refresh-plan.test.ts drives a real slot); here the server's answers are changed on their
 * way to the page to say a slot holds France's price, and the browser's clock is moved instead of
 * waiting for the page to ask again.
 */
const KALLAX = "80275887";
const NOW = new Date("2026-11-24T12:00:00Z");
const HOURS = 3_600_000;

interface Refresh {
  /** Whether the running slot still holds France's price. */
  planned: boolean;
  /** When France's price was observed. */
  observedAt: string;
}

/** The podium's answer as the server gives it, with France's age and refresh as the test says. */
async function routePodium(page: Page, refresh: Refresh) {
  await rewriteJson<PodiumAnswer>(page, `**/api/articles/${KALLAX}/podium?**`, (body) => {
    for (const entry of body.entries) {
      if (entry.country === "FR") entry.observedAt = refresh.observedAt;
    }
    body.refreshing = refresh.planned ? ["FR"] : [];
  });
}

test.describe("price age and 'being updated' (issue 21)", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: NOW });
  });

  test("a podium card says when France's price was observed and that it is being updated", async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const refresh = {
      planned: true,
      observedAt: new Date(NOW.getTime() - 3 * HOURS).toISOString(),
    };
    await routePodium(page, refresh);
    await goto(page, "/podium/802.758.87");
    const france = page.getByTestId("ranking-cards").locator("li[data-country='FR']");
    await expect(france).toContainText("Relevé il y a 3 heures");
    await expect(france.getByTestId("refreshing")).toHaveText("mise à jour en cours");
    // Only France is in the slot.
    await expect(page.getByTestId("ranking-cards").getByTestId("refreshing")).toHaveCount(1);

    // The refresh observes the new price; the page asks again 15 s later and shows it.
    const asked = page.waitForRequest((request) =>
      request.url().includes(`/api/articles/${KALLAX}/podium?`),
    );
    refresh.planned = false;
    refresh.observedAt = new Date(NOW.getTime() + 10_000).toISOString();
    await page.clock.runFor(15_000);
    await asked;
    await expect(france.getByTestId("refreshing")).toHaveCount(0);
    await expect(france).toContainText("Relevé il y a 1 minute");
    // Nothing planned: the page stops asking.
    let again = 0;
    page.on("request", (request) => {
      if (request.url().includes(`/api/articles/${KALLAX}/podium?`)) again++;
    });
    await page.clock.runFor(60_000);
    expect(again).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  test("the desktop table has the age column and the same indicator", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await routePodium(page, {
      planned: true,
      observedAt: new Date(NOW.getTime() - 3 * 24 * HOURS).toISOString(),
    });
    await goto(page, "/podium/802.758.87");
    const row = page.getByTestId("ranking").locator("tr[data-country='FR']");
    await expect(row).toContainText("il y a 3 jours");
    await expect(row.getByTestId("refreshing")).toHaveText("mise à jour en cours");
  });

  test("a wishlist line says how old its prices are, that they are being updated, then the new prices", async ({
    page,
  }) => {
    await goto(page, "/help");
    const added = await page.request.post("/api/wishlist/items", {
      data: { code: KALLAX, quantity: 1 },
    });
    expect(added.ok()).toBe(true);
    const state = {
      refreshing: true,
      observedAt: new Date(NOW.getTime() - 5 * HOURS).toISOString(),
    };
    await rewriteJson<FreshnessAnswer>(page, "**/api/wishlist/freshness?**", (body) => {
      for (const item of body.items) {
        item.observedAt = state.observedAt;
        item.refreshing = state.refreshing;
      }
    });
    await goto(page, "/wishlist");
    const line = page.getByTestId("wishlist-line").first();
    await expect(line).toContainText("Prix relevés il y a 5 heures");
    await expect(line.getByTestId("line-refreshing")).toHaveText("mise à jour en cours");

    // The slot's request is answered: within 5 s the line says so, and the prices are asked again.
    const comparison = page.waitForRequest((request) =>
      request.url().includes("/api/wishlist/comparison"),
    );
    state.refreshing = false;
    state.observedAt = new Date(NOW.getTime() + 2_000).toISOString();
    await page.clock.runFor(5_000);
    await expect(line.getByTestId("line-refreshing")).toHaveCount(0);
    await expect(line).toContainText("Prix relevés il y a 1 minute");
    await comparison;
  });
});
