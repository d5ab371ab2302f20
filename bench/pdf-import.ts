import { sampleItems, sampleLayouts } from "../apps/server/src/pdf-import/fixtures/sample-pdfs.ts";
import { log } from "./lib/log.ts";
import { type Spread, spread } from "./lib/percentiles.ts";
import { PDF_IMPORT_HEALTH_P99_MS, PDF_IMPORT_TARGET_MS } from "./targets.ts";

const LINES = 400;
const PAGES = 20;
const WARMUP_IMPORTS = 3;
const TIMED_IMPORTS = 20;
const CONCURRENT_IMPORTS = 4;
const CONCURRENT_DURATION_MS = 10_000;
/** One health check every 10 ms, each waiting for the previous: a steady, light probe. */
const HEALTH_INTERVAL_MS = 10;

export interface PdfImportFigure {
  document: { pages: number; lines: number; bytes: number };
  /** One import at a time: upload, parse in a worker, catalogue names, answer. */
  sequentialMs: Spread;
  concurrent: {
    imports: number;
    durationMs: number;
    completed: number;
    failed: number;
    importMs: Spread;
    /** `/api/health` while the imports run. */
    healthMs: Spread;
    healthRequests: number;
  };
  target: { importP95Ms: number; healthP99Ms: number };
  pass: boolean;
}

async function timedImport(origin: string, body: Uint8Array) {
  const started = performance.now();
  const response = await fetch(`${origin}/api/pdf-import`, {
    method: "POST",
    headers: { "content-type": "application/pdf" },
    body,
  });
  const result = (await response.json()) as { lines?: unknown[]; pages?: number };
  return {
    ms: performance.now() - started,
    ok: response.ok,
    lines: result.lines?.length ?? 0,
    pages: result.pages,
  };
}

/**
 * Issue 7 figures: a 20-page, 400-line kitchen-planner list parsed through the API, one at a time;
 * then 4 imports at once, again and again for 10 s, while `/api/health` is probed.
 */
export async function measurePdfImport(origin: string): Promise<PdfImportFigure> {
  const body = await sampleLayouts["kitchen-planner"]({
    language: "fr",
    items: sampleItems(LINES),
    perPage: LINES / PAGES,
  });
  log(`pdf import: ${TIMED_IMPORTS} imports of ${LINES} lines, ${body.length} bytes`);
  for (let i = 0; i < WARMUP_IMPORTS; i++) await timedImport(origin, body);
  const timed: number[] = [];
  let pages = 0;
  for (let i = 0; i < TIMED_IMPORTS; i++) {
    const result = await timedImport(origin, body);
    if (!result.ok || result.lines !== LINES) throw new Error(`import read ${result.lines} lines`);
    pages = result.pages ?? 0;
    timed.push(result.ms);
  }

  log(
    `pdf import: ${CONCURRENT_IMPORTS} at once for ${CONCURRENT_DURATION_MS / 1000} s, probing health`,
  );
  const deadline = Date.now() + CONCURRENT_DURATION_MS;
  const imports: number[] = [];
  let failed = 0;
  const importer = async () => {
    while (Date.now() < deadline) {
      const result = await timedImport(origin, body);
      if (result.ok) imports.push(result.ms);
      else failed++;
    }
  };
  const health: number[] = [];
  const prober = async () => {
    while (Date.now() < deadline) {
      const started = performance.now();
      const response = await fetch(`${origin}/api/health`);
      await response.arrayBuffer();
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, HEALTH_INTERVAL_MS));
    }
  };
  await Promise.all([...Array.from({ length: CONCURRENT_IMPORTS }, importer), prober()]);

  const sequentialMs = spread(timed);
  const healthMs = spread(health);
  return {
    document: { pages, lines: LINES, bytes: body.length },
    sequentialMs,
    concurrent: {
      imports: CONCURRENT_IMPORTS,
      durationMs: CONCURRENT_DURATION_MS,
      completed: imports.length,
      failed,
      importMs: spread(imports),
      healthMs,
      healthRequests: health.length,
    },
    target: { importP95Ms: PDF_IMPORT_TARGET_MS, healthP99Ms: PDF_IMPORT_HEALTH_P99_MS },
    pass:
      sequentialMs.p95 <= PDF_IMPORT_TARGET_MS &&
      healthMs.p99 <= PDF_IMPORT_HEALTH_P99_MS &&
      failed === 0,
  };
}
