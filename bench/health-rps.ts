import autocannon from "autocannon";
import { log } from "./lib/log.ts";
import { withTimeout } from "./lib/with-timeout.ts";

export interface LoadResult {
  rps: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

const CONNECTIONS = 50;
const WARMUP_S = 2;
const DURATION_S = 10;

export const healthLoadSettings = {
  connections: CONNECTIONS,
  warmupS: WARMUP_S,
  durationS: DURATION_S,
};

/** A short discarded run first, so that JIT and connection set-up are not in the figure. */
export async function loadHealth(origin: string, name: string): Promise<LoadResult> {
  const url = `${origin}/api/health`;
  await run(url, WARMUP_S);
  log(`health ${name}: ${DURATION_S} s at ${CONNECTIONS} connections`);
  const result = await run(url, DURATION_S);
  return {
    rps: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function run(url: string, durationS: number) {
  const instance = autocannon({ url, connections: CONNECTIONS, duration: durationS, timeout: 5 });
  const work = new Promise<Awaited<typeof instance>>((resolve, reject) =>
    instance.then(resolve, reject),
  );
  return withTimeout(work, (durationS + 15) * 1000, `autocannon ${url}`, () => instance.stop());
}
