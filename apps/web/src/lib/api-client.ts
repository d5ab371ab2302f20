import type { ErrorCode } from "@frontalier/shared/error-codes";
import { isRetryableStatus, retriesFor, retryDelayMs } from "@frontalier/shared/http/retry-policy";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly requestId?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** For calls whose answer the caller does not read (204, or a body it ignores). */
export const anyResponse = { parse: (data: unknown): unknown => data };

/** Anything with zod's `parse`: the shared contract of the response. */
export interface ResponseContract<T> {
  parse(data: unknown): T;
}

export interface ApiRequest<T> {
  method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** The response contract from packages/shared; the result is checked against it and typed. */
  schema: ResponseContract<T>;
  /** Spec §7: the session fetch is never retried. */
  noRetry?: boolean;
  signal?: AbortSignal;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withQuery(path: string, query: ApiRequest<unknown>["query"]): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

// Read by hand rather than with the zod contract, so zod stays out of the first download.
async function toApiError(response: Response): Promise<ApiError> {
  const payload = (await response.json().catch(() => null)) as {
    error?: { code?: unknown; message?: unknown; requestId?: unknown };
  } | null;
  const error = payload?.error;
  // The server owns the list of codes; checking it here would put the whole list in the first
  // download, so any code-shaped string is taken as one of them.
  if (error && typeof error.code === "string" && typeof error.message === "string") {
    const requestId = typeof error.requestId === "string" ? error.requestId : undefined;
    return new ApiError(response.status, error.code as ErrorCode, error.message, requestId);
  }
  const code: ErrorCode =
    response.status === 404 ? "not_found" : response.status >= 500 ? "internal" : "bad_request";
  return new ApiError(response.status, code, response.statusText);
}

/**
 * Spec §7: JSON for object bodies; retries only on 408, 409, 425, 429, 500, 502, 503, 504;
 * writes get no retry, other methods one, the session fetch none.
 */
export async function apiRequest<T>(path: string, request: ApiRequest<T>): Promise<T> {
  const method = request.method ?? "GET";
  const retries = retriesFor(method, { noRetry: request.noRetry });
  const headers: Record<string, string> = { accept: "application/json" };
  let body: BodyInit | undefined;
  if (request.body !== undefined) {
    if (request.body instanceof FormData || request.body instanceof Blob) body = request.body;
    else {
      headers["content-type"] = "application/json";
      body = JSON.stringify(request.body);
    }
  }
  const url = withQuery(path, request.query);
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body,
        credentials: "same-origin",
        signal: request.signal,
      });
    } catch (error) {
      if (attempt < retries && !request.signal?.aborted) {
        await sleep(retryDelayMs(attempt + 1));
        continue;
      }
      throw error;
    }
    if (response.ok) {
      const data: unknown = response.status === 204 ? undefined : await response.json();
      return request.schema.parse(data);
    }
    if (attempt < retries && isRetryableStatus(response.status)) {
      await sleep(retryDelayMs(attempt + 1, response.headers.get("retry-after")));
      continue;
    }
    throw await toApiError(response);
  }
}
