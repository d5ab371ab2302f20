import { pdfImportResponseSchema } from "@frontalier/shared/contracts/pdf-import";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../../test/config.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { buildApp } from "../../../app.ts";
import {
  imageOnlyPdfOf,
  type PhotoLine,
  purchaseListPhoto,
} from "../../../pdf-import/ocr/fixtures/photo-list.ts";

// OCR takes a core for several seconds a page: one database is enough to test the route.
const [kind] = testDatabases();

describe(`photos and scans read by OCR (issue 24) on ${kind}`, () => {
  const database = useTestDatabase(kind!);
  let app: Awaited<ReturnType<typeof buildApp>>;
  let photo: Awaited<ReturnType<typeof purchaseListPhoto>>;

  beforeAll(async () => {
    // The production limit is 30 s a file; a test machine shared with other jobs may be slower.
    app = await buildApp(testConfig(), {
      database: database(),
      logger: false,
      ocr: { timeoutMs: 120_000 },
    });
    photo = await purchaseListPhoto({ lines: 30, rotation: 2.5, noise: 10 });
  });
  afterAll(() => app?.close());

  const upload = (body: Uint8Array, type: string, language = "en") =>
    app.inject({
      method: "POST",
      url: "/api/pdf-import",
      headers: { "content-type": type, "accept-language": language },
      payload: Buffer.from(body),
    });

  const rightLines = (lines: PhotoLine[], read: { code: string; quantity: number }[]) =>
    lines.filter((line) =>
      read.some((got) => got.code === line.code && got.quantity === line.quantity),
    ).length;

  it.each([
    ["a rotated JPEG photo", "image/jpeg", () => photo.jpeg],
    ["the same as an image-only PDF", "application/pdf", () => imageOnlyPdfOf(photo.jpeg)],
  ])(
    "reads %s of 30 printed lines: at least 27 right, all marked for review",
    async (_, type, make) => {
      const response = await upload(await make(), type);
      expect(response.statusCode, response.body).toBe(200);
      const body = pdfImportResponseSchema.parse(response.json());
      expect(body.ocr).toBe(true);
      expect(body.model).toBe("kitchen-planner");
      expect(rightLines(photo.lines, body.lines)).toBeGreaterThanOrEqual(27);
      // Every line OCR read carries the words to check (often none), and none is lost.
      for (const line of [...body.lines, ...body.unrecognised]) {
        expect(line.unsureWords).toBeInstanceOf(Array);
        for (const word of line.unsureWords ?? []) expect(word.trim()).not.toBe("");
      }
      expect(body.lines.length + body.unrecognised.length).toBe(body.seen);
    },
    120_000,
  );

  it("reads a German shopper's photo, sent as a PNG, with the German model: at least 27 of 30 right", async () => {
    const german = await purchaseListPhoto({
      lines: 30,
      rotation: -2,
      noise: 10,
      seed: 49,
      language: "de",
      format: "png",
    });
    const response = await upload(german.png!, "image/png", "de");
    expect(response.statusCode, response.body).toBe(200);
    const body = pdfImportResponseSchema.parse(response.json());
    expect(body.ocr).toBe(true);
    expect(body.model).toBe("kitchen-planner");
    expect(rightLines(german.lines, body.lines)).toBeGreaterThanOrEqual(27);
    expect(body.lines.length + body.unrecognised.length).toBe(body.seen);
    // The names as printed, umlauts and all (Tür, Spüle, FÖRBÄTTRA): read with the German model.
    const named = german.lines.filter((line) =>
      body.lines.some((got) => got.code === line.code && got.documentName.includes(line.name)),
    );
    console.info(
      `German photo: ${rightLines(german.lines, body.lines)}/30 right, ${named.length}/30 names as printed`,
    );
    expect(named.length).toBeGreaterThanOrEqual(20);
  }, 120_000);

  it("refuses a photo too large to decode before decoding it", async () => {
    // A JPEG header announcing 10,000 × 10,000 pixels, and nothing after it.
    const header = Buffer.from([
      0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x27, 0x10, 0x27, 0x10, 0x03, 0x01, 0x22, 0x00,
      0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9,
    ]);
    const response = await upload(header, "image/jpeg");
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe("pdf_too_complex");
  }, 60_000);

  it("still refuses a file that is neither a PDF nor a photo", async () => {
    const response = await upload(Buffer.from("GIF89a not read"), "image/gif");
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe("pdf_not_pdf");
  });
});
