import { afterEach, describe, expect, it } from "vitest";
import { hangingPdf } from "./fixtures/malformed-pdfs.ts";
import { sampleItems, sampleLayouts } from "./fixtures/sample-pdfs.ts";
import { PdfParserBusy, PdfParserPool } from "./pdf-parser-pool.ts";

const listPdf = () =>
  sampleLayouts["order-confirmation"]({ language: "fr", items: sampleItems(3) });

describe("PdfParserPool", () => {
  let pool: PdfParserPool | undefined;
  afterEach(() => pool?.close());

  it("parses in a worker thread", async () => {
    pool = new PdfParserPool({ size: 1 });
    const outcome = await pool.parse(await listPdf());
    expect(outcome.ok && outcome.reading.lines).toHaveLength(3);
  });

  it("terminates a worker stuck on a file, refuses the file and goes on with the next", async () => {
    pool = new PdfParserPool({ size: 1, timeoutMs: 1500 });
    const started = Date.now();
    const [stuck, next] = await Promise.all([
      pool.parse(hangingPdf()),
      pool.parse(await listPdf()),
    ]);
    expect(stuck).toEqual({ ok: false, code: "pdf_too_complex" });
    expect(next.ok).toBe(true);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it("refuses a file that needs more memory than a worker has", async () => {
    pool = new PdfParserPool({ size: 1, maxOldGenerationSizeMb: 128, timeoutMs: 30_000 });
    expect(await pool.parse(hangingPdf(40))).toEqual({ ok: false, code: "pdf_too_complex" });
  });

  it("bounds the line of waiting files", async () => {
    pool = new PdfParserPool({ size: 1, maxQueue: 1 });
    const bytes = await listPdf();
    const first = pool.parse(bytes);
    await expect(pool.parse(bytes)).rejects.toBeInstanceOf(PdfParserBusy);
    expect((await first).ok).toBe(true);
  });
});
