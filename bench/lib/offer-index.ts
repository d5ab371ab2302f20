import { readFileSync } from "node:fs";
import type { HealthResponse } from "@frontalier/shared/contracts/health";

export interface OfferIndexFigure {
  state: string;
  articles: number;
  /** The start-up fill: every article of the catalogue read from PostgreSQL into memory. */
  warmMs: number | null;
  /** The server's resident memory once the index is full, before the load. */
  serverRssBytes: number;
}

/**
 * Waits until the server's offer index has filled up (`/api/health`), so that the figure measures
 * the podium as it runs once started, not the start-up fill.
 */
export async function waitForOfferIndex(
  origin: string,
  pid: number,
  timeoutMs = 120_000,
): Promise<OfferIndexFigure | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const health = (await (await fetch(`${origin}/api/health`)).json()) as HealthResponse;
    const index = health.offerIndex;
    if (!index) return null;
    if (index.state === "ready") {
      return { ...index, serverRssBytes: residentBytes(pid) };
    }
    if (Date.now() > deadline)
      throw new Error(`offer index still ${index.state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}
