import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ParserLoss, PdfParserPool } from "../pdf-parser-pool.ts";
import { purchaseListPhoto } from "./fixtures/photo-list.ts";
import { ocrPoolOptions } from "./ocr-pool.ts";

describe("the OCR child killed past its limits leaves no folder behind", () => {
  const previousTmp = process.env.TMPDIR;
  let tmp: string;
  beforeAll(() => {
    // This file's own temporary folder, for the server (this process) and its OCR children.
    tmp = mkdtempSync(join(tmpdir(), "ocr-pool-test-"));
    process.env.TMPDIR = tmp;
  });
  afterAll(() => {
    process.env.TMPDIR = previousTmp;
    rmSync(tmp, { recursive: true, force: true });
  });

  it("a child killed for its time: only the server's one folder, stale ones removed at start", async () => {
    // Left by a server that was killed, and by a child of the earlier design.
    const ended = spawnSync(process.execPath, ["-e", ""]).pid!;
    mkdirSync(join(tmp, `frontalier-ocr-${ended}-Ab12Cd`));
    mkdirSync(join(tmp, "frontalier-ocr-Zq81Rt"));
    const losses: ParserLoss[] = [];
    const pool = new PdfParserPool({
      ...ocrPoolOptions,
      timeoutMs: 400,
      onLoss: (loss) => losses.push(loss),
    });
    try {
      const photo = await purchaseListPhoto({ lines: 10 });
      // OCR takes seconds: the pool kills the child at 400 ms (SIGKILL, nothing runs after).
      const outcome = await pool.parse(photo.jpeg, { languages: ["deu", "eng"] });
      expect(outcome).toEqual({ ok: false, code: "pdf_too_complex" });
      expect(losses.map((loss) => loss.reason)).toEqual(["time"]);
      const twice = await pool.parse(photo.jpeg);
      expect(twice).toEqual({ ok: false, code: "pdf_too_complex" });
      // (tsx, which loads the child's TypeScript in development, keeps its cache there too.)
      const left = readdirSync(tmp).filter((name) => name.startsWith("frontalier-"));
      expect(left, left.join(", ")).toHaveLength(1);
      expect(left[0]).toMatch(new RegExp(`^frontalier-ocr-${process.pid}-`));
    } finally {
      await pool.close();
    }
  }, 60_000);
});
