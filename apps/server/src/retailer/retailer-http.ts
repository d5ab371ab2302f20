import { backoffDelayMs, retryAfterMs } from "./backoff.ts";
import { type CircuitBreaker, createCircuitBreaker } from "./circuit-breaker.ts";
import type { Clock } from "./clock.ts";
import { createHostLimiter } from "./host-limiter.ts";
import type { RetailerLimits } from "./limits.ts";

export type HttpOutcome =
  | { kind: "ok"; body: unknown; attempts: number }
  | { kind: "not_found"; attempts: number }
  | { kind: "timeout" | "error" | "circuit_open"; error: string; attempts: number };

/** One call to the retailer as it ended, for the metrics: attempts and time include retries. */
export interface RetailerCall {
  country: string;
  host: string;
  outcome: HttpOutcome["kind"];
  attempts: number;
  /** Wall-clock milliseconds, whatever the connector's clock. */
  ms: number;
}

export interface RetailerHttp {
  /** GET a JSON document, under the circuit of `country` on the URL's host. */
  /** `headers` adds to the defaults (accept, user-agent): an API key, say. */
  getJson(
    url: string,
    country: string,
    signal?: AbortSignal,
    headers?: Record<string, string>,
    request?: { maxRetries?: number },
  ): Promise<HttpOutcome>;
  breaker(country: string, host: string): CircuitBreaker;
  /**
   * Until when the host asked, with Retry-After on a 429 or 503, not to be asked about `country`
   * (epoch ms; 0 when it did not): the scheduled refresh waits for it.
   */
  heldUntil(country: string, host: string): number;
  /** Hears every call once it has ended; returns the way to stop listening. */
  observe(listener: (call: RetailerCall) => void): () => void;
}

export interface RetailerHttpOptions {
  fetch: typeof globalThis.fetch;
  clock: Clock;
  random: () => number;
  limits: RetailerLimits;
  userAgent: string;
}

type Attempt =
  | { kind: "ok"; body: unknown }
  | { kind: "not_found" }
  | { kind: "retryable"; timedOut: boolean; error: string; retryAfterMs: number | null }
  | { kind: "fatal"; error: string }
  | { kind: "aborted" };

/** 408 and 425 are the server asking to be asked again, like 429 and the 5xx. */
const isRetryableStatus = (status: number) =>
  status === 408 || status === 425 || status === 429 || status >= 500;

const messageOf = (error: unknown) => {
  const cause =
    error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return error instanceof Error ? `${error.message}${cause}` : String(error);
};

export function createRetailerHttp(options: RetailerHttpOptions): RetailerHttp {
  const { clock, limits } = options;
  const hosts = createHostLimiter(limits.perHostConcurrency);
  const breakers = new Map<string, CircuitBreaker>();
  const holds = new Map<string, number>();

  // Per country and host: the search host failing must not silence the product JSON one.
  const breaker = (country: string, host: string) => {
    const key = `${country} ${host}`;
    let found = breakers.get(key);
    if (!found) {
      found = createCircuitBreaker({
        failureThreshold: limits.breakerFailureThreshold,
        cooldownMs: limits.breakerCooldownMs,
        clock,
      });
      breakers.set(key, found);
    }
    return found;
  };

  async function attemptOnce(
    url: string,
    signal?: AbortSignal,
    headers?: Record<string, string>,
  ): Promise<Attempt> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), limits.requestTimeoutMs);
    const forwardAbort = () => controller.abort();
    signal?.addEventListener("abort", forwardAbort, { once: true });
    try {
      const response = await options.fetch(url, {
        signal: controller.signal,
        headers: { accept: "application/json", "user-agent": options.userAgent, ...headers },
      });
      if (response.status === 404 || response.status === 410) {
        await response.body?.cancel();
        return { kind: "not_found" };
      }
      if (isRetryableStatus(response.status)) {
        await response.body?.cancel();
        return {
          kind: "retryable",
          timedOut: false,
          error: `HTTP ${response.status}`,
          retryAfterMs: retryAfterMs(response.headers.get("retry-after"), clock.now()),
        };
      }
      if (!response.ok) {
        await response.body?.cancel();
        return { kind: "fatal", error: `HTTP ${response.status}` };
      }
      const text = await response.text();
      try {
        return { kind: "ok", body: JSON.parse(text) };
      } catch {
        return { kind: "fatal", error: "the answer is not JSON" };
      }
    } catch (error) {
      if (signal?.aborted) return { kind: "aborted" };
      if (controller.signal.aborted) {
        return {
          kind: "retryable",
          timedOut: true,
          error: `no answer within ${limits.requestTimeoutMs} ms`,
          retryAfterMs: null,
        };
      }
      return { kind: "retryable", timedOut: false, error: messageOf(error), retryAfterMs: null };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", forwardAbort);
    }
  }

  const listeners = new Set<(call: RetailerCall) => void>();

  async function getJson(
    url: string,
    country: string,
    signal?: AbortSignal,
    headers?: Record<string, string>,
    request: { maxRetries?: number } = {},
  ): Promise<HttpOutcome> {
    const started = performance.now();
    const outcome = await callWithRetries(url, country, signal, headers, request);
    if (listeners.size > 0) {
      const call: RetailerCall = {
        country,
        host: new URL(url).host,
        outcome: outcome.kind,
        attempts: outcome.attempts,
        ms: performance.now() - started,
      };
      for (const listener of listeners) listener(call);
    }
    return outcome;
  }

  async function callWithRetries(
    url: string,
    country: string,
    signal: AbortSignal | undefined,
    headers: Record<string, string> | undefined,
    request: { maxRetries?: number },
  ) {
    const { host } = new URL(url);
    const maxRetries = request.maxRetries ?? limits.maxRetries;
    const circuit = breaker(country, host);
    if (!circuit.tryAcquire()) {
      return {
        kind: "circuit_open",
        error: `circuit open for ${country} on ${host}`,
        attempts: 0,
      } as const;
    }
    for (let attempts = 1; ; attempts++) {
      const attempt = await hosts
        .run(url, () => attemptOnce(url, signal, headers), signal)
        .catch((): Attempt => ({ kind: "aborted" }));
      if (attempt.kind === "retryable" && attempt.retryAfterMs !== null) {
        const key = `${country} ${host}`;
        holds.set(key, Math.max(holds.get(key) ?? 0, clock.now() + attempt.retryAfterMs));
      }
      if (attempt.kind === "retryable" && attempts <= maxRetries) {
        const jitter = backoffDelayMs(attempts, limits, options.random);
        const wait = Math.min(Math.max(jitter, attempt.retryAfterMs ?? 0), limits.backoffMaxMs);
        const slept = await clock.sleep(wait, signal).then(
          () => true,
          () => false,
        );
        if (slept) continue;
      }
      switch (attempt.kind) {
        case "ok":
          circuit.recordSuccess();
          return { kind: "ok", body: attempt.body, attempts } as const;
        case "not_found":
          circuit.recordSuccess();
          return { kind: "not_found", attempts } as const;
        case "fatal":
          // The host answered: the circuit guards against hosts that do not.
          circuit.recordSuccess();
          return { kind: "error", error: attempt.error, attempts } as const;
        case "retryable":
          if (signal?.aborted) break;
          circuit.recordFailure();
          return {
            kind: attempt.timedOut ? "timeout" : "error",
            error: attempt.error,
            attempts,
          } as const;
      }
      circuit.release();
      return { kind: "error", error: "aborted by the caller", attempts } as const;
    }
  }

  return {
    getJson,
    breaker,
    heldUntil: (country, host) => holds.get(`${country} ${host}`) ?? 0,
    observe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
