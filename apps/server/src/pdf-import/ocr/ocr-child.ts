import { OCR_MAX_IMAGE_PIXELS, OCR_MAX_PAGES } from "@frontalier/shared/pdf-import/ocr-limits";
import type * as Canvas from "@napi-rs/canvas";
import type TesseractModule from "tesseract.js";
import type { Line } from "../layout/build-lines.ts";
import { recogniseDocument } from "../recognise/recognise-document.ts";
import type { ParseOutcome } from "../worker/parse-pdf.ts";
import type { ParseRequest, ParserMessage } from "../worker/parser-child.ts";
import { type PdfRefusal, PdfRejected } from "../worker/pdf-rejected.ts";
import type { PdfJs } from "../worker/read-pdf-lines.ts";
import { imageKind } from "./image-kind.ts";
import { type OcrPage, ocrPageLines } from "./ocr-lines.ts";
import type { OcrMarks } from "./ocr-marks.ts";
import { ocrLanguagesFor, TRAINED_DATA_ENV } from "./trained-data.ts";
import { unsureWordsOf } from "./unsure-words.ts";

export interface OcrLibraries {
  pdfjs: PdfJs;
  canvas: typeof Canvas;
  tesseract: typeof TesseractModule;
}

/** What OCR read, with the words it was unsure of for each recognised and unrecognised line. */
export type OcrOutcome =
  | (Extract<ParseOutcome, { ok: true }> & { ocr: OcrMarks })
  | { ok: false; code: PdfRefusal };

/**
 * A page's longest side, in pixels, as handed to tesseract: printed text of a phone photo or a
 * 150–300 dpi scan stays 20–40 px high, which the LSTM models read best; a larger image only costs
 * time and memory.
 */
const MAX_SIDE = 2000;

type Worker = Awaited<ReturnType<typeof TesseractModule.createWorker>>;

/** One uniform block: a list's row, columns and all, stays one line, as in a PDF's text. */
const PARAMETERS = ({ tesseract }: OcrLibraries) => ({
  tessedit_pageseg_mode: tesseract.PSM.SINGLE_BLOCK,
  preserve_interword_spaces: "1",
});

const send = (message: ParserMessage | { id: number; outcome: OcrOutcome }) =>
  new Promise<void>((resolve) => process.send!(message, undefined, undefined, () => resolve()));

/**
 * The OCR child: one photo or scanned PDF at a time, its pages drawn to images, read by
 * tesseract.js (in its own worker thread, inside this process whose memory and time the pool
 * bounds), then the same recognisers as the text of a PDF.
 */
export async function serveOcr(libraries: OcrLibraries): Promise<void> {
  process.on("disconnect", () => process.exit(0));
  // The server's folder (trained-data.ts): the child makes none, so a kill leaves none behind.
  const langPath = process.env[TRAINED_DATA_ENV];
  if (!langPath)
    throw new Error(
      `${TRAINED_DATA_ENV} is not set: the server gives the OCR child its trained data`,
    );
  let languages = ocrLanguagesFor(undefined);
  const worker = await libraries.tesseract.createWorker(languages, 1, {
    langPath,
    gzip: true,
    cacheMethod: "none",
  });
  await worker.setParameters(PARAMETERS(libraries));
  process.on("message", async (request: ParseRequest) => {
    const { buffer, byteOffset, byteLength } = request.bytes;
    const bytes = new Uint8Array(buffer, byteOffset, byteLength);
    const wanted = request.languages ?? languages;
    const outcome = await (async () => {
      if (wanted.join("+") !== languages.join("+")) {
        // The shopper's language: its model is loaded once (a few MB), then kept with the others.
        await worker.reinitialize(wanted.join("+"), 1);
        languages = wanted;
        await worker.setParameters(PARAMETERS(libraries));
      }
      return readByOcr(libraries, worker, bytes);
    })().catch((error: unknown) => {
      if (error instanceof PdfRejected) return { ok: false as const, code: error.code };
      return { ok: false as const, code: "pdf_unreadable" as const };
    });
    await send({ id: request.id, outcome });
  });
  await send({ ready: true });
}

async function readByOcr(
  libraries: OcrLibraries,
  worker: Worker,
  bytes: Uint8Array,
): Promise<OcrOutcome> {
  const images = imageKind(bytes)
    ? [await photoImage(libraries.canvas, bytes)]
    : await pdfPageImages(libraries, bytes);
  const lines: Line[] = [];
  const unsure = new Map<string, string[]>();
  for (const [index, image] of images.entries()) {
    const { data } = await worker.recognize(image, { rotateAuto: true }, { blocks: true });
    const page = ocrPageLines(data as unknown as OcrPage, index + 1);
    lines.push(...page.lines);
    for (const [key, words] of page.unsure) unsure.set(key, words);
  }
  if (lines.length === 0) throw new PdfRejected("pdf_no_text");
  const reading = recogniseDocument(lines);
  if (!reading) return { ok: false, code: "pdf_no_articles" };
  return { ok: true, pages: images.length, reading, ocr: unsureWordsOf(lines, reading, unsure) };
}

/** A photo, decoded by the canvas after its size is checked, scaled down to `MAX_SIDE`. */
async function photoImage(canvas: typeof Canvas, bytes: Uint8Array): Promise<Buffer> {
  const size = imageKind(bytes)!;
  if (size.width * size.height > OCR_MAX_IMAGE_PIXELS) throw new PdfRejected("pdf_too_complex");
  const image = await canvas.loadImage(Buffer.from(bytes));
  const scale = Math.min(1, MAX_SIDE / Math.max(image.width, image.height));
  const drawn = canvas.createCanvas(
    Math.max(1, Math.round(image.width * scale)),
    Math.max(1, Math.round(image.height * scale)),
  );
  const context = drawn.getContext("2d");
  context.fillStyle = "#fff";
  context.fillRect(0, 0, drawn.width, drawn.height);
  context.drawImage(image, 0, 0, drawn.width, drawn.height);
  return drawn.encode("png");
}

/** Each page of an image-only PDF drawn by pdfjs, its longest side `MAX_SIDE`. */
async function pdfPageImages({ pdfjs, canvas }: OcrLibraries, bytes: Uint8Array) {
  const task = pdfjs.getDocument({
    data: bytes,
    isEvalSupported: false,
    maxImageSize: OCR_MAX_IMAGE_PIXELS,
    disableFontFace: true,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const document = await task.promise.catch((error: unknown) => {
      const name = error instanceof Error ? error.name : "";
      throw new PdfRejected(name === "PasswordException" ? "pdf_encrypted" : "pdf_unreadable");
    });
    if (document.numPages > OCR_MAX_PAGES) throw new PdfRejected("pdf_too_many_pages");
    const images: Buffer[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: MAX_SIDE / Math.max(base.width, base.height) });
      const drawn = canvas.createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      const context = drawn.getContext("2d");
      context.fillStyle = "#fff";
      context.fillRect(0, 0, drawn.width, drawn.height);
      // pdfjs draws on the canvas it is given; its types name the DOM's, which Node has not.
      type RenderParameters = Parameters<typeof page.render>[0];
      await page.render({
        canvas: drawn as unknown as RenderParameters["canvas"],
        canvasContext: context as unknown as RenderParameters["canvasContext"],
        viewport,
      }).promise;
      images.push(await drawn.encode("png"));
      page.cleanup();
    }
    return images;
  } finally {
    await task.destroy();
  }
}
