import autocannon from "autocannon";
import { log } from "./log.ts";
import { withTimeout } from "./with-timeout.ts";

export interface PathLoadResult {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** Responses by HTTP status, to tell a 404 storm from a slow server. */
  statusCodes: Record<string, number>;
}

export interface PathLoadOptions {
  origin: string;
  /** Each request takes one of these at random (autocannon's setupRequest). */
  paths: readonly string[];
  connections: number;
  durationS: number;
  /** A discarded run first, so that JIT, pools and caches are warm. */
  warmupS: number;
  name: string;
}

/** autocannon over many URLs: each request draws a path, so that no cache sees the same one twice. */
export async function loadPaths(options: PathLoadOptions): Promise<PathLoadResult> {
  if (options.warmupS > 0) await run(options, options.warmupS);
  log(`${options.name}: ${options.durationS} s at ${options.connections} connections`);
  const result = await run(options, options.durationS);
  return {
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([status, stats]) => [status, stats.count]),
    ),
  };
}

function run(options: PathLoadOptions, durationS: number) {
  const { paths } = options;
  const instance = autocannon({
    url: options.origin,
    connections: options.connections,
    duration: durationS,
    timeout: 5,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => ({
          ...request,
          path: paths[Math.floor(Math.random() * paths.length)],
        }),
      },
    ],
  });
  const work = new Promise<Awaited<typeof instance>>((resolve, reject) =>
    instance.then(resolve, reject),
  );
  return withTimeout(work, (durationS + 15) * 1000, `autocannon ${options.name}`, () =>
    instance.stop(),
  );
}
