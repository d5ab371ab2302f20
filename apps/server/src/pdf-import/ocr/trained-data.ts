import { mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Locale } from "@frontalier/shared/locales";

/** Tesseract's model of each language of the app (`@tesseract.js-data/<code>` packages). */
const MODEL_OF: Record<Locale, string> = {
  fr: "fra",
  en: "eng",
  de: "deu",
  es: "spa",
  it: "ita",
  nl: "nld",
  pt: "por",
};
export const OCR_LANGUAGES = Object.values(MODEL_OF);
/** The integer LSTM models: a third of the size of the full ones, and faster. */
const MODEL = "4.0.0_best_int";
/** Where the child finds the folder of trained data (set by the server, which owns it). */
export const TRAINED_DATA_ENV = "FRONTALIER_OCR_TRAINED_DATA";
const PREFIX = "frontalier-ocr-";

/**
 * The models a photo is read with: the shopper's language, whose words the list's names are in,
 * and English (units, the retailer's English names). Digits and codes read in any of them.
 */
export const ocrLanguagesFor = (locale: Locale | undefined): string[] => {
  const own = locale ? MODEL_OF[locale] : MODEL_OF.fr;
  return own === MODEL_OF.en ? [own] : [own, MODEL_OF.en];
};

const require = createRequire(import.meta.url);
let folder: string | null = null;

/**
 * A folder holding the trained data of the npm packages, for tesseract.js's `langPath` (one folder
 * for every language): links to the files in node_modules, so that nothing is ever fetched (its
 * default is a CDN). One per server process, made by the server and handed to each OCR child: a
 * child killed for its time or memory leaves nothing behind. Removed when the server exits; one
 * left by a server that could not (killed, crashed) is removed by the next one that makes its own.
 */
export function trainedDataFolder(): string {
  if (folder) return folder;
  removeStaleTrainedDataFolders();
  const made = mkdtempSync(join(tmpdir(), `${PREFIX}${process.pid}-`));
  for (const language of OCR_LANGUAGES) {
    const pkg = dirname(require.resolve(`@tesseract.js-data/${language}/package.json`));
    const file = `${language}.traineddata.gz`;
    symlinkSync(join(pkg, MODEL, file), join(made, file));
  }
  process.once("exit", () => rmSync(made, { recursive: true, force: true }));
  folder = made;
  return made;
}

/**
 * Removes the trained-data folders of servers no longer running (their process id is in the
 * name), and those of children from before the server made the folder (no id): those were
 * left by a child killed past its limits. Answers the names removed.
 */
export function removeStaleTrainedDataFolders(base = tmpdir()): string[] {
  const removed: string[] = [];
  for (const name of readdirSync(base)) {
    if (!name.startsWith(PREFIX)) continue;
    const owner = /^frontalier-ocr-(\d+)-/.exec(name)?.[1];
    if (owner && isRunning(Number(owner))) continue;
    rmSync(join(base, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: a process of another user holds that id, so it runs.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
