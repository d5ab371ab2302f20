import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

export const REQUEST_ID_HEADER = "x-request-id";

// Bounded and plain so that a client cannot inject anything into logs or headers.
const saneRequestId = /^[A-Za-z0-9_-]{1,64}$/;

/** Keeps the id a proxy or client already gave the request, so logs can be followed across hops. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === "string" && saneRequestId.test(incoming) ? incoming : randomUUID();
}
