import * as endpoints from "@frontalier/shared/contracts/pdf-import";
import { pdfModelIds } from "@frontalier/shared/pdf-import/pdf-models";
import type { FastifyInstance } from "fastify";
import { loadRates } from "../../../catalogue/rates/load-rates.ts";
import { AppError } from "../../../http/app-error.ts";
import { requestLocale } from "../../../http/request-locale.ts";
import { route } from "../../../http/route.ts";
import type { Identity } from "../../../identity/identity.ts";
import { memoize } from "../../../lib/memoize.ts";
import { importPdf } from "../../../pdf-import/import-pdf.ts";
import { computeListTotal } from "../../../pdf-import/list-total.ts";
import { ocrPoolOptions } from "../../../pdf-import/ocr/ocr-pool.ts";
import {
  PdfParserBusy,
  PdfParserPool,
  type PdfParserPoolOptions,
} from "../../../pdf-import/pdf-parser-pool.ts";
import { pdfImportRule } from "../../../rate-limit/pdf-import-limits.ts";
import type { RateLimiter } from "../../../rate-limit/rate-limiter.ts";
import { resolveComparison } from "../articles/comparison.ts";
import { modelText } from "./model-text.ts";
import { readPdfBody } from "./read-pdf-body.ts";
import { shopperComparison } from "./shopper-comparison.ts";
import { refuseBusy, uploadGate } from "./upload-gate.ts";

const RATES_CACHE_MS = 60_000;

export interface PdfImportRoutesOptions {
  /** Whose home and countries a total is compared from, when the request does not say. */
  identity: Identity;
  /** The server's rate limiter (in memory, or Redis shared by the instances). */
  limiter: RateLimiter;
  /** Uploads one address may send in ten minutes (PDF_IMPORTS_PER_10_MINUTES). */
  uploadsPer10Minutes?: number;
  /** Tests shorten the time limit or shrink the memory. */
  parser?: PdfParserPoolOptions;
  /** The OCR child's limits (photos and scans), likewise. */
  ocr?: PdfParserPoolOptions;
}

/**
 * Brief §4 PDF import: `GET /api/get-pdf-models-list` (spec §7), `POST /api/pdf-import` (the
 * file as the body) and `POST /api/pdf-import/total` (the reviewed list's podium).
 */
export async function pdfImportRoutes(app: FastifyInstance, options: PdfImportRoutesOptions) {
  const pool = new PdfParserPool({
    onLoss: (loss) => app.log.warn(loss, "PDF parser child ended with its file"),
    ...options.parser,
  });
  // A listening server has its parser child ready before the first upload; tests start it then.
  // The OCR child starts with the first photo or scan (about a second), not with the server: an
  // installation that never gets one does not hold its memory.
  const ocrPool = new PdfParserPool({
    ...ocrPoolOptions,
    onLoss: (loss) => app.log.warn(loss, "OCR child ended with its file"),
    ...options.ocr,
  });
  app.addHook("onListen", () => pool.warm());
  app.addHook("onClose", () => Promise.all([pool.close(), ocrPool.close()]).then(() => {}));
  const gate = uploadGate({
    limiter: options.limiter,
    rule: pdfImportRule(options.uploadsPer10Minutes),
  });
  const rates = memoize(() => loadRates(app.db), RATES_CACHE_MS);
  // Only in this plugin: any type but JSON is read as bytes, so that a wrong file gets
  // "not a PDF" rather than "unsupported content type".
  app.addContentTypeParser("*", readPdfBody);

  route(app, endpoints.listPdfModels, async ({ request, reply }) => {
    const locale = requestLocale(request);
    reply
      .header("cache-control", "private, max-age=3600")
      .header("vary", "accept-language, cookie");
    return pdfModelIds.map((id) => ({ id, ...modelText(id, locale) }));
  });

  route(app, endpoints.importPdf, { onRequest: gate.admit }, async ({ request, reply, body }) => {
    if (!Buffer.isBuffer(body)) {
      throw new AppError("pdf_not_pdf", { message: "the body is not a file" });
    }
    reply.header("cache-control", "no-store");
    return importPdf({
      db: app.db,
      pool,
      ocrPool,
      bytes: body,
      language: requestLocale(request),
      onParse: app.metrics?.pdfParsed,
    }).catch((error: unknown) => {
      if (error instanceof PdfParserBusy) throw refuseBusy(reply, "PDF parsers busy", error);
      throw error;
    });
  });

  route(app, endpoints.totalImportedList, async ({ request, reply, body: input }) => {
    reply.header("cache-control", "no-store");
    const comparison = resolveComparison(input, await shopperComparison(options.identity, request));
    return computeListTotal({
      db: app.db,
      items: input.items,
      ...comparison,
      rates: await rates(),
    });
  });
}
