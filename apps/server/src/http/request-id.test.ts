import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app.ts";
import { useTestDatabase } from "../../test/db.ts";

describe("request id", () => {
  const database = useTestDatabase("pglite");
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });

  it("keeps a sane incoming id", async () => {
    const response = await get("/api/health", { "x-request-id": "edge-42_abc" });
    expect(response.headers["x-request-id"]).toBe("edge-42_abc");
  });

  it.each([
    ["too long", "a".repeat(65)],
    ["with spaces", "a b"],
    ["with a newline escape", "a%0Ab"],
    ["with a quote", 'a"b'],
  ])("replaces an incoming id %s", async (_, id) => {
    const response = await get("/api/health", { "x-request-id": id });
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("gives each request its own id, also in error bodies", async () => {
    const first = await get("/api/nope");
    const second = await get("/api/nope");
    expect(first.headers["x-request-id"]).not.toBe(second.headers["x-request-id"]);
    expect(first.json().error.requestId).toBe(first.headers["x-request-id"]);
  });
});
