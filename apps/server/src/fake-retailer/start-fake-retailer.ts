import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { DEFAULT_FAKE_SEED } from "./fake-catalogue.ts";
import { seededRandom } from "./fake-hash.ts";
import { routeFakeRequest } from "./fake-router.ts";
import type { FakeStoreCodes } from "./fake-stock.ts";

export interface FakeRetailerBehaviour {
  /** Added to every answer. */
  latencyMs: number;
  /** A further delay drawn in [0, jitterMs). */
  jitterMs: number;
  /** Fraction (0..1) of requests answered 503. */
  failureRate: number;
}

export interface FakeRetailerOptions extends Partial<FakeRetailerBehaviour> {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  seed?: string;
  /** The stores whose stock it answers for, per country (default: the shipped store list's). */
  storeCodes?: FakeStoreCodes;
}

export interface FakeRetailerStats {
  requests: number;
  /** Requests answered 503 on purpose. */
  failures: number;
  inFlight: number;
  /** The most requests ever handled at once: what the client's concurrency limit shows as. */
  maxInFlight: number;
}

export interface FakeRetailer {
  url: string;
  close(): Promise<void>;
  setBehaviour(behaviour: Partial<FakeRetailerBehaviour>): void;
  stats(): FakeRetailerStats;
  resetStats(): void;
}

function checkBehaviour(behaviour: FakeRetailerBehaviour): FakeRetailerBehaviour {
  const { latencyMs, jitterMs, failureRate } = behaviour;
  if (!(latencyMs >= 0) || !(jitterMs >= 0)) throw new RangeError("latency and jitter must be ≥ 0");
  if (!(failureRate >= 0 && failureRate <= 1)) throw new RangeError("failureRate must be in 0..1");
  return behaviour;
}

/** A real HTTP server on loopback answering in the retailer's shapes, for tests and offline demos. */
export async function startFakeRetailer(options: FakeRetailerOptions = {}): Promise<FakeRetailer> {
  const seed = options.seed ?? DEFAULT_FAKE_SEED;
  const host = options.host ?? "127.0.0.1";
  let behaviour = checkBehaviour({
    latencyMs: options.latencyMs ?? 0,
    jitterMs: options.jitterMs ?? 0,
    failureRate: options.failureRate ?? 0,
  });
  const random = seededRandom(`${seed}:behaviour`);
  const fresh = (): FakeRetailerStats => ({
    requests: 0,
    failures: 0,
    inFlight: 0,
    maxInFlight: 0,
  });
  let stats = fresh();

  const server = createServer((req, res) => {
    const counted = stats;
    counted.requests++;
    counted.inFlight++;
    counted.maxInFlight = Math.max(counted.maxInFlight, counted.inFlight);
    let timer: NodeJS.Timeout | undefined;
    res.on("close", () => {
      clearTimeout(timer);
      counted.inFlight--;
    });
    const answer = () => {
      if (res.destroyed) return;
      if (random() < behaviour.failureRate) {
        counted.failures++;
        res.writeHead(503, { "content-type": "application/json" }).end('{"error":"unavailable"}');
        return;
      }
      const url = new URL(req.url ?? "/", `http://${req.headers.host ?? host}`);
      const response =
        req.method === "GET" || req.method === "HEAD"
          ? routeFakeRequest(url, seed, options.storeCodes)
          : { status: 405, contentType: "text/plain", body: "GET only\n" };
      res.writeHead(response.status, {
        "content-type": response.contentType,
        "cache-control": "no-store",
      });
      res.end(req.method === "HEAD" ? undefined : response.body);
    };
    const wait = behaviour.latencyMs + random() * behaviour.jitterMs;
    if (wait > 0) timer = setTimeout(answer, wait);
    else answer();
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
    setBehaviour: (next) => {
      behaviour = checkBehaviour({ ...behaviour, ...next });
    },
    stats: () => ({ ...stats }),
    resetStats: () => {
      stats = fresh();
    },
  };
}
