import { describe, expect, it } from "vitest";
import { DATABASE_RETRY_AFTER_S } from "../db/database-unavailable.ts";
import { toAppError } from "./to-app-error.ts";

/** An error as node-postgres reports a server's ErrorResponse: its SQLSTATE in `code`. */
const pgError = (code: string, message = "error") => Object.assign(new Error(message), { code });

/** Drizzle wraps the driver's error in its own, with the original as `cause`. */
const wrapped = (cause: unknown) => new Error("Failed query: select 1", { cause });

describe("toAppError and the database going away", () => {
  it.each([
    [
      "pg_terminate_backend (57P01)",
      pgError("57P01", "terminating connection due to administrator command"),
    ],
    ["a crash of another backend (57P02)", pgError("57P02")],
    [
      "a server starting or stopping (57P03)",
      pgError("57P03", "the database system is starting up"),
    ],
    ["too many connections (53300)", pgError("53300")],
    ["a connection exception (08006)", pgError("08006")],
    [
      "a refused connection",
      Object.assign(pgError("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432"), {
        syscall: "connect",
      }),
    ],
    ["a reset connection during a query", wrapped(pgError("ECONNRESET", "read ECONNRESET"))],
    ["a connection lost mid-query", new Error("Connection terminated unexpectedly")],
    ["a pool that cannot connect in time", new Error("timeout exceeded when trying to connect")],
    ["a connect timeout", new Error("Connection terminated due to connection timeout")],
    [
      "a client already broken",
      new Error("Client has encountered a connection error and is not queryable"),
    ],
    ["any of these wrapped by Drizzle", wrapped(pgError("57P01"))],
  ])("answers %s with 503 service_unavailable and Retry-After", (_, error) => {
    const appError = toAppError(error);
    expect(appError.code).toBe("service_unavailable");
    expect(appError.status).toBe(503);
    expect(appError.retryAfterS).toBe(DATABASE_RETRY_AFTER_S);
  });

  it.each([
    ["a unique violation (23505)", wrapped(pgError("23505"))],
    ["a syntax error (42601)", pgError("42601")],
    ["a query cancelled by its timeout (57014)", pgError("57014")],
    ["a plain bug", new TypeError("x is undefined")],
    // Node's error when the visitor hangs up while sending a body: not the database.
    ["a visitor hanging up mid-request", pgError("ECONNRESET", "aborted")],
    ["a retailer's reset socket", pgError("ECONNRESET", "read ECONNRESET")],
  ])("keeps %s a 500 internal, without Retry-After", (_, error) => {
    const appError = toAppError(error);
    expect(appError.code).toBe("internal");
    expect(appError.retryAfterS).toBeUndefined();
  });

  it("does not loop on an error that is its own cause", () => {
    const looped = new Error("odd");
    Object.assign(looped, { cause: looped });
    expect(toAppError(looped).code).toBe("internal");
  });
});
