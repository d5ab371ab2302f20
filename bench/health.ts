import { healthLoadSettings, type LoadResult, loadHealth } from "./health-rps.ts";
import { startServer } from "./lib/start-server.ts";

export interface HealthFigure {
  app: LoadResult;
  bare: LoadResult;
  /** app rps / bare rps: the share of Fastify's own throughput the app's stack keeps. */
  ratio: number;
  connections: number;
  warmupS: number;
  durationS: number;
  /** No target was set for this figure; it is tracked, not gated. */
  target: null;
  pass: null;
}

/** Sequential, never concurrent: both servers share the bench's two cores with autocannon. */
export async function measureHealth(appOrigin: string, root: string): Promise<HealthFigure> {
  const app = await loadHealth(appOrigin, "app");
  const bareServer = await startServer({
    name: "bare",
    entry: "bench/bare-health-server.ts",
    cwd: root,
    readyTimeoutMs: 20_000,
  });
  try {
    const bare = await loadHealth(bareServer.origin, "bare");
    return {
      app,
      bare,
      ratio: bare.rps > 0 ? Math.round((app.rps / bare.rps) * 1000) / 1000 : 0,
      ...healthLoadSettings,
      target: null,
      pass: null,
    };
  } finally {
    await bareServer.stop();
  }
}
