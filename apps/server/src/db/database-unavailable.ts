/**
 * When the database cannot serve a request for a while (restarted, failed over, its connections
 * killed, the pool unable to connect), the request is answered 503 with this Retry-After: the
 * pool drops broken connections and opens new ones, so a retry a little later succeeds.
 */
export const DATABASE_RETRY_AFTER_S = 3;

/**
 * SQLSTATEs of a database going away rather than of a bad statement: class 08 (connection
 * exception), 57P01 admin_shutdown (pg_terminate_backend), 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting up or shutting down), 53300 too_many_connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** Node's socket errors while connecting to or talking with the server. */
const SOCKET_ERRORS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** node-postgres and pg-pool report a lost or impossible connection with a plain Error. */
const CONNECTION_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "is not queryable",
];

/** Drizzle wraps a driver error in its own (`cause`); a wrapped error is looked through. */
const DRIZZLE_FAILED_QUERY = "Failed query";

const MAX_CAUSES = 5;

/**
 * Whether `error` (or what caused it) says the database is unreachable, not that a query was wrong.
 * A socket error counts only from the database: inside Drizzle's wrapper of a failed query, or
 * while connecting. A visitor who hangs up mid-upload raises the same ECONNRESET ("aborted") on
 * its own socket, and that is no database outage.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  let fromQuery = false;
  for (let depth = 0; depth <= MAX_CAUSES; depth++) {
    if (typeof current !== "object" || current === null) return false;
    const { code, message, cause, syscall } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      syscall?: unknown;
    };
    if (typeof code === "string") {
      if (code.startsWith("08") && code.length === 5) return true;
      if (UNAVAILABLE_SQLSTATES.has(code)) return true;
      const connecting = syscall === "connect" || syscall === "getaddrinfo";
      if (SOCKET_ERRORS.has(code) && (fromQuery || connecting)) return true;
    }
    if (typeof message === "string") {
      if (CONNECTION_MESSAGES.some((text) => message.includes(text))) return true;
      fromQuery ||= message.startsWith(DRIZZLE_FAILED_QUERY);
    }
    current = cause;
  }
  return false;
}
