import { createHash } from "node:crypto";
import { allEndpoints } from "@frontalier/shared/contracts/endpoints";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoutes } from "../../../../test/api-routes.ts";
import { buildTestApp } from "../../../../test/app.ts";
import { createTestDatabase, type TestDatabase } from "../../../../test/db.ts";

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase("pglite");
  app = await buildTestApp(database.database);
});

afterAll(async () => {
  await app.close();
  await database.destroy();
});

const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

describe("GET /api/openapi.json", () => {
  it("describes every route the app registers, and only the endpoint objects", async () => {
    const response = await app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const document = response.json();
    expect(document.openapi).toBe("3.1.0");
    const described = Object.entries(document.paths as Record<string, object>)
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    // Every API route, and every other route registered from an endpoint object (probes, flags).
    const registered = [
      ...apiRoutes(app).map((route) => `${route.method} ${openApiPath(route.url)}`),
      ...app.routeTable
        .filter(
          (route) =>
            route.config?.endpoint && !route.url.startsWith("/api/") && route.method !== "HEAD",
        )
        .map((route) => `${route.method} ${openApiPath(route.url)}`),
    ];
    expect(registered.filter((route) => !described.includes(route))).toEqual([]);
    // Nothing else: exactly the endpoint objects (the Stripe webhook is registered only with Stripe).
    expect(described).toEqual(
      allEndpoints.map((endpoint) => `${endpoint.method} ${openApiPath(endpoint.path)}`).sort(),
    );
  });

  it("names each path parameter, gives each operation a unique id and its errors", async () => {
    const document = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const ids = new Set<string>();
    for (const [path, methods] of Object.entries(
      document.paths as Record<string, Record<string, Record<string, unknown>>>,
    )) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const operation of Object.values(methods)) {
        const parameters = operation.parameters as { name: string; in: string }[];
        expect(
          parameters.filter((p) => p.in === "path").map((p) => p.name),
          path,
        ).toEqual(inPath);
        expect(ids.has(operation.operationId as string), operation.operationId as string).toBe(
          false,
        );
        ids.add(operation.operationId as string);
        expect(operation.responses).toHaveProperty("4XX");
      }
    }
    // A body and an answer as JSON Schema, from the same objects the server checks input with.
    const bulk = document.paths["/api/wishlist/items/bulk"].post;
    expect(bulk.requestBody.content["application/json"].schema.type).toBe("object");
    const comparison = document.paths["/api/wishlist/comparison"].get;
    expect(
      comparison.responses["200"].content["application/json"].schema.properties,
    ).toHaveProperty("priceCountries");
    expect(comparison.parameters.map((p: { name: string }) => p.name)).toContain("k");
  });
});

describe("GET /api/docs", () => {
  it("is a page listing every endpoint, with no script and its style allowed by hash only", async () => {
    const response = await app.inject({ method: "GET", url: "/api/docs" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).not.toMatch(/<script/i);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    const hash = createHash("sha256").update(style).digest("base64");
    expect(response.headers["content-security-policy"]).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; frame-ancestors 'none'`,
    );
    for (const route of apiRoutes(app)) {
      expect(html, route.url).toContain(`<code>${openApiPath(route.url)}</code>`);
    }
  });
});
