import { europeanCountries } from "@frontalier/shared/countries";
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { OfferIndex } from "../catalogue/podium/offer-index.ts";
import type { JobDefinition } from "../jobs/job-definition.ts";
import type { ParseRecord } from "../pdf-import/import-pdf.ts";
import type { RetailerClient } from "../retailer/index.ts";

/** What the metrics read of the retailer connector (a test double may have neither). */
export type ObservedRetailer = Partial<Pick<RetailerClient, "observe" | "breakerState">>;

/** Seconds: from a cached podium (a few ms) to a PDF parsed in a child (seconds). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface AppMetrics {
  registry: Registry;
  /** A rule of the rate limiter refused a request. */
  rateLimited(rule: string): void;
  /** A PDF or photo was read in a child (pdf-import), with its outcome and time. */
  pdfParsed(parse: ParseRecord): void;
  /** The jobs, each run counted (by outcome) and timed. */
  watchJobs(jobs: readonly JobDefinition[]): JobDefinition[];
}

/**
 * Issue 27: what an operator watches, in Prometheus's text format at `/metrics` (only when
 * METRICS_TOKEN is set, and only with it): requests by route and status with their latency, the
 * retailer's calls by country with their latency and each country's circuit, the rate limits'
 * refusals, the offer index, PDF and OCR reads with their time, and the process (CPU, memory,
 * event-loop delay, handles).
 * One registry per app, so that tests building several apps count separately.
 */
export function createAppMetrics(
  app: FastifyInstance,
  sources: { offerIndex?: OfferIndex | undefined; retailer?: ObservedRetailer | undefined },
): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "frontalier_" });

  const requests = new Counter({
    name: "frontalier_http_requests_total",
    help: "HTTP requests answered, by method, route (its pattern) and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "frontalier_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method and route (its pattern)",
    labelNames: ["method", "route"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: "frontalier_rate_limit_refusals_total",
    help: "Requests refused by a rate limit (429), by rule",
    labelNames: ["rule"] as const,
    registers: [registry],
  });
  const { offerIndex } = sources;
  if (offerIndex) {
    new Gauge({
      name: "frontalier_offer_index_articles",
      help: "Articles whose current offers this instance holds in memory",
      registers: [registry],
      collect() {
        this.set(offerIndex.size);
      },
    });
    new Gauge({
      name: "frontalier_offer_index_ready",
      help: "1 once the offer index has filled at start, 0 while filling or off",
      registers: [registry],
      collect() {
        this.set(offerIndex.state === "ready" ? 1 : 0);
      },
    });
    new Gauge({
      name: "frontalier_offer_index_fill_seconds",
      help: "How long the offer index's last start-up fill took",
      registers: [registry],
      collect() {
        if (offerIndex.warmMs !== null) this.set(offerIndex.warmMs / 1000);
      },
    });
  }

  const { retailer } = sources;
  if (retailer?.observe) {
    const calls = new Counter({
      name: "frontalier_retailer_requests_total",
      help: "Calls to the retailer by country and outcome (ok, not_found, timeout, error, circuit_open)",
      labelNames: ["country", "outcome"] as const,
      registers: [registry],
    });
    const callTime = new Histogram({
      name: "frontalier_retailer_request_duration_seconds",
      help: "Time of a call to the retailer, retries included, by country",
      labelNames: ["country"] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    const stop = retailer.observe((call) => {
      calls.inc({ country: call.country, outcome: call.outcome });
      callTime.observe({ country: call.country }, call.ms / 1000);
    });
    app.addHook("onClose", async () => stop());
  }
  const breakerState = retailer?.breakerState;
  if (breakerState) {
    new Gauge({
      name: "frontalier_retailer_circuit_open",
      help: "1 while a country's circuit to the retailer is open or half-open (asks held back), else 0",
      labelNames: ["country", "api"] as const,
      registers: [registry],
      collect() {
        for (const { code } of europeanCountries) {
          for (const api of ["product", "search"] as const) {
            this.set({ country: code, api }, breakerState(code, api) === "closed" ? 0 : 1);
          }
        }
      },
    });
  }

  app.addHook("onResponse", async (request, reply) => {
    // The route's pattern, never the path itself: ids and codes would make a series each.
    const route = request.routeOptions.url ?? "unmatched";
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const parses = new Counter({
    name: "frontalier_pdf_parses_total",
    help: "Files read in a child by kind (pdf: text layer, ocr: photos and scans) and outcome (ok, busy, error or the refusal's code)",
    labelNames: ["kind", "outcome"] as const,
    registers: [registry],
  });
  const parseTime = new Histogram({
    name: "frontalier_pdf_parse_duration_seconds",
    help: "Time to read a file in a child, queueing included, by kind (pdf, ocr)",
    labelNames: ["kind"] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60],
    registers: [registry],
  });

  const jobRuns = new Counter({
    name: "frontalier_job_runs_total",
    help: "Runs of the scheduled jobs on this instance, by job and outcome (ok, failed)",
    labelNames: ["job", "outcome"] as const,
    registers: [registry],
  });
  const jobTime = new Histogram({
    name: "frontalier_job_run_duration_seconds",
    help: "Time of a job's run on this instance",
    labelNames: ["job"] as const,
    buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300, 900],
    registers: [registry],
  });
  const lastRun = new Gauge({
    name: "frontalier_job_last_success_timestamp_seconds",
    help: "When each job last ended well on this instance (Unix time)",
    labelNames: ["job"] as const,
    registers: [registry],
  });

  return {
    registry,
    rateLimited: (rule) => refusals.inc({ rule }),
    pdfParsed: ({ kind, outcome, ms }) => {
      parses.inc({ kind, outcome });
      parseTime.observe({ kind }, ms / 1000);
    },
    watchJobs: (jobs) =>
      jobs.map((job) => ({
        ...job,
        run: async () => {
          const started = performance.now();
          try {
            const result = await job.run();
            jobRuns.inc({ job: job.name, outcome: "ok" });
            lastRun.set({ job: job.name }, Date.now() / 1000);
            return result;
          } catch (error) {
            jobRuns.inc({ job: job.name, outcome: "failed" });
            throw error;
          } finally {
            jobTime.observe({ job: job.name }, (performance.now() - started) / 1000);
          }
        },
      })),
  };
}
