import { Readable } from "node:stream";
import {
  importTotalResponseSchema,
  pdfImportResponseSchema,
  pdfModelsResponseSchema,
} from "@frontalier/shared/contracts/pdf-import";
import { toMinorUnits } from "@frontalier/shared/money";
import { MAX_PDF_BYTES } from "@frontalier/shared/pdf-import/limits";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../../test/app.ts";
import { testConfig } from "../../../../test/config.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { articles, countries, currencies, offers } from "../../../db/schema.ts";
import {
  encryptedPdf,
  imageOnlyPdf,
  manyPagesPdf,
  notPdf,
} from "../../../pdf-import/fixtures/malformed-pdfs.ts";
import { sampleItems, sampleLayouts } from "../../../pdf-import/fixtures/sample-pdfs.ts";
import { MAX_UPLOADS_IN_FLIGHT } from "./upload-gate.ts";

const BILLY = "00263850";
const KALLAX = "30379118";
const UNKNOWN = "99999999";
const observedAt = new Date("2026-11-20T08:00:00Z");

describe.each(testDatabases())("PDF import API on %s", (kind) => {
  const database = useTestDatabase(kind);
  let app: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    const { db } = database();
    await db.insert(currencies).values([
      { code: "EUR", minorUnits: 2 },
      { code: "CHF", minorUnits: 2 },
    ]);
    await db
      .insert(countries)
      .values(
        ["FR", "BE", "DE"]
          .map((code) => ({ code, currency: "EUR", retailerLocale: `${code.toLowerCase()}/fr` }))
          .concat([{ code: "CH", currency: "CHF", retailerLocale: "ch/de" }]),
      );
    await db.insert(articles).values([
      { code: BILLY, name: "BILLY", searchName: "billy" },
      { code: KALLAX, name: "KALLAX", searchName: "kallax" },
    ]);
    const offer = (
      articleCode: string,
      country: string,
      priceMinor: number | null,
      currency = "EUR",
    ) => ({
      articleCode,
      country,
      priceMinor,
      currency,
      availability: priceMinor === null ? ("not_sold" as const) : ("online" as const),
      source: "feed" as const,
      observedAt,
    });
    await db
      .insert(offers)
      .values([
        offer(BILLY, "FR", 4999),
        offer(BILLY, "BE", 5499),
        offer(BILLY, "DE", 4499),
        offer(BILLY, "CH", 4681, "CHF"),
        offer(KALLAX, "FR", 7999),
        offer(KALLAX, "BE", 6899),
        offer(KALLAX, "DE", null),
        offer(KALLAX, "CH", 8990, "CHF"),
      ]);
    app = await buildTestApp(database());
  });
  afterAll(() => app?.close());

  const upload = (body: Uint8Array | string, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url: "/api/pdf-import",
      headers: { "content-type": "application/pdf", ...headers },
      payload: typeof body === "string" ? body : Buffer.from(body),
    });

  it("lists the layouts it recognises, in the request's language", async () => {
    const french = pdfModelsResponseSchema.parse(
      (await app.inject({ url: "/api/get-pdf-models-list" })).json(),
    );
    expect(french.map((model) => model.id)).toEqual([
      "retailer-list",
      "kitchen-planner",
      "order-confirmation",
    ]);
    expect(french[2]!.name).toBe("Confirmation de commande");
    const german = pdfModelsResponseSchema.parse(
      (
        await app.inject({ url: "/api/get-pdf-models-list", headers: { "accept-language": "de" } })
      ).json(),
    );
    expect(german[2]!.name).toBe("Bestellbestätigung");
  });

  it("reads an uploaded list, with the catalogue's names of the codes it knows", async () => {
    const items = sampleItems(3, [BILLY, KALLAX, UNKNOWN]);
    const response = await upload(
      await sampleLayouts["kitchen-planner"]({ language: "nl", items, damagedLine: true }),
    );
    expect(response.statusCode).toBe(200);
    const result = pdfImportResponseSchema.parse(response.json());
    expect(result.model).toBe("kitchen-planner");
    expect(result.pages).toBe(1);
    expect(
      result.lines.map((line) => [line.formattedCode, line.quantity, line.catalogueName]),
    ).toEqual([
      ["002.638.50", 1, "BILLY"],
      ["303.791.18", 2, "KALLAX"],
      ["999.999.99", 3, null],
    ]);
    expect(result.lines[0]).toMatchObject({
      unitPrice: { amountMinor: items[0]!.unitMinor, currency: "EUR" },
      group: "Onderkasten",
    });
    expect(result.unrecognised).toEqual([expect.objectContaining({ codeGuess: "0026385" })]);
    // Every article-shaped line is in one list or the other; each line's total agrees.
    expect(result.seen).toBe(4);
    expect(result.lines.map((line) => line.priceCheck)).toEqual(["agrees", "agrees", "agrees"]);
  });

  it.each<[string, () => Promise<Uint8Array> | Uint8Array, number, string, RegExp]>([
    ["a file that is not a PDF", notPdf, 415, "pdf_not_pdf", /not a PDF/],
    ["a password-protected PDF", encryptedPdf, 422, "pdf_encrypted", /password/],
    ["a scan without text", imageOnlyPdf, 422, "pdf_no_text", /Scan the price tags/],
    ["a PDF of 101 pages", () => manyPagesPdf(101), 422, "pdf_too_many_pages", /100 pages/],
    ["a PDF without codes", () => manyPagesPdf(1), 422, "pdf_no_articles", /No article code/],
    ["an empty body", () => new Uint8Array(), 415, "pdf_not_pdf", /not a PDF/],
  ])(
    "refuses %s with a translated message",
    async (_name, make, status, code, message) => {
      const response = await upload(await make(), { "accept-language": "en" });
      expect(response.statusCode).toBe(status);
      expect(response.json().error).toMatchObject({
        code,
        message: expect.stringMatching(message),
      });
      // The scan goes to the OCR child (issue 24), which starts with its first file.
    },
    120_000,
  );

  it("refuses a file over the size limit before reading it", async () => {
    const response = await upload(Buffer.alloc(MAX_PDF_BYTES + 1, 32) as unknown as Uint8Array);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe("pdf_too_large");
    expect(response.json().error.message).toMatch(/10 Mo/);
  });

  it("stops reading an upload of undeclared length as soon as it passes the limit", async () => {
    const chunk = Buffer.alloc(64 * 1024, 32);
    let pulled = 0;
    const body = new Readable({
      read() {
        pulled += chunk.length;
        this.push(pulled > 3 * MAX_PDF_BYTES ? null : chunk);
      },
    });
    const response = await app.inject({
      method: "POST",
      url: "/api/pdf-import",
      headers: { "content-type": "application/pdf", "transfer-encoding": "chunked" },
      payload: body,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe("pdf_too_large");
    // What the stream had buffered ahead, at most, past the limit.
    expect(pulled).toBeLessThan(MAX_PDF_BYTES + 1024 * 1024);
  });

  it("says 'not a PDF' whatever the declared type", async () => {
    for (const type of ["application/json", "text/plain", "multipart/form-data; boundary=x"]) {
      const response = await upload("{}", { "content-type": type });
      expect(response.statusCode, type).toBe(415);
      expect(response.json().error.code, type).toBe("pdf_not_pdf");
    }
  });

  it("totals the reviewed list per country: complete countries ranked, gaps said", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/pdf-import/total",
      payload: {
        items: [
          { code: "002.638.50", quantity: 2 },
          { code: KALLAX, quantity: 1 },
          { code: UNKNOWN, quantity: 1 },
        ],
        countries: ["fr", "be", "de", "ch"],
      },
    });
    expect(response.statusCode).toBe(200);
    const total = importTotalResponseSchema.parse(response.json());
    expect(total).toMatchObject({ home: "FR", currency: "EUR", unpriced: [UNKNOWN] });
    expect(
      total.entries.map((entry) => [
        entry.country,
        entry.rank,
        entry.local?.amountMinor,
        entry.missing,
      ]),
    ).toEqual([
      ["BE", 1, 2 * 5499 + 6899, []],
      ["FR", 2, 2 * 4999 + 7999, []],
      ["CH", 3, 2 * 4681 + 8990, []],
      ["DE", null, 2 * 4499, [KALLAX]],
    ]);
    expect(total.entries.find((entry) => entry.country === "BE")?.vsHome).toEqual({
      amountMinor: -100,
      percent: -0.6,
    });
    expect(total.entries.find((entry) => entry.country === "DE")?.converted?.amountMinor).toBe(
      8998,
    );
  });

  it("converts a list as every page does: the podium's price times the quantity", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/pdf-import/total",
      payload: { items: [{ code: BILLY, quantity: 3 }], countries: ["fr", "ch"] },
    });
    const swiss = importTotalResponseSchema
      .parse(response.json())
      .entries.find((entry) => entry.country === "CH")!;
    // 46.81 CHF is 50.05 € on BILLY's podium; three are 150.15 €, where the converted sum of
    // 140.43 CHF would read 150.14 € (money.ts, `convertLines`).
    const podiumPrice = toMinorUnits((4681 / 100) * swiss.converted!.rate, "EUR");
    expect(podiumPrice).toBe(5005);
    expect(swiss.local?.amountMinor).toBe(3 * 4681);
    expect(swiss.converted?.amountMinor).toBe(3 * podiumPrice);
  });

  it.each([
    [{ items: [] }],
    [{ items: [{ code: "12345", quantity: 1 }] }],
    [{ items: [{ code: BILLY, quantity: 0 }] }],
    [{ items: [{ code: BILLY, quantity: 1 }], countries: ["F1"] }],
    [{}],
  ])("refuses the total of %j with a 400", async (payload) => {
    const response = await app.inject({ method: "POST", url: "/api/pdf-import/total", payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("validation_failed");
  });
});

describe("PDF upload rate", () => {
  const database = useTestDatabase("pglite");
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp(database(), { PDF_IMPORTS_PER_10_MINUTES: "3" });
  });
  afterAll(() => app?.close());

  const upload = (remoteAddress: string, language = "en") =>
    app.inject({
      method: "POST",
      url: "/api/pdf-import",
      remoteAddress,
      headers: { "content-type": "application/pdf", "accept-language": language },
      payload: Buffer.from(notPdf()),
    });

  it("is 20 uploads per address in ten minutes unless configured", () => {
    expect(testConfig().pdfImportsPer10Minutes).toBe(20);
  });

  it("refuses an address past its uploads with Retry-After and a translated message, before reading the body", async () => {
    for (let i = 0; i < 3; i++) expect((await upload("192.0.2.1")).statusCode).toBe(415);
    const refused = await upload("192.0.2.1");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(590);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(600);
    expect(refused.json().error).toMatchObject({
      code: "pdf_import_rate_limited",
      message: expect.stringMatching(/many PDFs in a short time/),
    });
    expect((await upload("192.0.2.1", "de")).json().error.message).toMatch(/viele PDFs/);
    // Refused before its body is read: a file over the size limit is not even looked at.
    const tooLarge = await app.inject({
      method: "POST",
      url: "/api/pdf-import",
      remoteAddress: "192.0.2.1",
      headers: { "content-type": "application/pdf" },
      payload: Buffer.alloc(MAX_PDF_BYTES + 1, 32),
    });
    expect(tooLarge.statusCode).toBe(429);
    // Another address has its own count.
    expect((await upload("192.0.2.2")).statusCode).toBe(415);
  });

  it("gives an upload's place back with its answer: more uploads in a row than may be in flight", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= MAX_UPLOADS_IN_FLIGHT; i++) {
      statuses.push((await upload(`198.51.100.${i + 1}`)).statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([415]));
  });
});
