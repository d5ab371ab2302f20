import { errorBodySchema, type ErrorCode, isErrorCode } from "@frontalier/shared/errors";
import { isRetryableStatus, retriesFor, retryDelayMs } from "@frontalier/shared/http/retry-policy";
import type { z } from "zod";

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

export interface ApiRequest<S extends z.ZodType> {
  method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** The response contract; the result is typed and checked against it. */
  schema: S;
  /** Spec §7: the session fetch is never retried. */
  noRetry?: boolean;
  signal?: AbortSignal;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withQuery(path: string, query: ApiRequest<z.ZodType>["query"]): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function toApiError(response: Response): Promise<ApiError> {
  const payload = await response.json().catch(() => null);
  const parsed = errorBodySchema.safeParse(payload);
  if (parsed.success) {
    const { code, message, requestId } = parsed.data.error;
    return new ApiError(response.status, code, message, requestId);
  }
  const code: ErrorCode = response.status >= 500 ? "internal" : "bad_request";
  const fallback = response.status === 404 ? "not_found" : code;
  return new ApiError(response.status, isErrorCode(fallback) ? fallback : code, response.statusText);
}

/**
 * Spec §7: JSON for object bodies; retries only on 408, 409, 425, 429, 500, 502, 503, 504;
 * writes get no retry, other methods one, the session fetch none.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  request: ApiRequest<S>,
): Promise<z.infer<S>> {
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
      const data = response.status === 204 ? undefined : await response.json();
      return request.schema.parse(data);
    }
    if (attempt < retries && isRetryableStatus(response.status)) {
      await sleep(retryDelayMs(attempt + 1, response.headers.get("retry-after")));
      continue;
    }
    throw await toApiError(response);
  }
}
