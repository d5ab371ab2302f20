// Prints the closing line CI reads, `tests: N passed, N failed`, from the JSON reports of
// Vitest and Playwright (neither prints such a line). A missing report counts as a failure.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const [dir, lintStatus = "0", typesStatus = "0"] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

const vitestFile = join(dir, "vitest.json");
if (existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A suite that failed to load has no tests to count; it still failed.
  failed += report.testResults.filter(
    (f) => f.status === "failed" && f.assertionResults.length === 0,
  ).length;
} else {
  console.error("summary: no Vitest report");
  failed += 1;
}

const playwrightFile = join(dir, "playwright.json");
if (existsSync(playwrightFile)) {
  const { stats, errors } = JSON.parse(readFileSync(playwrightFile, "utf8"));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected + (errors?.length ?? 0);
  skipped += stats.skipped;
} else {
  console.error("summary: no Playwright report");
  failed += 1;
}

// Lint and type errors fail the run but are not tests; they are reported on their own lines.
if (lintStatus !== "0") console.log("ci: lint failed");
if (typesStatus !== "0") console.log("ci: typecheck failed");

console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || lintStatus !== "0" || typesStatus !== "0" ? 1 : 0);
