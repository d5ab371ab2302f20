// autocannon ships no types and @types/autocannon is not installed; this covers what the bench uses.
declare module "autocannon" {
  interface RequestData {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
  }

  interface RequestOptions extends RequestData {
    /** Called before each request; returns the request to send (a new path, say). */
    setupRequest?: (request: RequestData, context: Record<string, unknown>) => RequestData;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** A number of requests to send, instead of a duration. */
    amount?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: RequestOptions[];
  }

  interface Histogram {
    average: number;
    mean: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    total: number;
  }

  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  interface Instance extends PromiseLike<Result> {
    stop(): void;
  }

  export default function autocannon(options: Options): Instance;
}
