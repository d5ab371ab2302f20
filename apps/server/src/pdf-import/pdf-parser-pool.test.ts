import { readFileSync } from "node:fs";
import { setTimeout } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { hangingPdf } from "./fixtures/malformed-pdfs.ts";
import { pdfBomb } from "./fixtures/pdf-bomb.ts";
import { sampleItems, sampleLayouts } from "./fixtures/sample-pdfs.ts";
import { type ParserLoss, PdfParserBusy, PdfParserPool } from "./pdf-parser-pool.ts";
import { residentMb } from "./process-memory.ts";

const listPdf = () =>
  sampleLayouts["order-confirmation"]({ language: "fr", items: sampleItems(3) });

const exited = (pid: number) => residentMb(pid) === null;

describe("PdfParserPool", () => {
  let pool: PdfParserPool | undefined;
  afterEach(() => pool?.close());

  it("parses in a child process started ahead, which stays for the next file", async () => {
    pool = new PdfParserPool({ size: 1 });
    pool.warm();
    const [pid] = pool.pids;
    expect(pid).not.toBe(process.pid);
    const outcome = await pool.parse(await listPdf());
    expect(outcome.ok && outcome.reading.lines).toHaveLength(3);
    // As the route hands it over: a Buffer.
    expect((await pool.parse(Buffer.from(await listPdf()))).ok).toBe(true);
    expect(pool.pids).toEqual([pid]);
  });

  it("kills a child past its memory limit, refuses the file, and reads the next in a fresh one", async () => {
    const losses: ParserLoss[] = [];
    pool = new PdfParserPool({ size: 1, maxRssMb: 240, onLoss: (loss) => losses.push(loss) });
    pool.warm();
    const [first] = pool.pids;
    const [bomb, next] = await Promise.all([
      pool.parse(pdfBomb({ inflatedMb: 4096 })),
      pool.parse(await listPdf()),
    ]);
    expect(bomb).toEqual({ ok: false, code: "pdf_too_complex" });
    expect(next.ok).toBe(true);
    expect(losses).toEqual([expect.objectContaining({ reason: "memory" })]);
    // Killed near its limit (sampled every 25 ms), not gigabytes later; a busy machine delays timers.
    expect(losses[0]!.rssMb).toBeLessThan(240 + 100);
    expect(exited(first!)).toBe(true);
    expect(pool.pids).toHaveLength(1);
    expect(pool.pids[0]).not.toBe(first);
  });

  it("kills a child stuck on a file, refuses the file and goes on with the next", async () => {
    const losses: ParserLoss[] = [];
    pool = new PdfParserPool({
      size: 1,
      timeoutMs: 1500,
      // Only the time limit: the file's 60 MB of drawing operators may reach the memory one first.
      maxRssMb: 4096,
      onLoss: (loss) => losses.push(loss),
    });
    const started = Date.now();
    const [stuck, next] = await Promise.all([
      pool.parse(hangingPdf()),
      pool.parse(await listPdf()),
    ]);
    expect(stuck).toEqual({ ok: false, code: "pdf_too_complex" });
    expect(next.ok).toBe(true);
    expect(losses.map((loss) => loss.reason)).toEqual(["time"]);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it("refuses a file whose child dies (out of heap, a crash in pdfjs), and replaces the child", async () => {
    const losses: ParserLoss[] = [];
    pool = new PdfParserPool({
      size: 1,
      maxOldGenerationSizeMb: 160,
      maxRssMb: 4096,
      timeoutMs: 30_000,
      onLoss: (loss) => losses.push(loss),
    });
    const bytes = await listPdf();
    expect((await pool.parse(bytes)).ok).toBe(true);
    const [pid] = pool.pids;
    expect(readFileSync(`/proc/${pid}/cmdline`, "latin1")).toContain("--max-old-space-size=160");
    const parsing = pool.parse(hangingPdf());
    await setTimeout(300);
    // What V8 does past the heap limit (it aborts), without waiting for it.
    process.kill(pid!, "SIGABRT");
    expect(await parsing).toEqual({ ok: false, code: "pdf_too_complex" });
    expect(losses.map((loss) => loss.reason)).toEqual(["crash"]);
    expect((await pool.parse(bytes)).ok).toBe(true);
  });

  it("bounds the line of waiting files", async () => {
    pool = new PdfParserPool({ size: 1, maxQueue: 1 });
    const bytes = await listPdf();
    const first = pool.parse(bytes);
    await expect(pool.parse(bytes)).rejects.toBeInstanceOf(PdfParserBusy);
    expect((await first).ok).toBe(true);
  });

  it("ends its children when closed", async () => {
    pool = new PdfParserPool({ size: 2 });
    pool.warm();
    const pids = pool.pids;
    expect(pids).toHaveLength(2);
    await pool.close();
    expect(pids.filter(exited)).toEqual(pids);
  });
});
