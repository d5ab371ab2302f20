import { defaultPicklist } from "@frontalier/shared/countries";
import { LiveLookup } from "../apps/server/src/catalogue/live/live-lookup.ts";
import { loadPodium } from "../apps/server/src/catalogue/podium/load-podium.ts";
import { loadRates } from "../apps/server/src/catalogue/rates/load-rates.ts";
import { openDatabase } from "../apps/server/src/db/open-database.ts";
import type { Catalogue } from "./lib/catalogue-server.ts";
import { type CpuShares, measureCpu } from "./lib/cpu-usage.ts";
import {
  explainQueries,
  type RecordedQuery,
  recordQueries,
  type StatementPlan,
} from "./lib/explain-queries.ts";
import { loadPaths, type PathLoadResult } from "./lib/load-paths.ts";
import { log } from "./lib/log.ts";
import { type Spread, spread } from "./lib/percentiles.ts";

const SAMPLES = 300;
const HOUR_MS = 3_600_000;

export interface PodiumDiagnosis {
  /**
   * The app's own code for one podium (LiveLookup.staleCountries, then loadPodium), called in
   * this process on one connection: database round trips plus Drizzle, no HTTP, no Fastify.
   */
  inProcessPodiumMs: Spread;
  /** SQL statements one podium sends (rates are cached for a minute). */
  statementsPerPodium: number;
  /** EXPLAIN (ANALYZE, BUFFERS) of each statement of one podium. */
  statements: StatementPlan[];
  /** One request at a time over HTTP: the latency with no queueing. */
  sequentialHttpMs: Spread;
  connections10: PathLoadResult & { cpu: CpuShares };
  responseBytes: number;
}

/** Where a podium's time goes, for the lead to optimise: measured, not guessed. */
export async function diagnosePodium(
  catalogue: Catalogue,
  paths: readonly string[],
): Promise<PodiumDiagnosis> {
  log("podium missed its target: diagnosing");
  const { server, database } = catalogue;
  const codes = catalogue.articles.code;
  const randomCode = () => codes[Math.floor(Math.random() * codes.length)]!;

  const sample = await openDatabase({ databaseUrl: database.url });
  let inProcess: number[];
  let recorded: RecordedQuery[];
  try {
    const record = recordQueries(sample.db);
    const live = new LiveLookup({
      db: sample.db,
      retailer: { fanOut: async () => [] },
      ttlMs: 24 * 365 * HOUR_MS,
      demo: false,
    });
    const rates = await loadRates(sample.db);
    const podiumOf = async (code: string) => {
      await live.staleCountries(code, defaultPicklist);
      await loadPodium(sample.db, {
        code,
        countries: defaultPicklist,
        home: defaultPicklist[0] ?? "FR",
        currency: "EUR",
        rates,
        pending: new Set(),
      });
    };
    for (let i = 0; i < 20; i++) await podiumOf(randomCode());
    inProcess = [];
    for (let i = 0; i < SAMPLES; i++) {
      const started = performance.now();
      await podiumOf(randomCode());
      inProcess.push(performance.now() - started);
    }
    record.queries.length = 0;
    await podiumOf(randomCode());
    recorded = [...record.queries];
  } finally {
    await sample.close();
  }

  const statements = await explainQueries(database.url, recorded);

  const sequential: number[] = [];
  let responseBytes = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    const response = await fetch(`${server.origin}/api/articles/${randomCode()}/podium`, {
      signal: AbortSignal.timeout(5000),
    });
    const body = await response.arrayBuffer();
    sequential.push(performance.now() - started);
    responseBytes = body.byteLength;
  }

  const { result: connections10, cpu } = await measureCpu(server.pid, database.name, () =>
    loadPaths({
      origin: server.origin,
      paths,
      connections: 10,
      durationS: 5,
      warmupS: 0,
      name: "podium app, 10 connections",
    }),
  );

  return {
    inProcessPodiumMs: spread(inProcess),
    statementsPerPodium: recorded.length,
    statements,
    sequentialHttpMs: spread(sequential),
    connections10: { ...connections10, cpu },
    responseBytes,
  };
}
