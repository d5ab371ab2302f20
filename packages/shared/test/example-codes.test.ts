import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// Issue 20's data check: an article code a shopper reads on a page (an example, a placeholder, the
// help) is one of a real article, so that trying it opens a podium and not "article not found".

const repoRoot = join(import.meta.dirname, "..", "..", "..");
const catalogue = JSON.parse(
  readFileSync(join(repoRoot, "data", "offline-catalogue.json"), "utf8"),
) as { columns: string[]; articles: unknown[][] };
const codeColumn = catalogue.columns.indexOf("code");
const realCodes = new Set(catalogue.articles.map((row) => String(row[codeColumn])));

/** `80275887`, `802.758.87`, `802 758 87`, `802,758,87`: the forms the pages show. */
const codePattern = /(?<![\d.,])(\d{3})([. ,\u00a0]?)(\d{3})\2(\d{2})(?![\d.,]?\d)/g;

function codesIn(text: string): string[] {
  return [...text.matchAll(codePattern)].map((match) => `${match[1]}${match[3]}${match[4]}`);
}

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

const pageFiles = [
  ...filesUnder(join(repoRoot, "packages", "shared", "locales"), (path) =>
    /\/[a-z]{2}\/[\w-]+\.json$/.test(path),
  ),
  ...filesUnder(
    join(repoRoot, "apps", "web", "src"),
    (path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path),
  ),
];

/** A locale file as it is; a source file without its comments, which no shopper reads. */
const shownText = (path: string) => {
  const text = readFileSync(path, "utf8");
  return path.endsWith(".json")
    ? text
    : text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
};

describe("article codes on the pages", () => {
  it("reads the forms a page writes a code in", () => {
    expect(codesIn("Exemples : 80275887, 802.758.87, 802 758 87, 002,638,50")).toEqual([
      "80275887",
      "80275887",
      "80275887",
      "00263850",
    ]);
    expect(codesIn("1 000 000 pages, 12.50 €, 0612345678, 2026-11-24")).toEqual([]);
  });

  it("are each the code of a real article of the offline catalogue", () => {
    const invented = pageFiles.flatMap((path) =>
      codesIn(shownText(path))
        .filter((code) => !realCodes.has(code))
        .map((code) => `${relative(repoRoot, path)}: ${code}`),
    );
    expect(invented).toEqual([]);
  });
});
