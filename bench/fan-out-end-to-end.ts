import { europeanCountries } from "@frontalier/shared/countries";
import { fakeIsCombination } from "../apps/server/src/fake-retailer/index.ts";
import type { Catalogue } from "./lib/catalogue-server.ts";
import { existingFakeCodes } from "./lib/fake-codes.ts";
import { log } from "./lib/log.ts";
import { type Spread, spread } from "./lib/percentiles.ts";

const CODES = 8;
const TIMEOUT_MS = 15_000;

export interface EndToEndFigure {
  codes: number;
  /** Of which combinations (two requests per country, see `byKind` above). */
  combinations: number;
  countries: number;
  /** GET podium of an article the database has never seen: answered once one country knows it. */
  podiumMs: Spread;
  /** From the same start to the stream's `done` event. */
  doneMs: Spread;
  /** Countries with a price in the stream's last update (some are not sold, some fail). */
  pricedCountries: Spread;
  podiumStatuses: Record<string, number>;
}

/** Through the real server and its retailer (the fake at 200 ms, 5 % failures), 30 countries. */
export async function measureEndToEnd(catalogue: Catalogue): Promise<EndToEndFigure> {
  const { origin } = catalogue.server;
  const seeded = new Set(catalogue.articles.code);
  const codes = existingFakeCodes(CODES, seeded);
  const query = `countries=${europeanCountries.map((country) => country.code).join(",")}&home=FR`;
  const podiumMs: number[] = [];
  const doneMs: number[] = [];
  const priced: number[] = [];
  const podiumStatuses: Record<string, number> = {};
  log(`fan-out end to end: ${codes.length} unseen articles through the server`);
  for (const code of codes) {
    const started = performance.now();
    const podium = await fetch(`${origin}/api/articles/${code}/podium?${query}`, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await podium.arrayBuffer();
    podiumMs.push(performance.now() - started);
    podiumStatuses[podium.status] = (podiumStatuses[podium.status] ?? 0) + 1;
    const last = await readStreamUntilDone(`${origin}/api/articles/${code}/podium/stream?${query}`);
    doneMs.push(performance.now() - started);
    priced.push(last?.entries?.filter((entry) => entry.local !== null).length ?? 0);
  }
  return {
    codes: codes.length,
    combinations: codes.filter((code) => fakeIsCombination(code)).length,
    countries: europeanCountries.length,
    podiumMs: spread(podiumMs),
    doneMs: spread(doneMs),
    pricedCountries: spread(priced),
    podiumStatuses,
  };
}

interface PodiumUpdate {
  entries?: { local: unknown }[];
}

/** Reads server-sent events until `done`; returns the last `update`'s data. */
async function readStreamUntilDone(url: string): Promise<PodiumUpdate | null> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok || !response.body) throw new Error(`stream answered HTTP ${response.status}`);
  const decoder = new TextDecoder();
  let buffered = "";
  let last: PodiumUpdate | null = null;
  for await (const chunk of response.body) {
    buffered += decoder.decode(chunk, { stream: true });
    let end = buffered.indexOf("\n\n");
    while (end >= 0) {
      const event = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      if (event.startsWith("event: done")) return last;
      const data = /^data: (.*)$/m.exec(event)?.[1];
      if (event.startsWith("event: update") && data) last = JSON.parse(data) as PodiumUpdate;
      end = buffered.indexOf("\n\n");
    }
  }
  throw new Error("stream ended without a done event");
}
