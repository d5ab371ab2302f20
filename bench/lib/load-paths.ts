import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Result as AutocannonResult } from "autocannon";
import { onExit } from "./cleanup.ts";
import { log } from "./log.ts";
import { withTimeout } from "./with-timeout.ts";

export interface PathLoadResult {
  /** The load generator's own process, in percent of one core. */
  loadGeneratorCorePercent: number;
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

const CHILD = fileURLToPath(new URL("./load-paths-child.mjs", import.meta.url));

interface ChildResult {
  result: AutocannonResult;
  corePercent: number;
}

export interface PathLoadOptions {
  origin: string;
  /** Each request takes one of these at random (autocannon's setupRequest). */
  paths: readonly string[];
  connections: number;
  durationS: number;
  /** Sent with every request (a browser's Accept-Encoding, say). */
  headers?: Record<string, string>;
  /** A discarded run first, so that JIT, pools and caches are warm. */
  warmupS: number;
  name: string;
}

/** autocannon over many URLs: each request draws a path, so that no cache sees the same one twice. */
export async function loadPaths(options: PathLoadOptions): Promise<PathLoadResult> {
  if (options.warmupS > 0) await run(options, options.warmupS);
  log(`${options.name}: ${options.durationS} s at ${options.connections} connections`);
  const { result, corePercent } = await run(options, options.durationS);
  return {
    loadGeneratorCorePercent: corePercent,
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

/**
 * autocannon in a child process: the bench process holds the catalogue it generated and the
 * garbage of seeding it, whose collection would slow the load generator and so the figure.
 */
function run(options: PathLoadOptions, durationS: number): Promise<ChildResult> {
  const child = spawn(process.execPath, [CHILD], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const unregister = onExit(() => child.kill("SIGKILL"));
  const output: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
  const work = new Promise<ChildResult>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => {
      unregister();
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      try {
        resolve(JSON.parse(Buffer.concat(output).toString("utf8")) as ChildResult);
      } catch (error) {
        reject(error);
      }
    });
  });
  child.stdin.end(
    JSON.stringify({
      origin: options.origin,
      paths: options.paths,
      connections: options.connections,
      durationS,
      headers: options.headers,
    }),
  );
  return withTimeout(work, (durationS + 30) * 1000, `autocannon ${options.name}`, () =>
    child.kill("SIGKILL"),
  );
}
