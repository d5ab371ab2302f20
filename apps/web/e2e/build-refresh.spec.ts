import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, goto, test } from "./support/fixtures";

test.describe("build refresh (spec §4)", () => {
  test("after a newer build appears, the next navigation loads the page afresh", async ({
    page,
  }) => {
    await page.route("**/builds/latest.json", (route) =>
      route.fulfill({ json: { id: "a-newer-build", timestamp: Date.now() } }),
    );
    await page.route("**/builds/meta/a-newer-build.json", (route) =>
      route.fulfill({ json: { id: "a-newer-build", timestamp: Date.now() } }),
    );
    // Listening starts before the page opens: the check runs 1 s after start, which can come
    // before the start-up loader has gone on a loaded machine.
    const metaRead = page.waitForRequest("**/builds/meta/a-newer-build.json");
    await goto(page, "/");
    await metaRead;
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    const documentLoad = page.waitForRequest(
      (req) => req.resourceType() === "document" && req.url().endsWith("/faq"),
    );
    await page.getByRole("link", { name: "FAQ" }).first().click();
    await documentLoad;
    await expect(page).toHaveURL(/\/faq$/);
    expect(
      await page.evaluate(() => (window as unknown as { marker?: boolean }).marker),
    ).toBeUndefined();
  });

  test("a chunk that fails to load reloads the page once per 10 s, then shows the error", async ({
    page,
  }) => {
    await goto(page, "/");
    // Chunk files are named by their hash: the build's manifest says which one is the FAQ page.
    const manifest = JSON.parse(
      readFileSync(join(import.meta.dirname, "../dist/.vite/manifest.json"), "utf8"),
    ) as Record<string, { file: string }>;
    const faqChunk = manifest["src/pages/faq.tsx"]!.file;
    await page.route(
      (url) => url.pathname === `/${faqChunk}`,
      (route) => route.abort(),
    );
    let documentLoads = 0;
    page.on("request", (req) => {
      if (req.resourceType() === "document" && req.url().endsWith("/faq")) documentLoads++;
    });
    await page.getByRole("link", { name: "FAQ" }).first().click();
    await expect(page.getByTestId("error-page")).toBeVisible();
    expect(documentLoads).toBe(1);
  });
});
