import { baseURL, expect, goto, test } from "./support/fixtures";

/**
 * Cross-site request forgery (brief §6): a page of another site posts a form to our API with the
 * shopper's browser. The server refuses it, and the shopper's data stays as it was.
 */
test("a form posted from another site is refused and changes nothing", async ({ page }) => {
  await goto(page, "/picklist");
  await expect(page).toHaveURL(/\/picklist\/\d+\/FR,BE,LU,NL,CH,DE,ES,IT$/);
  const { profile } = await (await page.request.get("/api/_auth/session")).json();

  // The attacker's page, served by Playwright as if it came from another origin.
  const target = `${baseURL()}/api/update-payList-to-basket?iBasket=${profile.iBasket}`;
  await page.route("https://evil.example/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<form method="post" action="${target}" enctype="text/plain">
        <input name='{"sPaysListe":"FR,PL","x":"' value='"}'></form>
        <script>document.forms[0].submit()</script>`,
    }),
  );
  const answer = page.waitForResponse((response) => response.url() === target);
  await page.goto("https://evil.example/");
  const response = await answer;
  expect(response.status()).toBe(403);
  expect((await response.json()).error.code).toBe("cross_site_request");

  const after = await (await page.request.get("/api/_auth/session")).json();
  expect(after.profile.countries).toEqual(["FR", "BE", "LU", "NL", "CH", "DE", "ES", "IT"]);
});
