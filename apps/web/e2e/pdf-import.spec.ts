import AxeBuilder from "@axe-core/playwright";
import type { ImportTotalResponse } from "@frontalier/shared/contracts/pdf-import";
import { countryLabel } from "@frontalier/shared/countries";
import { defaultPicklistFor } from "@frontalier/shared/default-picklist";
import { formatMoney } from "@frontalier/shared/format-money";
import type { APIRequestContext, Page } from "@playwright/test";
import { encryptedPdf, imageOnlyPdf } from "../../server/src/pdf-import/fixtures/malformed-pdfs";
import { sampleItems, sampleLayouts } from "../../server/src/pdf-import/fixtures/sample-pdfs";
import { purchaseListPhoto } from "../../server/src/pdf-import/ocr/fixtures/photo-list";
import { expect, goto, test } from "./support/fixtures";

/** Codes of the demo catalogue, found through the search API as a shopper's browser would. */
async function demoCodes(request: APIRequestContext, count: number): Promise<string[]> {
  const response = await request.get("/api/articles?q=a&limit=20");
  const { items } = (await response.json()) as { items: { code: string }[] };
  expect(items.length).toBeGreaterThanOrEqual(count);
  return items.slice(0, count).map((item) => item.code);
}

// The picker of a PDF or photo; the page's other file input takes a photo with the camera.
const chooseFile = (page: Page, name: string, buffer: Uint8Array, mimeType = "application/pdf") =>
  page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name, mimeType, buffer: Buffer.from(buffer) });

/** Drops a file on the zone as a drag from the desktop would. */
async function dropFile(page: Page, name: string, buffer: Uint8Array) {
  const dataTransfer = await page.evaluateHandle(
    ({ bytes, fileName }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], fileName, { type: "application/pdf" }));
      return transfer;
    },
    { bytes: [...buffer], fileName: name },
  );
  await page.getByTestId("pdf-drop-zone").dispatchEvent("drop", { dataTransfer });
}

test.describe("PDF import (issue 7)", () => {
  test("upload, review and add the list to the wishlist", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const codes = await demoCodes(request, 3);
    const items = sampleItems(3, codes);
    const pdf = await sampleLayouts["order-confirmation"]({
      language: "fr",
      items,
      damagedLine: true,
    });
    // What the page sends is recorded, then goes to the real wishlist API.
    const sent: unknown[] = [];
    await page.route("**/api/wishlist/items/bulk", async (route) => {
      sent.push(route.request().postDataJSON());
      await route.continue();
    });

    await goto(page, "/file-pdf");
    await expect(page.getByText("Confirmation de commande", { exact: true })).toBeVisible();
    await chooseFile(page, "commande.pdf", pdf);

    const recognised = page.getByTestId("pdf-recognised");
    await expect(recognised.getByRole("row")).toHaveCount(4);
    const formatted = codes.map((code) => code.replace(/(\d{3})(\d{3})(\d{2})/, "$1.$2.$3"));
    for (const code of formatted)
      await expect(recognised.getByRole("rowheader", { name: code })).toBeVisible();
    await expect(
      page.getByText("Confirmation de commande · 1 page · 3 lignes reconnues", { exact: true }),
    ).toBeVisible();

    await page.getByLabel(`Quantité pour ${formatted[0]}`).fill("5");
    await page.getByRole("button", { name: `Retirer ${formatted[2]} de l’import` }).click();
    await expect(recognised.getByRole("row")).toHaveCount(3);
    const fix = page.getByLabel(/Code article de la ligne/);
    await fix.fill("12");
    await expect(page.getByText("Un code article a 8 chiffres (802.758.87).")).toBeVisible();
    await fix.fill(formatted[2]!);

    const total = page.getByTestId("pdf-total");
    await expect(total.getByRole("row").nth(1)).toBeVisible();
    await expect(total.getByText("Votre pays", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Ajouter à ma liste actuelle" }).click();
    await expect(page.getByText("Les articles ont été ajoutés à votre liste.")).toBeVisible();
    expect(sent).toEqual([
      {
        items: [
          { code: codes[0], quantity: 5 },
          { code: codes[1], quantity: items[1]!.quantity },
          { code: codes[2], quantity: 2 },
        ],
        basket: "current",
      },
    ]);
    const wishlist = await (await page.request.get("/api/wishlist")).json();
    expect(wishlist.items.map((item: { code: string }) => item.code).sort()).toEqual(
      [...codes].sort(),
    );
    expect(consoleErrors).toEqual([]);
  });

  test("a dropped file that cannot be read gets a clear message and keeps the review", async ({
    page,
    request,
  }) => {
    const codes = await demoCodes(request, 2);
    await goto(page, "/upload");
    await dropFile(
      page,
      "liste.pdf",
      await sampleLayouts["kitchen-planner"]({ language: "de", items: sampleItems(2, codes) }),
    );
    await expect(page.getByTestId("pdf-recognised").getByRole("row")).toHaveCount(3);

    await dropFile(page, "protege.pdf", encryptedPdf());
    await expect(page.getByRole("alert")).toContainText("protégé par un mot de passe");
    await expect(page.getByTestId("pdf-recognised").getByRole("row")).toHaveCount(3);

    // A scan is read by OCR (issue 24): this one has shapes but no text.
    await chooseFile(page, "scan.pdf", await imageOnlyPdf());
    await expect(page.getByRole("alert")).toContainText("Aucun texte n’a pu être lu", {
      timeout: 60_000,
    });
    await expect(page.getByRole("link", { name: "Scanner les étiquettes" })).toBeVisible();

    await chooseFile(page, "photo.png", new Uint8Array([0x89, 0x50, 0x4e, 0x47]), "image/png");
    await expect(page.getByRole("alert")).toContainText("n’est pas un PDF");
  });

  test("a photo of a printed list is read by OCR and marked for review (issue 24)", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const photo = await purchaseListPhoto({ lines: 8, rotation: 2, noise: 6 });
    await goto(page, "/upload");
    // The camera's input on a phone: images only, the rear camera asked for.
    const camera = page.locator('input[type="file"][capture]');
    await expect(camera).toHaveAttribute("accept", "image/*");
    await expect(camera).toHaveAttribute("capture", "environment");
    const upload = page.waitForRequest(
      (request) =>
        request.method() === "POST" && new URL(request.url()).pathname === "/api/pdf-import",
    );
    await chooseFile(page, "liste.jpg", photo.jpeg, "image/jpeg");
    // Sent as what it is, not declared a PDF.
    expect((await upload).headers()["content-type"]).toBe("image/jpeg");
    await expect(page.getByTestId("pdf-ocr-notice")).toContainText("Lu sur une photo ou un scan", {
      timeout: 90_000,
    });
    const table = page.getByTestId("pdf-recognised");
    const read = await table.innerText();
    const right = photo.lines.filter((line) =>
      read.includes(`${line.code.slice(0, 3)}.${line.code.slice(3, 6)}.${line.code.slice(6)}`),
    );
    expect(right.length).toBeGreaterThanOrEqual(7);
  });

  test("a list of more than 30 lines leads to the premium page", async ({ page }) => {
    await goto(page, "/file-pdf/upload-pdf");
    await chooseFile(
      page,
      "cuisine.pdf",
      await sampleLayouts["kitchen-planner"]({ language: "fr", items: sampleItems(31) }),
    );
    await expect(page).toHaveURL(/\/PaidRequired$/);
  });

  test.describe("a Belgian shopper", () => {
    test.use({ guestCountry: "BE" });

    test("sees the list's total from Belgium, over their countries, with the differences", async ({
      page,
      request,
      consoleErrors,
    }) => {
      const codes = await demoCodes(request, 3);
      const pdf = await sampleLayouts["retailer-list"]({
        language: "fr",
        items: sampleItems(3, codes),
      });
      await goto(page, "/file-pdf");
      const answer = page.waitForResponse((response) =>
        response.url().endsWith("/api/pdf-import/total"),
      );
      await chooseFile(page, "liste.pdf", pdf);
      const total = (await (await answer).json()) as ImportTotalResponse;
      expect(total.home).toBe("BE");
      expect(total.entries.map((entry) => entry.country).sort()).toEqual(
        defaultPicklistFor("BE").sort(),
      );

      const table = page.getByTestId("pdf-total");
      const belgium = table.getByRole("row").filter({ hasText: "Belgique" });
      await expect(belgium).toContainText("Votre pays");
      await expect(table.getByText("Votre pays", { exact: true })).toHaveCount(1);
      await expect(table.getByRole("row")).toHaveCount(total.entries.length + 1);
      const compared = total.entries.filter((entry) => entry.vsHome);
      expect(compared.length).toBeGreaterThan(0);
      for (const entry of compared) {
        const difference = formatMoney(entry.vsHome!.amountMinor, total.currency, "fr");
        await expect(
          table.getByRole("row").filter({ hasText: countryLabel(entry.country, "fr") }),
        ).toContainText(difference);
      }
      expect(consoleErrors).toEqual([]);
    });
  });

  for (const width of [320, 390]) {
    test(`the review fits a ${width} px phone and comes into view with focus`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      const scheme = width === 320 ? "dark" : "light";
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
      const codes = await demoCodes(request, 4);
      const pdf = await sampleLayouts["order-confirmation"]({
        language: "fr",
        items: sampleItems(4, codes),
        damagedLine: true,
      });
      await goto(page, "/file-pdf");
      await chooseFile(page, "commande.pdf", pdf);
      await expect(page.getByTestId("pdf-total").getByRole("row").nth(1)).toBeVisible();
      const title = page.getByRole("heading", { name: "Vérifiez les articles reconnus" });
      await expect(title).toBeFocused();
      await expect(title).toBeInViewport();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: window.innerWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.screen);
      // What the wide columns say is still there on a phone, under the code and the amount.
      await expect(page.getByTestId("pdf-recognised")).toContainText("Sur le document : ");
      const axe = await new AxeBuilder({ page })
        .include('[data-testid="pdf-review"]')
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      expect(
        axe.violations.map((v) => `${scheme}: ${v.id} ${v.nodes[0]?.target.join(" ")}`),
      ).toEqual([]);
    });
  }

  test("the home page's PDF tab leads to the import", async ({ page }) => {
    await goto(page, "/?tab=pdf");
    await page.getByRole("tabpanel").getByRole("link").click();
    await expect(page).toHaveURL(/\/file-pdf$/);
    await expect(page.getByTestId("pdf-drop-zone")).toBeVisible();
  });
});
