import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, goto, test } from "./support/fixtures";

// Decision 043: ticking off and quantities in a store with no connection. The page must be
// answered by the service worker offline (decision 041), which the other tests block.
test.use({ serviceWorkers: "allow" });
test.describe.configure({ timeout: 90_000 });

/** KALLAX and BILLY: real articles with prices in every country. */
const kallax = "80275887";
const billy = "00263850";

async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
    timeout: 20_000,
  });
}

interface Line {
  code: string;
  quantity: number;
  tickedAt: string | null;
}

async function serverLines(page: Page): Promise<Line[]> {
  const answer = await page.request.get("/api/wishlist");
  expect(answer.status()).toBe(200);
  return (await answer.json()).items;
}

test("ticks and a quantity changed offline survive a reload and reach the server once back online", async ({
  page,
  context,
}) => {
  await page.request.post("/api/wishlist/items", { data: { code: kallax, quantity: 2 } });
  await page.request.post("/api/wishlist/items", { data: { code: billy, quantity: 1 } });
  const { profile } = await (await page.request.get("/api/_auth/session")).json();
  const path = `/wishlist/${profile.iBasket}?index=0`;
  await goto(page, path);
  await controlledByWorker(page);
  // Opened again now that the worker answers, so that it keeps the list and its plan.
  await goto(page, path);
  const plan = page.getByTestId("plan-trips");
  await expect(plan.getByTestId("trip-line")).toHaveCount(2);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  await expect(plan.getByTestId("trip-line")).toHaveCount(2);
  await expect(plan.getByTestId("trip-ticked").first()).toBeVisible();

  const kallaxBox = plan.getByRole("checkbox", { name: /KALLAX.*dans le chariot/ });
  const billyBox = plan.getByRole("checkbox", { name: /BILLY.*dans le chariot/ });
  await kallaxBox.check();
  await expect(kallaxBox).toBeChecked();
  await expect(kallaxBox).toBeFocused();
  await billyBox.check();
  await expect(billyBox).toBeFocused();
  // Decision 048: the plan follows a quantity changed offline, its trip's subtotal and its total.
  const total = plan.getByTestId("plan-total");
  const billyTrip = plan
    .getByTestId("trip")
    .filter({ has: page.locator(`[data-code="${billy}"]`) });
  const totalBefore = await total.textContent();
  const subtotalBefore = await billyTrip.getByTestId("trip-subtotal").textContent();
  const more = page.getByRole("button", { name: /Une de plus\s*:\s*BILLY/ });
  await more.click();
  await expect(more).toBeFocused();
  await expect(
    page.getByTestId("wishlist-lines").locator(`[data-code="${billy}"] input[type=number]`),
  ).toHaveValue("2");
  await expect(total).not.toHaveText(totalBefore ?? "");
  await expect(billyTrip.getByTestId("trip-subtotal")).not.toHaveText(subtotalBefore ?? "");
  const totalOffline = (await total.textContent()) ?? "";
  const subtotalOffline = (await billyTrip.getByTestId("trip-subtotal").textContent()) ?? "";
  // Both articles ticked, whatever trips the plan splits them into.
  const counts = await plan.getByTestId("trip-ticked").allTextContents();
  const ticked = counts.map((text) => Number(/^(\d+)/.exec(text)?.[1] ?? 0));
  expect(ticked.reduce((sum, n) => sum + n, 0)).toBe(2);
  const pending = page.getByTestId("pending-writes");
  await expect(pending).toHaveText("3 modifications en attente d’envoi");
  await expect(pending).toHaveAttribute("role", "status");

  const axe = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .include('[data-testid="plan-trips"]')
    .analyze();
  expect(axe.violations).toEqual([]);

  // Closed and opened again, still offline: the changes are kept (IndexedDB) and shown.
  await page.reload();
  await expect(pending).toHaveText("3 modifications en attente d’envoi");
  await expect(kallaxBox).toBeChecked();
  await expect(billyBox).toBeChecked();
  await expect(page.locator(`[data-testid="trip-line"][data-code="${billy}"]`)).toContainText(
    "2 ×",
  );
  await expect(total).toHaveText(totalOffline);
  await expect(billyTrip.getByTestId("trip-subtotal")).toHaveText(subtotalOffline);
  // Back online, the queue is sent (Chromium fires `online`; the event is sent again here).
  // The first comparison with the quantity the server now has (a reconnect may ask one before).
  const refetched = page.waitForResponse(
    async (response) =>
      response.url().includes("/api/wishlist/comparison") &&
      response.status() === 200 &&
      (await response.json()).prices.some(
        (entry: { code: string; quantity: number }) => entry.code === billy && entry.quantity === 2,
      ),
  );
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect(pending).toHaveText("");
  await expect.poll(async () => (await serverLines(page)).filter((l) => l.tickedAt).length).toBe(2);
  const after = await serverLines(page);
  expect(after.find((line) => line.code === billy)?.quantity).toBe(2);
  expect(after.find((line) => line.code === kallax)?.quantity).toBe(2);
  await expect(kallaxBox).toBeChecked();
  await expect(page.getByTestId("refused-write")).toHaveCount(0);
  // The server's comparison, asked again once the queue is sent, says what the page said offline.
  const { comparison } = await (await refetched).json();
  // The plan shown is the recommended one; its total, in cents, is the figure the page showed offline.
  expect(totalOffline.replace(/\D/g, "")).toBe(
    String(comparison[comparison.recommended].totalMinor),
  );
  await expect(total).toHaveText(totalOffline);
  await expect(billyTrip.getByTestId("trip-subtotal")).toHaveText(subtotalOffline);

  // A write sent twice (an answer lost on the way) applies once: its replay after a newer write
  // answers the first outcome and leaves the newer one in place.
  const untick = { ticked: false, write: { id: crypto.randomUUID(), at: Date.now() - 1000 } };
  const first = await page.request.put(`/api/wishlist/items/${kallax}/tick`, { data: untick });
  expect((await first.json()).write).toMatchObject({ outcome: "applied", replayed: false });
  const again = await page.request.put(`/api/wishlist/items/${kallax}/tick`, {
    data: { ticked: true, write: { id: crypto.randomUUID(), at: Date.now() } },
  });
  expect(again.status()).toBe(200);
  const replay = await page.request.put(`/api/wishlist/items/${kallax}/tick`, { data: untick });
  expect(replay.status()).toBe(200);
  expect(replay.headers()["idempotent-replayed"]).toBe("true");
  expect((await replay.json()).write).toMatchObject({ outcome: "applied", replayed: true });
  expect((await serverLines(page)).find((line) => line.code === kallax)?.tickedAt).not.toBeNull();
});

test("a change the server refuses for good is dropped with a note, never silently", async ({
  page,
  context,
}) => {
  await page.request.post("/api/wishlist/items", { data: { code: kallax, quantity: 1 } });
  await page.request.post("/api/wishlist/items", { data: { code: billy, quantity: 1 } });
  const { profile } = await (await page.request.get("/api/_auth/session")).json();
  await goto(page, `/wishlist/${profile.iBasket}?index=0`);
  // The worker takes over once installed: waited for, so that going offline changes nothing else.
  await controlledByWorker(page);
  const plan = page.getByTestId("plan-trips");
  await expect(plan.getByTestId("trip-line")).toHaveCount(2);

  await context.setOffline(true);
  await plan.getByRole("checkbox", { name: /KALLAX.*dans le chariot/ }).check();
  await expect(page.getByTestId("pending-writes")).toHaveText("1 modification en attente d’envoi");
  // Meanwhile, on another device, the article leaves the list.
  expect((await page.request.delete(`/api/wishlist/items/${kallax}`)).status()).toBe(200);
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  const note = page.getByTestId("refused-write");
  await expect(note).toContainText("KALLAX");
  await expect(page.getByTestId("pending-writes")).toHaveText("");
  await note.getByRole("button", { name: "Fermer" }).click();
  await expect(note).toHaveCount(0);
});
