import type { ErrorCode } from "@frontalier/shared/errors";
import { z } from "zod";
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from "../db/database-unavailable.ts";
import { AppError, type ErrorIssue } from "./app-error.ts";
import { zodIssues } from "./zod-issues.ts";

const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "bad_request",
  FST_ERR_CTP_EMPTY_JSON_BODY: "bad_request",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "bad_request",
  FST_ERR_CTP_BODY_TOO_LARGE: "payload_too_large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupported_media_type",
};

const clientStatusCodes: Record<number, ErrorCode> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
};

interface FrameworkError {
  code?: unknown;
  statusCode?: unknown;
  message?: unknown;
  validation?: { instancePath?: string; message?: string }[];
}

/**
 * Maps whatever was thrown (our AppError, a zod error, Fastify's and its plugins' own errors) to
 * one AppError. A database out of reach is `service_unavailable` with Retry-After (clients retry
 * a 503, spec §7); anything unexpected becomes `internal`, whose details stay in the logs.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof z.core.$ZodError) {
    return new AppError("validation_failed", { issues: zodIssues(error), cause: error });
  }
  const framework = (typeof error === "object" && error !== null ? error : {}) as FrameworkError;
  const message = typeof framework.message === "string" ? framework.message : String(error);
  if (Array.isArray(framework.validation)) {
    const issues: ErrorIssue[] = framework.validation.map((v) => ({
      path: (v.instancePath ?? "").replace(/^\//, "").replaceAll("/", "."),
      message: v.message ?? "is invalid",
    }));
    return new AppError("validation_failed", { message, issues, cause: error });
  }
  if (isDatabaseUnavailable(error)) {
    return new AppError("service_unavailable", {
      message: `database unavailable: ${message}`,
      retryAfterS: DATABASE_RETRY_AFTER_S,
      cause: error,
    });
  }
  const byCode = typeof framework.code === "string" ? fastifyCodes[framework.code] : undefined;
  if (byCode) return new AppError(byCode, { message, cause: error });
  const status = typeof framework.statusCode === "number" ? framework.statusCode : 500;
  if (status >= 400 && status < 500) {
    return new AppError(clientStatusCodes[status] ?? "bad_request", { message, cause: error });
  }
  return new AppError("internal", { message, cause: error });
}
