import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { testConfig } from "../../test/config.ts";
import { useTestDatabase } from "../../test/db.ts";
import { buildApp } from "../app.ts";

describe("error logs", () => {
  const database = useTestDatabase("pglite");

  it("logs an unexpected error with its stack and the request id", async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = await buildApp(testConfig(), {
      database: database(),
      logger: { level: "info", stream },
    });
    app.get("/api/test/crash", async () => {
      throw new Error("kaboom");
    });
    const response = await app.inject({
      method: "GET",
      url: "/api/test/crash",
      headers: { "x-request-id": "trace-me" },
    });
    await app.close();
    expect(response.statusCode).toBe(500);
    const logged = lines.find((line) => line.level === 50);
    expect(logged).toMatchObject({
      requestId: "trace-me",
      err: { message: "kaboom", stack: expect.stringContaining("error-log.test.ts") },
    });
  });
});
