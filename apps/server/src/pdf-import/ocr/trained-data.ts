import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/** English and French, the languages of the purchase lists' words (digits read in either). */
export const OCR_LANGUAGES = ["fra", "eng"] as const;
/** The integer LSTM models: a third of the size of the full ones, and faster. */
const MODEL = "4.0.0_best_int";

const require = createRequire(import.meta.url);

/**
 * A folder holding the trained data of the npm packages, for tesseract.js's `langPath` (one folder
 * for every language): links to the files in node_modules, so that nothing is ever fetched (its
 * default is a CDN). Removed when the child ends.
 */
export function trainedDataFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), "frontalier-ocr-"));
  for (const language of OCR_LANGUAGES) {
    const pkg = dirname(require.resolve(`@tesseract.js-data/${language}/package.json`));
    const file = `${language}.traineddata.gz`;
    symlinkSync(join(pkg, MODEL, file), join(folder, file));
  }
  process.once("exit", () => rmSync(folder, { recursive: true, force: true }));
  return folder;
}
