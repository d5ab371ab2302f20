import { defaultPicklist } from "@frontalier/shared/default-picklist";
import type { Catalogue } from "./lib/catalogue-server.ts";
import { type CpuShares, measureCpu } from "./lib/cpu-usage.ts";
import { loadPaths, type PathLoadResult } from "./lib/load-paths.ts";
import { type OfferIndexFigure, waitForOfferIndex } from "./lib/offer-index.ts";
import { startServer } from "./lib/start-server.ts";
import { diagnosePodium, type PodiumDiagnosis } from "./podium-diagnosis.ts";
import { PODIUM_TARGET_P99_MS, PODIUM_TARGET_RATIO } from "./targets.ts";

const CONNECTIONS = 50;
const WARMUP_S = 3;
const DURATION_S = 10;
/** What Chromium sends: with it every podium goes out compressed, as a shopper gets it. */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

export interface PodiumFigure {
  articles: number;
  offers: number;
  /**
   * The app's in-memory current offers once filled (docs/decisions/021-offer-index.md); null when
   * turned off. The load starts once it is full.
   */
  offerIndex: OfferIndexFigure | null;
  /** The default picklist (no `countries` in the query), as a first visit asks. */
  countries: readonly string[];
  app: PathLoadResult;
  /** The same load with a browser's Accept-Encoding: compressed answers (no target; for scale). */
  appCompressed: PathLoadResult;
  /** Fastify alone on the same URLs (a route with the same path parameter, no work). */
  bare: PathLoadResult;
  ratio: number;
  /**
   * Fastify alone answering every URL with one real podium's bytes held in memory, and the app's
   * ratio to it (reported, no target): the part of the gap that is the answer's size, which the
   * load generator pays for as much as the server.
   */
  bareSameBytes: PathLoadResult & { bodyBytes: number; ratio: number };
  cpuDuringAppLoad: CpuShares;
  /**
   * CPU time one podium costs in the app's process and in PostgreSQL, and one request in the
   * bare server's process, from the loads above.
   */
  cpuMsPerRequest: { server: number; postgres: number; bare: number };
  /**
   * The bare server's CPU per request over the app's (reported, no target): what the ratio
   * tends to where the app's one thread has a core to itself, apart from PostgreSQL and the load
   * generator. Here the three share the machine's cores, and the bare baseline is the load
   * generator's ceiling (docs/decisions/020-podium-throughput.md).
   */
  serverCpuRatio: number;
  /** Look-ups the app asked of the retailer during the load: 0 when the data was cached. */
  retailerRequests: number;
  connections: number;
  warmupS: number;
  durationS: number;
  targets: { ratio: number; p99Ms: number };
  ratioPass: boolean;
  p99Pass: boolean;
  /** Both targets met and every answer a 2xx. */
  pass: boolean;
  /** Where the time goes, measured only when a target is missed. */
  diagnosis?: PodiumDiagnosis | { error: string };
}

/**
 * `GET /api/articles/{code}/podium` for random codes among 100,000, app then bare Fastify. The
 * app's answers come from its offer index, kept in step with PostgreSQL by notifications.
 */
export async function measurePodium(catalogue: Catalogue, root: string): Promise<PodiumFigure> {
  const { server, database, retailer } = catalogue;
  const paths = catalogue.articles.code.map((code) => `/api/articles/${code}/podium`);
  const settings = { paths, connections: CONNECTIONS, durationS: DURATION_S };
  const offerIndex = await waitForOfferIndex(server.origin, server.pid);
  await loadPaths({
    ...settings,
    origin: server.origin,
    durationS: WARMUP_S,
    warmupS: 0,
    name: "podium warm-up",
  });
  retailer.resetStats();
  const { result: app, cpu } = await measureCpu(server.pid, database.name, () =>
    loadPaths({ ...settings, origin: server.origin, warmupS: 0, name: "podium app" }),
  );
  // The load generator runs in a process of its own (load-paths.ts), not in this one.
  cpu.loadGeneratorCorePercent = app.loadGeneratorCorePercent;
  const appCompressed = await loadPaths({
    ...settings,
    origin: server.origin,
    headers: { "accept-encoding": BROWSER_ACCEPT_ENCODING },
    warmupS: 0,
    name: "podium app, compressed",
  });
  const retailerRequests = retailer.stats().requests;

  const sample = await fetch(`${server.origin}${paths[0]}`);
  if (!sample.ok) throw new Error(`podium sample answered ${sample.status}`);
  const podiumBody = await sample.text();
  const bareServer = await startServer({
    name: "bare",
    entry: "bench/bare-health-server.ts",
    cwd: root,
    env: { BARE_PODIUM_BODY: podiumBody },
    readyTimeoutMs: 20_000,
  });
  let bare: PathLoadResult;
  let bareCpu: CpuShares;
  let bareSized: PathLoadResult;
  try {
    await loadPaths({
      ...settings,
      origin: bareServer.origin,
      durationS: WARMUP_S,
      warmupS: 0,
      name: "podium bare warm-up",
    });
    ({ result: bare, cpu: bareCpu } = await measureCpu(bareServer.pid, database.name, () =>
      loadPaths({ ...settings, origin: bareServer.origin, warmupS: 0, name: "podium bare" }),
    ));
    bareSized = await loadPaths({
      ...settings,
      paths: paths.map((path) => path.replace("/api/articles/", "/bare-sized/")),
      origin: bareServer.origin,
      warmupS: WARMUP_S,
      name: "podium bare, podium-sized answers",
    });
  } finally {
    await bareServer.stop();
  }

  const cpuMsPerRequest = {
    server: perRequest(cpu.serverCorePercent, app.rps),
    postgres: perRequest(cpu.postgresCorePercent, app.rps),
    bare: perRequest(bareCpu.serverCorePercent, bare.rps),
  };
  const ratioTo = (peer: PathLoadResult) => ratioOf(app.rps, peer.rps);
  const ratio = ratioTo(bare);
  const ratioPass = ratio >= PODIUM_TARGET_RATIO;
  const p99Pass = app.p99Ms <= PODIUM_TARGET_P99_MS;
  const pass =
    ratioPass &&
    p99Pass &&
    app.non2xx + app.errors + appCompressed.non2xx + appCompressed.errors === 0 &&
    retailerRequests === 0;
  const figure: PodiumFigure = {
    articles: catalogue.seed.articles,
    offers: catalogue.seed.offers,
    offerIndex,
    countries: defaultPicklist,
    app,
    appCompressed,
    bare,
    ratio,
    bareSameBytes: {
      ...bareSized,
      bodyBytes: Buffer.byteLength(podiumBody),
      ratio: ratioTo(bareSized),
    },
    cpuDuringAppLoad: cpu,
    cpuMsPerRequest,
    serverCpuRatio: ratioOf(cpuMsPerRequest.bare, cpuMsPerRequest.server),
    retailerRequests,
    connections: CONNECTIONS,
    warmupS: WARMUP_S,
    durationS: DURATION_S,
    targets: { ratio: PODIUM_TARGET_RATIO, p99Ms: PODIUM_TARGET_P99_MS },
    ratioPass,
    p99Pass,
    pass,
  };
  if (!pass) {
    figure.diagnosis = await diagnosePodium(catalogue, paths, root).catch((error: unknown) => ({
      error: error instanceof Error ? error.message : String(error),
    }));
  }
  return figure;
}

/** `part / whole` to three decimals; 0 when there is no whole. */
const ratioOf = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 1000 : 0;

/** Percent of a core at `rps` requests per second → milliseconds of CPU per request. */
const perRequest = (corePercent: number, rps: number) =>
  rps > 0 ? Math.round((corePercent / 100 / rps) * 1000 * 1000) / 1000 : 0;
