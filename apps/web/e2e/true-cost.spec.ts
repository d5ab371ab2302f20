import AxeBuilder from "@axe-core/playwright";
import { formatArticleCode } from "@frontalier/shared/article-code";
import type { PodiumResponse } from "@frontalier/shared/contracts/podium";
import { ecbSnapshot, withUsdPegs } from "@frontalier/shared/ecb-rates";
import { formatMoney } from "@frontalier/shared/format-money";
import { type CountryOffer, rankPodium } from "@frontalier/shared/podium";
import { generateDemoCatalogue } from "../../server/src/catalogue/demo/generate-demo-catalogue";
import { createSignedInAccount } from "./support/accounts";
import { expect, goto, test } from "./support/fixtures";

/**
 * Issue 25: a Swiss shopper carrying purchases home sees the podium ranked by true cost, with the
 * refund, import VAT and allowance under each price. The article is found in the server's sample
 * catalogue (same generator); the figures expected come from the API's answer, not the page's code.
 */
const demo = generateDemoCatalogue();
const offersOf = new Map<string, CountryOffer[]>();
for (const offer of demo.offers) {
  const list = offersOf.get(offer.articleCode) ?? [];
  list.push({
    country: offer.country,
    priceMinor: offer.priceMinor ?? null,
    currency: offer.currency,
    availability: offer.availability as CountryOffer["availability"],
    observedAt: null,
    productUrl: null,
  });
  offersOf.set(offer.articleCode, list);
}

const francs = (minor: number) => formatMoney(minor, "CHF", "fr");

test.use({ guestCountry: "CH" });

test("a Swiss shopper's podium ranks by true cost and says why (issue 25)", async ({ page }) => {
  const session = await (await page.request.get("/api/_auth/session")).json();
  const who = session.profile as { home: string; countries: string[] };
  expect(who.home).toBe("CH");
  const countries = who.countries.includes("CH") ? who.countries : ["CH", ...who.countries];
  const code = demo.articles.find((article) =>
    rankPodium({
      countries,
      home: "CH",
      currency: "CHF",
      rates: withUsdPegs(ecbSnapshot),
      offers: offersOf.get(article.code) ?? [],
      carryHome: { travellers: 1 },
    }).some((e) => e.trueCost?.refundOutcome === "refunded" && e.trueCost.allowanceExceeded),
  )?.code;
  expect(code, "a sample article refunded abroad and above CHF 150").toBeDefined();

  const answer = await page.request.get(
    `/api/articles/${code}/podium?countries=${who.countries.join(",")}&home=CH`,
  );
  const podium = (await answer.json()) as PodiumResponse;
  expect(podium.carryHome).toEqual({ travellers: 1 });
  const refunded = podium.entries.find(
    (e) => e.trueCost?.refundOutcome === "refunded" && e.trueCost.allowanceExceeded,
  )!;
  const cost = refunded.trueCost!;

  await page.setViewportSize({ width: 1280, height: 900 });
  await goto(page, `/podium/${formatArticleCode(code!)}`);
  const carry = page.getByRole("checkbox", {
    name: "Je vis hors de l’UE (Suisse) et je rapporte mes achats moi-même",
  });
  await expect(carry).toBeChecked();
  const rows = page.getByTestId("ranking").locator("tbody tr");
  await expect(rows).toHaveCount(podium.entries.length);
  await expect(rows.first()).toHaveAttribute("data-country", podium.entries[0]!.country);
  // The podium's first step shows the true cost it is ranked by.
  const first = podium.entries[0]!;
  await expect(page.getByTestId("podium-steps")).toContainText(
    francs(first.trueCost?.totalMinor ?? first.converted!.amountMinor),
  );
  const lines = page
    .getByTestId("ranking")
    .locator(`tr[data-country="${refunded.country}"] [data-testid="true-cost"] li`);
  await expect(lines).toContainText([
    `Détaxe −${francs(cost.refundMinor)}`,
    `TVA à l’importation +${francs(cost.importVatMinor)}`,
    `Franchise de ${francs(cost.allowanceMinor)} dépassée`,
    `Coût réel ${francs(cost.totalMinor)}`,
  ]);
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="carry-home"]')
    .include('[data-testid="ranking"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(axe.violations.map((v) => `${v.id} ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);

  // The podium asks again for two travellers. Its answer is held back until the test has seen
  // the page meanwhile: the one-traveller ranking stays on screen, marked as being updated, and
  // the control keeps its focus (no loader in their place, so no click lost on a vanished control).
  const isTwoTravellers = (url: URL) =>
    url.pathname.endsWith("/podium") && url.searchParams.get("travellers") === "2";
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(isTwoTravellers, async (route) => {
    await held;
    await route.continue();
  });
  const twoTravellers = page.waitForResponse((response) =>
    isTwoTravellers(new URL(response.url())),
  );
  const pageBefore = await page.getByTestId("podium-page").elementHandle();
  const travellers = page.getByLabel("Voyageurs");
  await travellers.focus();
  await travellers.selectOption("2");
  await expect(page).toHaveURL(/travellers=2/);
  const ranking = page.getByTestId("podium-ranking-section");
  await expect(ranking).toHaveAttribute("aria-busy", "true");
  await expect(page.getByTestId("podium-updating")).toHaveText("Mise à jour du classement…");
  await expect(rows).toHaveCount(podium.entries.length);
  await expect(travellers).toBeFocused();
  release();
  await twoTravellers;
  await expect(ranking).toHaveAttribute("aria-busy", "false");
  await expect(page.getByTestId("podium-updating")).toBeEmpty();
  await expect(travellers).toHaveValue("2");
  await expect(travellers).toBeFocused();
  // The same page all along: never unmounted for a loader.
  expect(await pageBefore!.evaluate((node) => node.isConnected)).toBe(true);
  await expect(page.getByTestId("true-cost").first()).toBeVisible();
  await carry.uncheck();
  await expect(page).toHaveURL(/carry=0/);
  await expect(page.getByTestId("true-cost")).toHaveCount(0);
  await expect(page.getByLabel("Voyageurs")).toHaveCount(0);
  // The control's changes are saved with the (guest) profile too.
  await expect
    .poll(
      async () => (await (await page.request.get("/api/_auth/session")).json()).profile.crossBorder,
    )
    .toEqual({ carryHome: false, travellers: 2, splitPurchases: false });
});

test("a change the profile could not keep still ranks the page, and the shopper is told (issue 25)", async ({
  page,
}) => {
  const code = demo.articles.find((article) => (offersOf.get(article.code)?.length ?? 0) > 0)!.code;
  await page.route(
    (url) => url.pathname.startsWith("/api/update-info-profil/"),
    (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({
            status: 500,
            contentType: "application/json",
            body: JSON.stringify({ error: { code: "internal", message: "Internal error" } }),
          })
        : route.continue(),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await goto(page, `/podium/${formatArticleCode(code)}`);
  const failed = page.getByTestId("carry-home-save-failed");
  await expect(failed).toBeEmpty();
  const travellers = page.getByLabel("Voyageurs");
  const threeTravellers = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.endsWith("/podium") && url.searchParams.get("travellers") === "3";
  });
  await travellers.focus();
  await travellers.selectOption("3");
  await expect(failed).toHaveText(
    "Ce choix n’a pas pu être enregistré dans votre profil. Il ne vaut que pour cette page.",
  );
  // The address keeps the choice, and the podium is asked with it.
  await expect(page).toHaveURL(/travellers=3/);
  await threeTravellers;
  await expect(travellers).toHaveValue("3");
  await expect(travellers).toBeFocused();
  const { profile } = await (await page.request.get("/api/_auth/session")).json();
  expect(profile.crossBorder.travellers).not.toBe(3);
});

test("at 320 px the true cost lines fit the card (issue 25)", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const code = demo.articles.find((article) =>
    rankPodium({
      countries: ["CH", "DE", "FR", "IT", "AT"],
      home: "CH",
      currency: "CHF",
      rates: withUsdPegs(ecbSnapshot),
      offers: offersOf.get(article.code) ?? [],
      carryHome: { travellers: 1 },
    }).some((e) => e.trueCost?.refundOutcome === "refunded" && e.trueCost.allowanceExceeded),
  )!.code;
  await goto(page, `/podium/${formatArticleCode(code)}`);
  await expect(page.getByTestId("carry-home")).toBeVisible();
  const lines = page.getByTestId("ranking-cards").getByTestId("true-cost").first();
  await expect(lines).toBeVisible();
  const box = await lines.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test("travellers saved in the profile cost the podium, and a reload keeps them (issue 25)", async ({
  page,
}) => {
  await createSignedInAccount(page);
  const { profile } = await (await page.request.get("/api/_auth/session")).json();
  const moved = await page.request.put(`/api/update-info-profil/${profile.iProfile}`, {
    data: { sPaysFav: "CH", sPaysLangue: "CH/FR" },
  });
  expect(moved.ok()).toBe(true);
  const who = (await (await page.request.get("/api/_auth/session")).json()).profile as {
    home: string;
    countries: string[];
  };
  expect(who.home).toBe("CH");
  const code = demo.articles.find((article) =>
    rankPodium({
      countries: who.countries,
      home: "CH",
      currency: "CHF",
      rates: withUsdPegs(ecbSnapshot),
      offers: offersOf.get(article.code) ?? [],
      carryHome: { travellers: 3 },
    }).some((e) => e.trueCost?.allowanceExceeded),
  )?.code;
  expect(code, "a sample article above the allowance of three").toBeDefined();

  await page.setViewportSize({ width: 1280, height: 900 });
  await goto(page, "/profil");
  const setting = page.getByTestId("cross-border");
  await expect(
    setting.getByRole("checkbox", { name: "J’habite en Suisse, je rapporte mes achats moi-même" }),
  ).toBeChecked();
  await setting.getByLabel("Nombre de voyageurs").selectOption("3");
  const save = setting.getByRole("button", { name: "Enregistrer" });
  await save.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Réglages enregistrés" })).toHaveCount(1);
  await expect(save).toBeEnabled();
  await expect(save).toBeFocused();
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="cross-border"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(axe.violations.map((v) => `${v.id} ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);

  // What the API answers for three travellers: the page must show it without being told.
  const query = `countries=${who.countries.join(",")}&home=CH`;
  const answer = (await (
    await page.request.get(`/api/articles/${code}/podium?${query}&travellers=3`)
  ).json()) as PodiumResponse;
  expect(answer.carryHome).toEqual({ travellers: 3 });
  const exceeded = answer.entries.find((e) => e.trueCost?.allowanceExceeded)!;
  const cost = exceeded.trueCost!;
  const expected = [
    `Franchise de ${francs(cost.allowanceMinor)} pour 3 voyageurs dépassée`,
    `Coût réel ${francs(cost.totalMinor)}`,
  ];
  const lines = page
    .getByTestId("ranking")
    .locator(`tr[data-country="${exceeded.country}"] [data-testid="true-cost"] li`);

  const asked = page.waitForRequest((request) =>
    new URL(request.url()).pathname.endsWith(`/articles/${code}/podium`),
  );
  await goto(page, `/podium/${formatArticleCode(code!)}`);
  expect(new URL((await asked).url()).searchParams.get("travellers")).toBe("3");
  await expect(page.getByLabel("Voyageurs", { exact: true })).toHaveValue("3");
  await expect(lines).toContainText(expected);
  expect(page.url()).not.toContain("travellers=");

  await page.reload();
  await expect(page.getByTestId("app-loader")).toHaveCount(0, { timeout: 5_000 });
  await expect(page.getByLabel("Voyageurs", { exact: true })).toHaveValue("3");
  await expect(lines).toContainText(expected);

  // The wishlist's comparison asks for the same three travellers.
  const added = await page.request.post("/api/wishlist/items", { data: { code, quantity: 1 } });
  expect(added.ok()).toBe(true);
  const compared = page.waitForRequest((request) =>
    new URL(request.url()).pathname.endsWith("/wishlist/comparison"),
  );
  await goto(page, "/wishlist");
  const comparison = new URL((await compared).url()).searchParams;
  expect(comparison.get("travellers")).toBe("3");
  expect(comparison.get("carry")).toBeNull();
});
