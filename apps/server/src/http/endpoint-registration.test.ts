import { type Endpoint, endpointName } from "@frontalier/shared/contracts/endpoint";
import { allEndpoints } from "@frontalier/shared/contracts/endpoints";
import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../test/config.ts";
import { useTestDatabase } from "../../test/db.ts";
import { buildApp } from "../app.ts";

interface Registered {
  method: string;
  url: string;
  endpoint: Endpoint | undefined;
}

const registered = (app: FastifyInstance): Registered[] =>
  app.routeTable.flatMap((route: RouteOptions) =>
    (Array.isArray(route.method) ? route.method : [route.method])
      // Fastify adds a HEAD beside each GET itself.
      .filter((method) => method !== "HEAD" && method !== "OPTIONS")
      .map((method) => ({ method, url: route.url, endpoint: route.config?.endpoint })),
  );

// Decision 023: every route of the API is an endpoint object of the shared contracts, registered
// with `route`; the web calls the same objects, so a route without one has no contract.
describe("endpoint objects and the routes the server registers", () => {
  const database = useTestDatabase("pglite");
  const apps: FastifyInstance[] = [];
  let routes: Registered[] = [];

  beforeAll(async () => {
    // Everything a configuration can register: the sandbox's pages (no Stripe), Stripe's webhook
    // (with Stripe), the dev outbox and the test route (NODE_ENV=test).
    apps.push(await buildApp(testConfig(), { database: database(), logger: false }));
    apps.push(
      await buildApp(
        testConfig({
          STRIPE_SECRET_KEY: "sk_test_frontalier",
          STRIPE_WEBHOOK_SECRET: "whsec_test_frontalier",
          STRIPE_PRICE_MONTHLY: "price_monthly",
          STRIPE_PRICE_YEARLY: "price_yearly",
        }),
        { database: database(), logger: false },
      ),
    );
    routes = apps.flatMap(registered);
  });
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it("registers no /api route without an endpoint object", () => {
    const bare = routes.filter((route) => route.url.startsWith("/api/") && !route.endpoint);
    expect(bare.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it("registers each endpoint at its own method and path", () => {
    const misplaced = routes.filter(
      (route) =>
        route.endpoint &&
        (route.endpoint.method !== route.method || route.endpoint.path !== route.url),
    );
    expect(misplaced.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it("registers every endpoint object of the contracts", () => {
    const served = new Set(routes.map((route) => route.endpoint));
    const never = allEndpoints.filter((endpoint) => !served.has(endpoint));
    expect(never.map(endpointName)).toEqual([]);
    expect(allEndpoints.length).toBeGreaterThanOrEqual(72);
  });
});
