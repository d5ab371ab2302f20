import AxeBuilder from "@axe-core/playwright";
import { formatArticleCode } from "@frontalier/shared/article-code";
import type { PodiumResponse } from "@frontalier/shared/contracts/podium";
import { ecbSnapshot, withUsdPegs } from "@frontalier/shared/ecb-rates";
import { formatMoney } from "@frontalier/shared/format-money";
import { type CountryOffer, rankPodium } from "@frontalier/shared/podium";
import type { Page } from "@playwright/test";
import { generateDemoCatalogue } from "../../server/src/catalogue/demo/generate-demo-catalogue";
import { baseURL, expect, goto, test } from "./support/fixtures";

/**
 * Decision 045: a shopper sees a member (IKEA Family) price as its own line, says they are a
 * member, and the ranking follows the price they would pay. The article is one of the server's
 * sample catalogue (same generator) whose cheapest country changes for a member; the figures
 * expected come from the API's answer.
 */
const demo = generateDemoCatalogue();
const offersOf = new Map<string, CountryOffer[]>();
for (const offer of demo.offers) {
  const list = offersOf.get(offer.articleCode) ?? [];
  list.push({
    country: offer.country,
    priceMinor: offer.priceMinor ?? null,
    memberPriceMinor: offer.memberPriceMinor ?? null,
    currency: offer.currency,
    availability: offer.availability as CountryOffer["availability"],
    observedAt: null,
    productUrl: null,
  });
  offersOf.set(offer.articleCode, list);
}

/** A sample article whose first country is another for a member, among the shopper's countries. */
function flippingArticle(countries: readonly string[], home: string, currency: string) {
  const first = (code: string, familyMember: boolean) =>
    rankPodium({
      countries,
      home,
      currency,
      rates: withUsdPegs(ecbSnapshot),
      offers: offersOf.get(code) ?? [],
      familyMember,
    })[0];
  return demo.articles.find((article) => {
    const shelf = first(article.code, false);
    const member = first(article.code, true);
    return shelf?.rank === 1 && member?.rank === 1 && shelf.country !== member.country;
  })?.code;
}

async function shopper(page: Page) {
  const session = await (await page.request.get("/api/_auth/session")).json();
  const who = session.profile as { home: string; countries: string[] };
  const countries = who.countries.includes(who.home) ? who.countries : [who.home, ...who.countries];
  return { ...who, countries };
}

async function podiumOf(
  page: Page,
  code: string,
  who: { home: string; countries: string[] },
  member: string,
) {
  const answer = await page.request.get(
    `/api/articles/${code}/podium?countries=${who.countries.join(",")}&home=${who.home}${member}`,
  );
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as PodiumResponse;
}

test("a member's podium ranks on IKEA Family prices, a non-member sees them as a line", async ({
  page,
}, testInfo) => {
  const who = await shopper(page);
  const code = flippingArticle(who.countries, who.home, "EUR");
  expect(code, "a sample article whose cheapest country changes for a member").toBeDefined();
  const shelf = await podiumOf(page, code!, who, "");
  const member = await podiumOf(page, code!, who, "&member=1");
  expect(shelf.entries[0]!.country).not.toBe(member.entries[0]!.country);
  const lined = shelf.entries.find((entry) => entry.member)!;

  await page.setViewportSize({ width: 1366, height: 900 });
  await goto(page, `/podium/${formatArticleCode(code!)}`);
  const rows = page.getByTestId("ranking").locator("tbody tr");
  await expect(rows).toHaveCount(shelf.entries.length);
  await expect(rows.first()).toHaveAttribute("data-country", shelf.entries[0]!.country);
  const euros = (minor: number, currency: string) => formatMoney(minor, currency, "fr");
  await expect(
    page.locator(`tr[data-country="${lined.country}"] [data-testid="member-price-line"]`),
  ).toHaveText(
    `Prix IKEA Family\u00a0: ${euros(lined.member!.price.amountMinor, lined.member!.price.currency)} (−${euros(lined.member!.savingMinor, lined.member!.price.currency)})`,
  );
  await page.screenshot({ path: testInfo.outputPath("podium-fr-1366.png"), fullPage: true });

  const toggle = page.getByRole("checkbox", { name: "Je suis membre IKEA Family" });
  await expect(toggle).not.toBeChecked();
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="podium-ranking-section"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(axe.violations.map((v) => `${v.id} ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);

  const saved = page.waitForResponse(
    (response) => response.url().includes("/api/update-info-profil/") && response.ok(),
  );
  await toggle.check();
  await saved;
  await expect(page).toHaveURL(/member=1/);
  await expect(toggle).toBeFocused();
  await expect(rows.first()).toHaveAttribute("data-country", member.entries[0]!.country);
  await expect(rows.first().getByTestId("member-price-line")).toContainText(
    "Prix IKEA Family retenu",
  );

  // Kept with the profile: a reload, then the podium's plain address, are a member's.
  await page.reload();
  await expect(rows.first()).toHaveAttribute("data-country", member.entries[0]!.country);
  await goto(page, `/podium/${formatArticleCode(code!)}`);
  await expect(page.getByRole("checkbox", { name: "Je suis membre IKEA Family" })).toBeChecked();
  await expect(rows.first()).toHaveAttribute("data-country", member.entries[0]!.country);

  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByTestId("ranking-cards").locator("li");
  await expect(cards.first()).toHaveAttribute("data-country", member.entries[0]!.country);
  const line = cards.first().getByTestId("member-price-line");
  const box = await line.boundingBox();
  expect(box && box.x + box.width <= 390).toBe(true);
  await page.screenshot({ path: testInfo.outputPath("podium-fr-390.png"), fullPage: true });
});

test.describe("in German", () => {
  test.use({ guestCountry: "DE" });

  test("the member line and the toggle fit a phone and a desktop", async ({ page }, testInfo) => {
    await page.context().addCookies([{ name: "locale", value: "de", url: baseURL() }]);
    const who = await shopper(page);
    const code = flippingArticle(who.countries, who.home, "EUR");
    expect(code).toBeDefined();
    const shelf = await podiumOf(page, code!, who, "");
    const lined = shelf.entries.find((entry) => entry.member)!;
    await page.setViewportSize({ width: 390, height: 844 });
    await goto(page, `/podium/${formatArticleCode(code!)}`);
    const line = page.locator(
      `li[data-country="${lined.country}"] [data-testid="member-price-line"]`,
    );
    await expect(line).toContainText("IKEA Family Preis");
    await expect(
      page.getByRole("checkbox", { name: "Ich bin IKEA Family Mitglied" }),
    ).toBeVisible();
    const box = await line.boundingBox();
    expect(box && box.x + box.width <= 390).toBe(true);
    await page.screenshot({ path: testInfo.outputPath("podium-de-390.png"), fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(
      page.locator(`tr[data-country="${lined.country}"] [data-testid="member-price-line"]`),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("podium-de-1366.png"), fullPage: true });
  });
});
