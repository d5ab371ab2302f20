import { type Endpoint, type EndpointInput, isSchema } from "@frontalier/shared/contracts/endpoint";
import { isRetryableStatus, retriesFor, retryDelayMs } from "@frontalier/shared/http/retry-policy";
import type { $ZodType, output } from "zod/v4/core";
import { noteAnswer } from "../offline/offline-answers";
import { toApiError, UnexpectedAnswerError } from "./api-error";
import type { HandReadEndpoint } from "./endpoint-head";
import { sessionFetch } from "./schema-free-endpoints";
import type { Transport } from "./transport";
import { buildUrl } from "./url";

/** An endpoint answering JSON that its schema describes (streams, redirects, files: `urlOf`). */
export type JsonEndpoint = Endpoint & { response: $ZodType };

export interface CallOptions {
  signal?: AbortSignal;
  /** `fetch` unless given: `sendWithProgress` reports an upload's progress (the PDF import). */
  send?: Transport;
}

/** The endpoint's parts (`params`, `query`, `body`, each as its schema takes it) and options. */
export type CallInput<E extends Endpoint> = EndpointInput<E> & CallOptions;

/** The input may be left out when the endpoint needs none. */
type CallArgs<E extends Endpoint> =
  object extends EndpointInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

interface AnyInput extends CallOptions {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

type Callable = JsonEndpoint | HandReadEndpoint<Endpoint, unknown>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isSessionFetch = (endpoint: Callable) =>
  endpoint.method === sessionFetch.method && endpoint.path === sessionFetch.path;

/**
 * The web's one way to the API (decision 023): the URL from the endpoint's path, params and
 * query; JSON for object bodies, bytes and FormData as they are; spec §7's retries (only 408, 409,
 * 425, 429, 500, 502, 503, 504; reads once, writes and the session fetch never; Retry-After
 * honoured); the answer checked against the endpoint's schema (or its hand-written reader, for
 * the few calls that must not bring zod); an error answer read into an `ApiError`.
 */
export function call<E extends JsonEndpoint>(
  endpoint: E,
  ...input: CallArgs<E>
): Promise<output<E["response"]>>;
export function call<E extends Endpoint, T>(
  endpoint: HandReadEndpoint<E, T>,
  ...input: CallArgs<E>
): Promise<T>;
export async function call(endpoint: Callable, input: AnyInput = {}): Promise<unknown> {
  const headers: Record<string, string> = { accept: "application/json" };
  const url = buildUrl(endpoint, input.params, input.query);
  const init: RequestInit = {
    method: endpoint.method,
    headers,
    body: encodeBody(endpoint, input.body, headers),
    credentials: "same-origin",
    signal: input.signal,
  };
  const send = input.send ?? fetch;
  const retries = retriesFor(endpoint.method, { noRetry: isSessionFetch(endpoint) });
  for (let attempt = 0; ; attempt++) {
    // A failure to reach the server rejects here and is not retried: §7 retries statuses only.
    const response = await send(url, init);
    if (response.ok) {
      noteAnswer(response);
      return readAnswer(endpoint, response);
    }
    if (attempt < retries && isRetryableStatus(response.status)) {
      await sleep(retryDelayMs(attempt + 1, response.headers.get("retry-after")));
      continue;
    }
    const payload = await readJson(response).catch(() => null);
    throw toApiError(response.status, response.statusText, payload);
  }
}

/**
 * JSON, unless the endpoint takes bytes (a PDF): those go as they are, with its content type (a
 * Blob of another type the endpoint accepts, a photo, with its own); a FormData too (fetch writes
 * its multipart type).
 */
function encodeBody(endpoint: Callable, body: unknown, headers: Record<string, string>) {
  if (body === undefined || body instanceof FormData) return body;
  const declared = "body" in endpoint ? endpoint.body : undefined;
  if (
    declared &&
    !isSchema(declared) &&
    (body instanceof Blob || body instanceof ArrayBuffer || body instanceof Uint8Array)
  ) {
    const own = body instanceof Blob ? body.type : "";
    headers["content-type"] = declared.accepts?.includes(own) ? own : declared.contentType;
    // A copy types the bytes as fetch wants them (an ArrayBuffer behind, not a shared one).
    return body instanceof Uint8Array ? new Uint8Array(body) : body;
  }
  headers["content-type"] = "application/json";
  return JSON.stringify(body);
}

/** The body as JSON; none (a 204) is `undefined`, which is what `z.void()` takes. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === "" ? undefined : JSON.parse(text);
}

async function readAnswer(endpoint: Callable, response: Response): Promise<unknown> {
  let cause: unknown;
  try {
    const data = await readJson(response);
    if ("read" in endpoint) return endpoint.read(data);
    // Standard Schema's entry point: the schema checks itself, and `call` imports nothing of zod.
    const result = await endpoint.response["~standard"].validate(data);
    if (!result.issues) return result.value;
    cause = result.issues;
  } catch (error) {
    cause = error;
  }
  throw new UnexpectedAnswerError(
    `${endpoint.method} ${endpoint.path}: not its contract's answer`,
    {
      cause,
    },
  );
}
