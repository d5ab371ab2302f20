import type { ErrorCode } from "@frontalier/shared/error-codes";
import { isRecord } from "./is-record";

/** A call the server answered with an error status: its stable code and translated message. */
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

/**
 * A 2xx whose body is not what the endpoint's contract says. Not an ApiError: there is no server
 * message to show, so callers fall back to their own (spec §8), as for a network failure.
 */
export class UnexpectedAnswerError extends Error {
  override name = "UnexpectedAnswerError";
}

/**
 * The one reading of an error answer, whatever sent the request. Read by hand rather than with
 * the error contract's schema, so that zod stays out of the first download; the server owns the
 * list of codes (checking it here would put the whole list there too), so any code-shaped string
 * is taken as one of them.
 */
export function toApiError(status: number, statusText: string, payload: unknown): ApiError {
  const error = isRecord(payload) ? payload.error : undefined;
  if (isRecord(error) && typeof error.code === "string" && typeof error.message === "string") {
    const requestId = typeof error.requestId === "string" ? error.requestId : undefined;
    // The cast is the trust described above: the code comes from our own server.
    return new ApiError(status, error.code as ErrorCode, error.message, requestId);
  }
  const code: ErrorCode = status === 404 ? "not_found" : status >= 500 ? "internal" : "bad_request";
  return new ApiError(status, code, statusText || `HTTP ${status}`);
}
