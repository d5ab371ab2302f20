import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { browserKeys } from "../../server/src/push/testing/browser-keys";
import { createSignedInAccount } from "./support/accounts";
import { answerConsent, baseURL, expect, goto, test } from "./support/fixtures";

// Decision 042: the alerts' notifications go through the app's service worker, which the other
// tests block. Chromium here cannot reach a real push service (no internet): the page's
// PushManager.subscribe is stubbed to give an endpoint on a push service of this test's own.
test.use({ serviceWorkers: "allow" });
test.describe.configure({ timeout: 90_000 });

/** A real article (POÄNG chair cushion) no other browser test records prices of. */
const code = "00394318";
const formatted = "003.943.18";

/** A push service on loopback: keeps each POST's body by path, answers 201 (RFC 8030 §5). */
async function startPushService() {
  const received = new Map<string, Buffer[]>();
  const server: Server = createServer((request, reply) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      received.set(path, [...(received.get(path) ?? []), Buffer.concat(chunks)]);
      reply.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function premiumAccount(page: Page) {
  await answerConsent(page);
  const account = await createSignedInAccount(page);
  await goto(page, "/subscription");
  await page.getByTestId("plan-yearly").getByRole("link").click();
  await page
    .getByTestId("plan-yearly")
    .getByRole("button", { name: "Continuer vers le paiement" })
    .click();
  await page.getByTestId("sandbox-succeed").click();
  await expect(page).toHaveURL(/\/subscription\?checkout=success$/);
  return account;
}

test("an alert saved for this phone subscribes the browser, and its push is shown by the service worker with a stop action", async ({
  page,
  context,
}) => {
  const service = await startPushService();
  try {
    const keys = browserKeys();
    const path = `/push/${Date.now()}`;
    await context.grantPermissions(["notifications"], { origin: baseURL() });
    await page.addInitScript(
      ({ endpoint, p256dh, auth }) => {
        const subscription = {
          endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true, applicationServerKey: null },
          getKey: () => null,
          toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
          unsubscribe: async () => true,
        };
        let subscribed = false;
        PushManager.prototype.subscribe = async function subscribe() {
          subscribed = true;
          return subscription as unknown as PushSubscription;
        };
        PushManager.prototype.getSubscription = async function getSubscription() {
          return subscribed ? (subscription as unknown as PushSubscription) : null;
        };
      },
      { endpoint: service.url(path), p256dh: keys.p256dh, auth: keys.auth },
    );
    await premiumAccount(page);

    // (a) The choice, on the shopper's action: permission, subscription saved on the server.
    await goto(page, `/podium/${formatted}`);
    await expect(page.getByTestId("podium-page")).toBeVisible();
    await page.getByTestId("alert-open").click();
    const push = page.getByTestId("alert-channel-push");
    await expect(push).toBeVisible();
    await expect(page.getByTestId("alert-channel-email")).toBeChecked();
    await push.check();
    const axe = await new AxeBuilder({ page })
      .include('[data-testid="alert-form"]')
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(axe.violations).toEqual([]);
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/push/subscription") && response.request().method() === "PUT",
    );
    await page.getByTestId("alert-save").click();
    const savedAnswer = await saved;
    expect(savedAnswer.status()).toBe(200);
    expect(await savedAnswer.json()).toEqual({ subscriptions: 1 });
    await expect(page.getByTestId("alert-summary")).toBeVisible();
    const alerts = await (await page.request.get("/api/alerts")).json();
    expect(alerts.alerts).toMatchObject([{ code, channel: "push" }]);

    // The alert fires: the server pushes to the stubbed endpoint, encrypted for these keys.
    await expect
      .poll(async () => {
        const history = await page.request.get(`/api/articles/${code}/history?countries=FR`);
        return ((await history.json()) as { series: unknown[] }).series.length;
      })
      .toBe(1);
    const observed = await page.request.post("/api/test/price-observations", {
      data: { code, country: "FR", priceMinor: 1, currency: "EUR" },
    });
    expect(observed.status()).toBe(201);
    await expect.poll(() => service.received.get(path)?.length ?? 0).toBe(1);
    const data = keys.decrypt(service.received.get(path)?.[0] ?? Buffer.alloc(0));
    const payload = JSON.parse(data);
    expect(payload).toMatchObject({
      url: `/podium/${formatted}`,
      stopLabel: "Arrêter cette alerte",
    });
    expect(payload.title).toContain("Baisse de prix");

    // (b) That very push delivered to the service worker (DevTools' push): it shows the alert.
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => {
      registrations.push(...event.registrations);
    });
    await cdp.send("ServiceWorker.enable");
    await expect
      .poll(() => registrations.find((r) => r.scopeURL === `${baseURL()}/` && !r.isDeleted))
      .toBeTruthy();
    const registration = registrations.find((r) => r.scopeURL === `${baseURL()}/`);
    const shown = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          navigator.serviceWorker.addEventListener("message", (event) => {
            if (event.data?.type === "push-shown") resolve(event.data.alertId);
          });
        }),
    );
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: baseURL(),
      registrationId: registration?.registrationId ?? "",
      data,
    });
    expect(await shown).toBe(payload.alertId);
    const notifications = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return (await ready.getNotifications()).map((notification) => ({
        title: notification.title,
        body: notification.body,
        tag: notification.tag,
        actions: (notification as Notification & { actions?: { title: string }[] }).actions?.map(
          (action) => action.title,
        ),
      }));
    });
    expect(notifications).toEqual([
      {
        title: payload.title,
        body: payload.body,
        tag: payload.alertId,
        actions: ["Arrêter cette alerte"],
      },
    ]);

    // The shopper's list of alerts says how each one reaches them.
    await goto(page, "/profil");
    await expect(page.getByTestId("alert-list").getByTestId("alert-channel")).toHaveText(
      "par notification",
    );
  } finally {
    await service.close();
  }
});

test("with notifications blocked, the form says so and saves nothing", async ({
  page,
  context,
}) => {
  await context.grantPermissions([], { origin: baseURL() });
  await page.addInitScript(() => {
    Notification.requestPermission = async () => "denied";
    Object.defineProperty(Notification, "permission", { get: () => "denied" });
  });
  await premiumAccount(page);
  await goto(page, `/podium/${formatted}`);
  await page.getByTestId("alert-open").click();
  await page.getByTestId("alert-channel-both").check();
  await expect(page.getByTestId("alert-channel-problem")).toContainText("bloquées");
  await page.getByTestId("alert-save").click();
  await expect(page.getByTestId("alert-form")).toBeVisible();
  expect((await (await page.request.get("/api/alerts")).json()).alerts).toEqual([]);
  // E-mail still works.
  await page.getByTestId("alert-channel-email").check();
  await expect(page.getByTestId("alert-channel-problem")).toHaveCount(0);
  await page.getByTestId("alert-save").click();
  await expect(page.getByTestId("alert-summary")).toBeVisible();
});
