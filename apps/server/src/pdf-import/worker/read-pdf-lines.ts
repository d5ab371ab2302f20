import { MAX_PDF_PAGES } from "@frontalier/shared/pdf-import/limits";
import type * as PdfJsModule from "pdfjs-dist/legacy/build/pdf.mjs";
import { buildLines, type Line, type TextRun } from "../layout/build-lines.ts";
import { PdfRejected } from "./pdf-rejected.ts";

export interface PdfText {
  pages: number;
  lines: Line[];
}

/**
 * pdfjs, handed in rather than imported: the parser child loads it natively, outside the TypeScript
 * loader, which would otherwise transform it and keep its source maps (about 300 MB per process).
 */
export type PdfJs = Pick<typeof PdfJsModule, "getDocument">;

/** pdfjs holds a whole decoded image past this many pixels; text never needs one that large. */
const MAX_IMAGE_PIXELS = 4096 * 4096;

interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/**
 * The text layer of every page, rebuilt into lines and columns. Refuses what cannot be read: a
 * password-protected file, too many pages, a damaged file, pages of images without text.
 */
export async function readPdfLines(
  pdfjs: PdfJs,
  bytes: Uint8Array,
  maxPages = MAX_PDF_PAGES,
): Promise<PdfText> {
  const task = pdfjs.getDocument({
    data: bytes,
    isEvalSupported: false,
    maxImageSize: MAX_IMAGE_PIXELS,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const document = await task.promise.catch((error: unknown) => {
      throw new PdfRejected(refusalOf(error), { cause: error });
    });
    if (document.numPages > maxPages) throw new PdfRejected("pdf_too_many_pages");
    const lines: Line[] = [];
    let runs = 0;
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const pageRuns: TextRun[] = [];
      for (const item of content.items as PdfTextItem[]) {
        if (typeof item.str !== "string" || item.str.trim() === "") continue;
        const [a = 0, b = 0, , , x = 0, y = 0] = item.transform;
        pageRuns.push({
          x,
          y,
          width: item.width,
          height: item.height || Math.hypot(a, b),
          text: item.str,
        });
      }
      runs += pageRuns.length;
      lines.push(...buildLines(pageRuns, number));
      page.cleanup();
    }
    if (runs === 0) throw new PdfRejected("pdf_no_text");
    return { pages: document.numPages, lines };
  } finally {
    await task.destroy();
  }
}

function refusalOf(error: unknown) {
  const name = error instanceof Error ? error.name : "";
  if (name === "PasswordException") return "pdf_encrypted" as const;
  return "pdf_unreadable" as const;
}
