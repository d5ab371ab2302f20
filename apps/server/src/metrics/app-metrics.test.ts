import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "../retailer/clock.ts";
import { DEFAULT_RETAILER_LIMITS } from "../retailer/limits.ts";
import { createRetailerHttp } from "../retailer/retailer-http.ts";
import { createAppMetrics } from "./app-metrics.ts";

// A loopback retailer: JSON for /ok, 404 for /gone, 500 for anything else.
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === "/ok")
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    else response.writeHead(request.url === "/gone" ? 404 : 500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the retailer's metrics", () => {
  it("counts each call by country and outcome with its time, and shows open circuits", async () => {
    const http = createRetailerHttp({
      fetch: globalThis.fetch,
      clock: systemClock,
      random: () => 0,
      limits: { ...DEFAULT_RETAILER_LIMITS, maxRetries: 0, breakerFailureThreshold: 1 },
      userAgent: "test",
    });
    const app = Fastify();
    const metrics = createAppMetrics(app, {
      retailer: {
        observe: http.observe,
        breakerState: (country) => http.breaker(country, new URL(base).host).state,
      },
    });
    expect((await http.getJson(`${base}/ok`, "DE")).kind).toBe("ok");
    expect((await http.getJson(`${base}/gone`, "DE")).kind).toBe("not_found");
    expect((await http.getJson(`${base}/broken`, "CH")).kind).toBe("error");
    expect((await http.getJson(`${base}/ok`, "CH")).kind).toBe("circuit_open");
    const text = await metrics.registry.metrics();
    expect(text).toContain('frontalier_retailer_requests_total{country="DE",outcome="ok"} 1');
    expect(text).toContain(
      'frontalier_retailer_requests_total{country="DE",outcome="not_found"} 1',
    );
    expect(text).toContain('frontalier_retailer_requests_total{country="CH",outcome="error"} 1');
    expect(text).toContain(
      'frontalier_retailer_requests_total{country="CH",outcome="circuit_open"} 1',
    );
    expect(text).toMatch(/frontalier_retailer_request_duration_seconds_count\{country="DE"\} 2/);
    expect(text).toContain('frontalier_retailer_circuit_open{country="CH",api="product"} 1');
    expect(text).toContain('frontalier_retailer_circuit_open{country="DE",api="product"} 0');
    // Closing the app stops listening: later calls are not counted into a registry nobody reads.
    await app.close();
    await http.getJson(`${base}/ok`, "DE");
    expect(await metrics.registry.metrics()).toContain(
      'frontalier_retailer_requests_total{country="DE",outcome="ok"} 1',
    );
  });
});

describe("the jobs' metrics", () => {
  it("counts each run by outcome, times it, and keeps the last good run's time", async () => {
    const app = Fastify();
    const metrics = createAppMetrics(app, {});
    let fail = false;
    const [job] = metrics.watchJobs([
      {
        name: "price-alerts",
        timing: { everyMinutes: 5 },
        run: async () => {
          if (fail) throw new Error("smtp down");
          return "sent";
        },
        onError: () => {},
      },
    ]);
    expect(await job?.run()).toBe("sent");
    fail = true;
    await expect(job?.run()).rejects.toThrow("smtp down");
    const text = await metrics.registry.metrics();
    expect(text).toContain('frontalier_job_runs_total{job="price-alerts",outcome="ok"} 1');
    expect(text).toContain('frontalier_job_runs_total{job="price-alerts",outcome="failed"} 1');
    expect(text).toContain('frontalier_job_run_duration_seconds_count{job="price-alerts"} 2');
    expect(text).toMatch(/frontalier_job_last_success_timestamp_seconds\{job="price-alerts"\} \d+/);
    await app.close();
  });
});
