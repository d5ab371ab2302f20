import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "../..");
const API_DIR = join(SRC, "lib/api");

/** A string or template literal that starts with `/api/` (or is `/api`). */
const API_LITERAL = /["'`]\/api(?:\/|["'`])/;

const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.includes("/test/");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === API_DIR ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !isTest(path) ? [path] : [];
  });
}

// Decision 023: URLs come from the endpoint objects, through `call` and `urlOf`; a literal path
// elsewhere is a call that skips spec §7's retries, the answer's check or the error mapping.
describe("API paths", () => {
  it("are written nowhere in apps/web/src but lib/api (tests aside)", () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    const offending = files.flatMap((path) =>
      readFileSync(path, "utf8")
        .split("\n")
        .flatMap((line, index) =>
          API_LITERAL.test(line) ? [`${relative(SRC, path)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(offending).toEqual([]);
  });

  it("are found by the scan when they are there", () => {
    for (const line of ['fetch("/api/x")', "open(`/api/items`)", "const base = '/api';"]) {
      expect(API_LITERAL.test(line)).toBe(true);
    }
    expect(API_LITERAL.test('import { call } from "../api/call";')).toBe(false);
  });
});
