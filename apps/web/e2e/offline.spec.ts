import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../../bench/lib/chromium";
import { baseURL, expect, goto, test } from "./support/fixtures";

// Decision 041: these tests run the app's service worker, which the others block.
test.use({ serviceWorkers: "allow" });
// The worker registers 5 s after each page's load event (online): a test that waits for it twice
// needs more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 60_000 });

/** KALLAX and BILLY: real articles with prices in every country. */
const kallax = "80275887";
const billy = "00263850";

/** Waits until the service worker has installed this build and answers for the page. */
async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
    timeout: 20_000,
  });
}

/** A row the worker keeps in IndexedDB for an API answer (`lib/offline/kept-answers.ts`). */
interface KeptRow {
  url: string;
  status: number;
  body: string;
  fetchedAt: number;
}

/**
 * The answers the worker kept, read from the IndexedDB database "frontalier-api" in the page;
 * none while the database does not exist (opening it here would make an empty one).
 */
function keptRows(page: Page): Promise<KeptRow[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name);
    if (!names.includes("frontalier-api")) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open("frontalier-api");
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      return await new Promise<KeptRow[]>((resolve, reject) => {
        const request = db.transaction("answers").objectStore("answers").getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    } finally {
      db.close();
    }
  });
}

/** The shopper's wishlist page: it asks for the worker even on a first visit. */
async function openWishlist(page: Page): Promise<string> {
  const { profile } = await (await page.request.get("/api/_auth/session")).json();
  const path = `/wishlist/${profile.iBasket}?index=0`;
  await goto(page, path);
  return path;
}

test("the wishlist and a podium opened online show offline after a reload, with the banner and their time", async ({
  page,
  context,
}) => {
  // The answers kept are fetched from here on: the banner names the oldest one's time.
  const start = Date.now();
  await page.request.post("/api/wishlist/items", { data: { code: kallax, quantity: 2 } });
  await page.request.post("/api/wishlist/items", { data: { code: billy, quantity: 1 } });
  // A first visit: the wishlist page has the app kept for the store.
  const wishlist = await openWishlist(page);
  // What an earlier build left: its kept answers in Cache Storage, which the worker deletes when
  // it takes over.
  await page.evaluate(async () => {
    const legacy = await caches.open("frontalier-api");
    await legacy.put("/api/wishlist", new Response("{}"));
  });
  await controlledByWorker(page);
  // Opened again now that the worker answers, so that it keeps their answers.
  await goto(page, "/podium/802.758.87");
  await expect(page.getByTestId("podium-steps")).toBeVisible();
  const podiumText = (await page.getByTestId("podium-steps").textContent()) ?? "";
  expect(podiumText).toContain("€");
  await goto(page, wishlist);
  await expect(page.getByTestId("wishlist-lines").getByTestId("wishlist-line")).toHaveCount(2);
  await expect(page.getByTestId("offline-banner")).toHaveCount(0);
  // The worker kept the wishlist's answer in IndexedDB, with the time it was fetched; the Cache
  // Storage of earlier builds is gone.
  const keptWishlist = (await keptRows(page)).filter(
    (row) => new URL(row.url).pathname === "/api/wishlist",
  );
  expect(keptWishlist.length).toBeGreaterThan(0);
  for (const row of keptWishlist) {
    expect(row.url.startsWith(`${baseURL()}/api/wishlist`)).toBe(true);
    expect(row.status).toBe(200);
    expect(row.body).toContain(kallax);
    expect(row.body).toContain(billy);
    expect(row.fetchedAt).toBeGreaterThanOrEqual(start);
    expect(row.fetchedAt).toBeLessThanOrEqual(Date.now());
  }
  expect(await page.evaluate(() => caches.has("frontalier-api"))).toBe(false);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("wishlist-lines").getByTestId("wishlist-line")).toHaveCount(2);
  const banner = page.getByTestId("offline-banner");
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute("role", "status");
  await expect(banner).toContainText("Hors ligne");
  // The time the oldest answer shown was fetched, as the banner writes it (fr: 14:05): a minute
  // between the test's start and now.
  const minutes: string[] = [];
  for (let at = start - (start % 60_000); at <= Date.now(); at += 60_000) {
    minutes.push(new Date(at).toLocaleTimeString("fr-FR", { hour: "2-digit", minute: "2-digit" }));
  }
  await expect(banner).toContainText(new RegExp(`récupéré à (${minutes.join("|")})\\.`));

  await page.goto("/podium/802.758.87");
  await expect(page.getByTestId("podium-steps")).toHaveText(podiumText);
  await expect(page.getByTestId("offline-banner")).toContainText("Hors ligne");

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect(page.getByTestId("offline-banner")).toHaveCount(0);
});

test("the web app manifest is linked, valid, and its icons are there at their sizes", async ({
  page,
}) => {
  await goto(page, "/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const response = await page.request.get(href!);
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: "Frontalier",
    short_name: "Frontalier",
    start_url: "/",
    scope: "/",
    display: "standalone",
    lang: "fr",
    dir: "ltr",
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  for (const wanted of ["192x192 any", "512x512 any", "512x512 maskable"]) {
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toContain(wanted);
  }
  for (const icon of icons) {
    const file = await page.request.get(icon.src);
    expect(file.headers()["content-type"]).toBe(icon.type);
    const png = await file.body();
    // PNG signature, then the IHDR chunk's width and height.
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
  }
});

test("Chromium finds the app installable on a first visit, its manifest without error", async () => {
  // A browser profile on disk: Chromium never offers to install from an incognito-like context,
  // which is what a test's usual context is.
  const profile = mkdtempSync(join(tmpdir(), "frontalier-install-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    await context.addCookies([{ name: "cookie_consent", value: "declined", url: baseURL() }]);
    const page = await context.newPage();
    await page.goto(`${baseURL()}/`);
    const devtools = await context.newCDPSession(page);
    const manifest = await devtools.send("Page.getAppManifest");
    expect(manifest.url).toBe(`${baseURL()}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await devtools.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/** What Chromium fires when the app can be installed, with its dialog faked: the test's own. */
async function browserCanInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => {},
      userChoice: Promise.resolve({ outcome: "dismissed" }),
    });
    window.dispatchEvent(event);
  });
}

test("the install offer and the worker: neither on the first visit, both on the second, and 'Plus tard' is remembered", async ({
  page,
}) => {
  await goto(page, "/");
  // The runtime has counted the visit, and kept nothing: no worker on a first look.
  await page.waitForFunction(() =>
    localStorage.getItem("frontalier.install-offer")?.includes('"visits":1'),
  );
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
  ).toBe(0);
  await browserCanInstall(page);
  await expect(page.getByTestId("install-offer")).toHaveCount(0);
  const stored = await page.evaluate(() => localStorage.getItem("frontalier.install-offer"));
  expect(JSON.parse(stored ?? "{}")).toMatchObject({ visits: 1, dismissed: false });

  // The first visit was an hour ago: this start is the second visit.
  await page.evaluate(() => {
    const state = JSON.parse(localStorage.getItem("frontalier.install-offer") ?? "{}");
    state.lastVisit -= 60 * 60_000;
    localStorage.setItem("frontalier.install-offer", JSON.stringify(state));
  });
  await goto(page, "/");
  await controlledByWorker(page);
  await page.waitForFunction(() =>
    localStorage.getItem("frontalier.install-offer")?.includes('"visits":2'),
  );
  await browserCanInstall(page);
  const offer = page.getByTestId("install-offer");
  await expect(offer).toBeVisible();
  await expect(offer.getByRole("heading")).toHaveText("Installer Frontalier");
  await offer.getByRole("button", { name: "Plus tard" }).click();
  await expect(offer).toHaveCount(0);

  await page.evaluate(() => {
    const state = JSON.parse(localStorage.getItem("frontalier.install-offer") ?? "{}");
    state.lastVisit -= 60 * 60_000;
    localStorage.setItem("frontalier.install-offer", JSON.stringify(state));
  });
  await goto(page, "/");
  await page.waitForFunction(() =>
    localStorage.getItem("frontalier.install-offer")?.includes('"visits":3'),
  );
  await browserCanInstall(page);
  await page.waitForTimeout(300);
  await expect(offer).toHaveCount(0);
});

test("with the worker in charge, a newer build is still picked up on the next navigation (spec §4)", async ({
  page,
}) => {
  await openWishlist(page);
  await controlledByWorker(page);
  await page.route("**/builds/latest.json", (route) =>
    route.fulfill({ json: { id: "a-newer-build", timestamp: Date.now() } }),
  );
  await page.route("**/builds/meta/a-newer-build.json", (route) =>
    route.fulfill({ json: { id: "a-newer-build", timestamp: Date.now() } }),
  );
  const metaRead = page.waitForRequest("**/builds/meta/a-newer-build.json");
  await goto(page, "/");
  await metaRead;
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  const documentLoad = page.waitForResponse(
    (response) =>
      response.request().resourceType() === "document" && response.url().endsWith("/faq"),
  );
  await page.getByRole("link", { name: "FAQ" }).first().click();
  await documentLoad;
  await expect(page).toHaveURL(/\/faq$/);
  expect(
    await page.evaluate(() => (window as unknown as { marker?: boolean }).marker),
  ).toBeUndefined();
});

test("offline, a page whose chunks were never kept reloads once, then shows the error page (spec §4, §9)", async ({
  page,
  context,
}) => {
  await openWishlist(page);
  await controlledByWorker(page);
  await goto(page, "/");
  await context.setOffline(true);
  let documentLoads = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "document" && request.url().endsWith("/faq")) documentLoads++;
  });
  // The FAQ is not among the offline pages: its chunk fails, the guard reloads once (the worker
  // answers with its shell), the second failure within 10 s shows the error page, not a blank one.
  await page.getByRole("link", { name: "FAQ" }).first().click();
  await expect(page.getByTestId("error-page")).toBeVisible({ timeout: 15_000 });
  expect(documentLoads).toBe(1);
});
