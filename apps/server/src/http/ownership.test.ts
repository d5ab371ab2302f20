import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoutes } from "../../test/api-routes.ts";
import { testConfig } from "../../test/config.ts";
import { CookieClient } from "../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../test/db.ts";
import { buildApp } from "../app.ts";
import { spreadAlerts } from "../db/schema.ts";
import { createMailer } from "../mail/mailer.ts";
import { type OwnedId, publicParams } from "./owned-ids.ts";

const A_EMAIL = "owner-a@example.test";
const A_MARKER_LIST = "FR,IS,LV,CY";

const pathParams = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? "");

describe.each(testDatabases())("every id a route takes must be the requester's (%s)", (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  const mailer = createMailer({ from: "test@frontalier.test" });
  const owner = { iProfile: 0, iBasket: 0, spreadAlert: 0 };

  beforeAll(async () => {
    app = await buildApp(testConfig(), { database: database(), logger: false, mailer });
    const a = new CookieClient(app, "198.51.100.1");
    await a.get("/api/_auth/session");
    await a.post("/api/user-signup", {
      email: A_EMAIL,
      password: "a long enough passphrase",
      sPrenom: "Alice",
    });
    const token = /token=([\w-]+)/.exec(mailer.outbox().at(-1)?.text ?? "")?.[1];
    expect((await a.post("/api/auth/verify-email", { token })).statusCode).toBe(200);
    const session = (await a.get("/api/_auth/session")).json();
    owner.iProfile = session.profile.iProfile;
    owner.iBasket = session.profile.iBasket;
    const saved = await a.post(`/api/update-payList-to-basket?iBasket=${owner.iBasket}`, {
      sPaysListe: A_MARKER_LIST,
    });
    expect(saved.statusCode).toBe(200);
    // A spread alert of A's (saving one needs premium, which the ownership checks do not).
    const [alert] = await app.db
      .insert(spreadAlerts)
      .values({
        profileId: owner.iProfile,
        basketId: owner.iBasket,
        percent: 20,
        stopToken: "ownership-test-spread-alert",
      })
      .returning({ id: spreadAlerts.id });
    owner.spreadAlert = alert?.id ?? 0;
  });
  afterAll(() => app.close());

  /** A fresh guest with a profile and basket of its own: the other shopper. */
  async function stranger() {
    const client = new CookieClient(app, "198.51.100.2");
    await client.get("/api/_auth/session");
    return client;
  }

  const idOf = (owned: OwnedId) =>
    owned.kind === "profile"
      ? owner.iProfile
      : owned.kind === "spreadAlert"
        ? owner.spreadAlert
        : owner.iBasket;

  function requestFor(route: { url: string; config: { ownedIds?: readonly OwnedId[] } }) {
    let url = route.url;
    const query = new URLSearchParams();
    const body: Record<string, unknown> = {};
    for (const owned of route.config.ownedIds ?? []) {
      const id = String(idOf(owned));
      if (owned.in === "params") url = url.replace(`:${owned.name}`, id);
      else if (owned.in === "query") query.set(owned.name, id);
      else body[owned.name] = Number(id);
    }
    url = url.replace(/:(\w+)/g, "80275887");
    return { url: query.size ? `${url}?${query}` : url, body };
  }

  const leaks = (payload: string) => payload.includes(A_EMAIL) || payload.includes(A_MARKER_LIST);

  it("finds the routes that take ids, and each says whose they are", () => {
    const routes = apiRoutes(app);
    expect(routes.length).toBeGreaterThan(15);
    const undeclared = routes.filter(
      (route) =>
        pathParams(route.url).some((name) => !publicParams.has(name)) &&
        !route.config.ownedIds &&
        !route.config.publicIds,
    );
    expect(undeclared.map((route) => `${route.method} ${route.url}`)).toEqual([]);
    expect(routes.filter((route) => route.config.ownedIds).length).toBeGreaterThanOrEqual(6);
  });

  it("answers 404 to another profile's ids, without a trace of their data, on every such route", async () => {
    for (const route of apiRoutes(app).filter((r) => r.config.ownedIds)) {
      const { url, body } = requestFor(route);
      const response = await (await stranger()).request(
        route.method,
        url,
        route.method === "GET" ? undefined : body,
      );
      const label = `${route.method} ${url}`;
      expect([403, 404], label).toContain(response.statusCode);
      expect(leaks(response.body), label).toBe(false);
    }
  });

  it("lets the owner reach the same routes with the same ids (the refusal above is the ownership check)", async () => {
    const a = new CookieClient(app, "198.51.100.1");
    await a.post("/api/auth/login", { email: A_EMAIL, password: "a long enough passphrase" });
    for (const route of apiRoutes(app).filter((r) => r.config.ownedIds)) {
      const { url, body } = requestFor(route);
      const response = await a.request(
        route.method,
        url,
        route.method === "GET" ? undefined : body,
      );
      expect(response.statusCode, `${route.method} ${url}`).not.toBe(404);
    }
  });

  it("never shows one profile's data to another, whatever ids it is sent", async () => {
    const ids = { iProfile: owner.iProfile, iBasket: owner.iBasket, id: owner.iProfile };
    const query = new URLSearchParams(
      Object.entries(ids).map(([k, v]): [string, string] => [k, String(v)]),
    );
    for (const route of apiRoutes(app)) {
      if (route.method === "GET" && pathParams(route.url).length > 0) continue;
      const { url } = requestFor(route);
      const response = await (await stranger()).request(
        route.method,
        `${url}${url.includes("?") ? "&" : "?"}${query}`,
        route.method === "GET" ? undefined : ids,
      );
      expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
      expect(leaks(response.body), `${route.method} ${route.url}`).toBe(false);
    }
  });
});
