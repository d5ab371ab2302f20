import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium.ts";
import { onExit } from "./lib/cleanup.ts";
import { withTimeout } from "./lib/with-timeout.ts";

export interface LighthouseRun {
  performanceScore: number | null;
  accessibilityScore: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  /** Lighthouse's CPU estimate of this machine; simulated throttling is scaled from it. */
  benchmarkIndex: number;
  accessibilityFailures: string[];
  /** Audits that could not run, and run warnings: where a missing internet connection would show. */
  problems: string[];
  externalRequests: string[];
}

const RUN_TIMEOUT_MS = 75_000;

export interface LighthouseOptions {
  /** Sent with every request, e.g. the cookies of a visitor who has chosen a country. */
  extraHeaders?: Record<string, string>;
}

/** One cold Chromium per run, as the Lighthouse CLI does, so that runs do not share a cache. */
export async function runLighthouse(
  url: string,
  options: LighthouseOptions = {},
): Promise<LighthouseRun> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
    logLevel: "silent",
  });
  const unregister = onExit(() => chrome.kill());
  try {
    const result = await withTimeout(
      lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        extraHeaders: options.extraHeaders,
      }),
      RUN_TIMEOUT_MS,
      "lighthouse run",
      () => chrome.kill(),
    );
    if (!result) throw new Error("lighthouse returned no result");
    await keepReport(result.lhr, url);
    return summarise(result.lhr, new URL(url).origin);
  } finally {
    chrome.kill();
    unregister();
  }
}

/**
 * `LIGHTHOUSE_REPORT_DIR`: each run's full report is written there, to read which scripts and
 * tasks cost the time (bootup-time, long-tasks, mainthread-work-breakdown).
 */
async function keepReport(lhr: Result, url: string) {
  const dir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, "-") || "-";
  await writeFile(join(dir, `lighthouse${name}${Date.now()}.json`), JSON.stringify(lhr));
}

function summarise(lhr: Result, origin: string): LighthouseRun {
  const metric = (id: string, decimals: number) => {
    const value = lhr.audits[id]?.numericValue;
    return value === undefined ? null : Number(value.toFixed(decimals));
  };
  const accessibility = lhr.categories.accessibility;
  const failures = (accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title}`);
  const runtime = lhr.runtimeError
    ? [`runtimeError ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`]
    : [];
  return {
    performanceScore: lhr.categories.performance?.score ?? null,
    accessibilityScore: accessibility?.score ?? null,
    lcpMs: metric("largest-contentful-paint", 0),
    tbtMs: metric("total-blocking-time", 0),
    cls: metric("cumulative-layout-shift", 4),
    fcpMs: metric("first-contentful-paint", 0),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    accessibilityFailures: failures,
    problems: [...runtime, ...(runtime.length ? [] : erroredAudits(lhr)), ...lhr.runWarnings],
    externalRequests: requestUrls(lhr).filter(
      (url) => /^https?:/.test(url) && !url.startsWith(`${origin}/`),
    ),
  };
}

function requestUrls(lhr: Result): string[] {
  const details = lhr.audits["network-requests"]?.details;
  if (details?.type !== "table") return [];
  return details.items.map((item) => String(item.url ?? "")).filter((url) => url !== "");
}

/** One line per distinct error, since a failed load makes every audit fail with the same message. */
function erroredAudits(lhr: Result): string[] {
  const byMessage = new Map<string, string[]>();
  for (const audit of Object.values(lhr.audits)) {
    if (audit.scoreDisplayMode !== "error") continue;
    const message = audit.errorMessage ?? "error";
    byMessage.set(message, [...(byMessage.get(message) ?? []), audit.id]);
  }
  return [...byMessage].map(([message, ids]) => `audit ${ids.join(", ")} failed: ${message}`);
}
