import type { Server } from "node:http";
import type { FastifyHttpOptions } from "fastify";

/**
 * Default of REQUEST_TIMEOUT_MS: the whole request (headers and body) must have arrived by then.
 * Node's own default (5 minutes) is turned off by Fastify's 0, so that 150 uploads that stall
 * after 9 MB held 1.36 GB for as long as their clients liked. 30 s takes a 10 MB PDF at
 * 3 Mbit/s; the answer may take longer (this limit ends when the request has arrived).
 */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/**
 * How often Node looks for requests past their time: its default of 30 s would let a stalled
 * upload live up to twice the limit. A pass over the open connections costs microseconds.
 */
const CONNECTIONS_CHECK_MS = 1_000;
/**
 * A connection on which nothing moves either way for this long is closed: a client that stops
 * reading its answer. Far above any quiet spell of the podium's event stream, whose retailer
 * look-ups end within their own time limits.
 */
const CONNECTION_IDLE_MS = 120_000;

/**
 * Fastify's options for the time limits of requests and connections. The headers' own limit must
 * not exceed the request's: Node swaps the two when it does (`ConnectionsList::Expired`), so with
 * its default 60 s for headers a 30 s request limit alone cut a stalled upload after 60 s
 * (measured, Node 20).
 */
export const requestTimeLimits = (requestTimeoutMs: number) =>
  ({
    requestTimeout: requestTimeoutMs,
    connectionTimeout: CONNECTION_IDLE_MS,
    http: {
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(CONNECTIONS_CHECK_MS, requestTimeoutMs),
    },
  }) satisfies Partial<FastifyHttpOptions<Server>>;
