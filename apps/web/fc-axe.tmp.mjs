import AxeBuilder from "@axe-core/playwright";
import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const check = async (page, label) => {
  const r = await new AxeBuilder({ page }).withTags(tags).analyze();
  console.log(label, JSON.stringify(r.violations.map((v) => [v.id, v.nodes.length, v.nodes[0]?.target.join(" "), v.nodes[0]?.failureSummary?.slice(0, 200)])));
};
for (const scheme of ["light", "dark"]) {
  for (const viewport of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
    const context = await browser.newContext({ locale: "fr-FR", viewport, colorScheme: scheme, reducedMotion: "reduce" });
    const page = await context.newPage();
    const tag = `${scheme}-${viewport.width}`;
    await page.goto("http://127.0.0.1:4711/test-analytics");
    await page.getByTestId("consent-banner").waitFor();
    await page.waitForTimeout(400);
    await check(page, `${tag} banner+test-analytics`);
    await page.getByRole("button", { name: "Ouvrir les paramètres des cookies" }).click();
    await page.getByRole("dialog").waitFor();
    await page.waitForTimeout(300);
    await check(page, `${tag} settings`);
    await page.getByRole("button", { name: "Tout accepter" }).last().click();
    await page.waitForTimeout(500);
    await check(page, `${tag} test-analytics accepted`);
    await page.goto("http://127.0.0.1:4711/testui");
    await page.getByRole("button", { name: "Toast success" }).waitFor();
    for (const n of ["Toast success", "Toast error", "Toast warning", "Toast info"]) await page.getByRole("button", { name: n }).click();
    await page.waitForTimeout(400);
    await check(page, `${tag} toasts`);
    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    await page.waitForTimeout(300);
    await check(page, `${tag} confirm`);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Report error" }).click();
    await page.waitForTimeout(100);
    await check(page, `${tag} report`);
    await context.close();
  }
}
await browser.close();
