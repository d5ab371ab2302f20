import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { locales } from "@frontalier/shared/locales";
import { afterEach, describe, expect, it } from "vitest";
import {
  OCR_LANGUAGES,
  ocrLanguagesFor,
  removeStaleTrainedDataFolders,
  trainedDataFolder,
} from "./trained-data.ts";

/** The id of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ["-e", ""]).pid!;

describe("the OCR's trained data", () => {
  const made: string[] = [];
  afterEach(() => {
    for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it("reads a photo with the shopper's language and English, every language from node_modules", () => {
    expect(ocrLanguagesFor("de")).toEqual(["deu", "eng"]);
    expect(ocrLanguagesFor("pt")).toEqual(["por", "eng"]);
    expect(ocrLanguagesFor("en")).toEqual(["eng"]);
    expect(ocrLanguagesFor(undefined)).toEqual(["fra", "eng"]);
    expect(new Set(locales.flatMap((locale) => ocrLanguagesFor(locale)))).toEqual(
      new Set(OCR_LANGUAGES),
    );
    const folder = trainedDataFolder();
    expect(trainedDataFolder()).toBe(folder);
    expect(folder).toContain(`frontalier-ocr-${process.pid}-`);
    for (const language of OCR_LANGUAGES) {
      // A link to the package's file, which exists (statSync follows the link).
      expect(statSync(join(folder, `${language}.traineddata.gz`)).size).toBeGreaterThan(500_000);
    }
  });

  it("removes the folders left by servers that ended, and those children made before, not a running server's", () => {
    const base = mkdtempSync(join(tmpdir(), "trained-data-test-"));
    made.push(base);
    const dead = `frontalier-ocr-${deadPid()}-aB3dE9`;
    const oldChild = "frontalier-ocr-Xy12Qz";
    const running = `frontalier-ocr-${process.ppid}-Kk81Lm`;
    const unrelated = "something-else";
    for (const name of [dead, oldChild, running, unrelated]) mkdirSync(join(base, name));

    expect(removeStaleTrainedDataFolders(base).sort()).toEqual([dead, oldChild].sort());
    expect(readdirSync(base).sort()).toEqual([running, unrelated].sort());
    expect(existsSync(join(base, dead))).toBe(false);
  });
});
