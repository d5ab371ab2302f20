import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { defaultPicklist } from "@frontalier/shared/default-picklist";
import { presentPodium } from "../apps/server/src/catalogue/podium/load-podium.ts";
import { createPodiumLoader } from "../apps/server/src/catalogue/podium/podium-loader.ts";
import { loadRates } from "../apps/server/src/catalogue/rates/load-rates.ts";
import { openDatabase } from "../apps/server/src/db/open-database.ts";
import type { Catalogue } from "./lib/catalogue-server.ts";
import { type ProfileSummary, summarizeCpuProfile } from "./lib/cpu-profile.ts";
import { type CpuShares, measureCpu } from "./lib/cpu-usage.ts";
import { explainQueries, recordQueries, type StatementPlan } from "./lib/explain-queries.ts";
import { loadPaths, type PathLoadResult } from "./lib/load-paths.ts";
import { log } from "./lib/log.ts";
import { waitForOfferIndex } from "./lib/offer-index.ts";
import { type Spread, spread } from "./lib/percentiles.ts";
import { startServer } from "./lib/start-server.ts";

const SAMPLES = 300;

export interface InProcessPodium {
  /**
   * The podium route's own read (apps/server/src/catalogue/podium: `createPodiumLoader`, then
   * `presentPodium`) called in this process on one connection, one podium at a time and without
   * the offer index, so that each podium is the statement a miss of the index sends: database
   * round trips, driver and ranking, no HTTP, no Fastify.
   */
  podiumMs: Spread;
  /** SQL statements one podium sends (rates are cached for a minute). */
  statementsPerPodium: number;
  /** EXPLAIN (ANALYZE, BUFFERS) of each statement of one podium. */
  statements: StatementPlan[];
}

export interface PodiumDiagnosis {
  inProcess: InProcessPodium | { error: string };
  /** One request at a time over HTTP: the latency with no queueing. */
  sequentialHttpMs: Spread;
  connections10: PathLoadResult & { cpu: CpuShares };
  /** `node --cpu-prof` of a second server like the first, under 50 connections for 5 s. */
  serverProfile: ProfileSummary | { error: string };
  responseBytes: number;
}

const failure = (error: unknown) => ({
  error: error instanceof Error ? error.message : String(error),
});

/** Where a podium's time goes, for the lead to optimise: measured, not guessed. */
export async function diagnosePodium(
  catalogue: Catalogue,
  paths: readonly string[],
  root: string,
): Promise<PodiumDiagnosis> {
  log("podium missed its target: diagnosing");
  const { server, database } = catalogue;
  const codes = catalogue.articles.code;
  const randomCode = () => codes[Math.floor(Math.random() * codes.length)]!;
  // The app's internals move: a changed signature costs this part only, not the diagnosis.
  const inProcess = await measureInProcess(database.url, randomCode).catch(failure);

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

  cpu.loadGeneratorCorePercent = connections10.loadGeneratorCorePercent;
  const serverProfile = await profileServer(catalogue, root, paths).catch(failure);

  return {
    inProcess,
    sequentialHttpMs: spread(sequential),
    connections10: { ...connections10, cpu },
    serverProfile,
    responseBytes,
  };
}

async function measureInProcess(url: string, randomCode: () => string): Promise<InProcessPodium> {
  const sample = await openDatabase({ databaseUrl: url });
  try {
    const record = recordQueries(sample.db);
    const rates = await loadRates(sample.db);
    const load = createPodiumLoader(sample);
    const podiumOf = async (code: string) => {
      const data = await load(code, defaultPicklist);
      if (!data) throw new Error(`article ${code} is unknown`);
      return presentPodium(data, {
        countries: defaultPicklist,
        home: defaultPicklist[0] ?? "FR",
        currency: "EUR",
        rates,
        pending: new Set(),
      });
    };
    for (let i = 0; i < 20; i++) await podiumOf(randomCode());
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const started = performance.now();
      await podiumOf(randomCode());
      times.push(performance.now() - started);
    }
    record.queries.length = 0;
    await podiumOf(randomCode());
    const recorded = [...record.queries];
    return {
      podiumMs: spread(times),
      statementsPerPodium: recorded.length,
      statements: await explainQueries(url, recorded),
    };
  } finally {
    await sample.close();
  }
}

/** Profiled apart: the profiler's own cost must not weigh on the figures above. */
async function profileServer(catalogue: Catalogue, root: string, paths: readonly string[]) {
  const dir = await mkdtemp(join(tmpdir(), "frontalier-bench-profile-"));
  try {
    const server = await startServer({
      name: "profiled",
      entry: "apps/server/src/main.ts",
      cwd: root,
      env: catalogue.serverEnv,
      nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${dir}`],
    });
    await waitForOfferIndex(server.origin, server.pid);
    const micros = () => Number(process.hrtime.bigint() / 1000n);
    let window: { from: number; to: number };
    try {
      const load = { origin: server.origin, paths, connections: 50, warmupS: 0 };
      await loadPaths({ ...load, durationS: 2, name: "profiled podium warm-up" });
      const from = micros();
      await loadPaths({ ...load, durationS: 5, name: "profiled podium" });
      window = { from, to: micros() };
      // autocannon drops its sockets at the end, not the requests queued in the app: let them
      // finish before SIGTERM, or the shutdown logs their failures.
      await delay(1000);
    } finally {
      // The profile is written as the process exits.
      await server.stop();
    }
    const [file] = (await readdir(dir)).filter((name) => name.endsWith(".cpuprofile"));
    if (!file) throw new Error("the profiled server wrote no .cpuprofile");
    return await summarizeCpuProfile(join(dir, file), root, window);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
