import { type ErrorCode, errorStatus } from "@frontalier/shared/errors";

export interface ErrorIssue {
  path: string;
  message: string;
}

export interface AppErrorOptions {
  /** For the logs; the client never sees it. */
  message?: string;
  /** Replaces the translated message of `code`, for the rare reply meant for an operator. */
  userMessage?: string;
  issues?: ErrorIssue[];
  /** Seconds after which a retry may succeed: sent as Retry-After (RFC 9110 §10.2.3). */
  retryAfterS?: number;
  cause?: unknown;
}

/** The one error type of the server: a stable code the client can translate, and its status. */
export class AppError extends Error {
  override name = "AppError";
  readonly code: ErrorCode;
  readonly status: number;
  readonly userMessage: string | undefined;
  readonly issues: ErrorIssue[] | undefined;
  readonly retryAfterS: number | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? code, { cause: options.cause });
    this.code = code;
    this.status = errorStatus[code];
    this.userMessage = options.userMessage;
    this.issues = options.issues;
    this.retryAfterS = options.retryAfterS;
  }
}
