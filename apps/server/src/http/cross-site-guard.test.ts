import { type AddressInfo, connect } from "node:net";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoutes } from "../../test/api-routes.ts";
import { testConfig } from "../../test/config.ts";
import { CookieClient } from "../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../test/db.ts";
import { buildApp } from "../app.ts";
import { baskets } from "../db/schema.ts";
import { createMailer } from "../mail/mailer.ts";

const EVIL = "https://evil.example";

/** What a browser says about a request that another site's page made. */
const FROM_ANOTHER_SITE: Record<string, string>[] = [
  { origin: EVIL },
  { "sec-fetch-site": "cross-site" },
];

/**
 * The request targets a browser can be made to send for `/api/<rest>`: percent-encoded letters
 * (lower and upper case hex), an encoded slash, double encoding, letter case, and the absolute
 * form. Some reach the route (the router decodes), some do not; none may pass the guard.
 */
function hostileTargets(path: string): string[] {
  const rest = path.slice("/api/".length);
  const first = rest.charCodeAt(0).toString(16);
  return [
    path,
    `/%61pi/${rest}`,
    `/%61%70%69/${rest}`,
    `/ap%69/${rest}`,
    `/api/%${first.toUpperCase()}${rest.slice(1)}`,
    `/%61P%49/${rest}`,
    `/API/${rest}`,
    `/api%2F${rest}`,
    `/api%2f${rest}`,
    `/%2561pi/${rest}`,
    `/%252561pi/${rest}`,
    `//api/${rest}`,
    `http://evil.example/api/${rest}`,
    `http://evil.example/%61pi/${rest}`,
    `https://evil.example:8443/api/${rest}`,
  ];
}

interface RawAnswer {
  status: number;
  body: string;
}

/** One request over a real socket, so that the target reaches Node exactly as written. */
function rawRequest(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string>,
  body = "{}",
): Promise<RawAnswer> {
  const head = [
    `${method} ${target} HTTP/1.1`,
    `host: 127.0.0.1:${port}`,
    "connection: close",
    "content-type: application/json",
    `content-length: ${Buffer.byteLength(body)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ].join("\r\n");
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(`${head}\r\n\r\n${body}`));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf("\r\n\r\n") + 4) });
    });
  });
}

describe.each(testDatabases())("the cross-site guard, whatever the request target (%s)", (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = await buildApp(testConfig(), {
      database: database(),
      logger: false,
      mailer: createMailer({ from: "test@frontalier.test" }),
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it("refuses every state-changing API route from another site, in every encoded form", async () => {
    const routes = apiRoutes(app).filter((route) => route.method !== "GET");
    expect(routes.length).toBeGreaterThan(20);
    const passed: string[] = [];
    for (const route of routes) {
      const path = route.url.replace(/:\w+/g, "1");
      for (const target of hostileTargets(path)) {
        for (const headers of FROM_ANOTHER_SITE) {
          const answer = await rawRequest(port, route.method, target, headers);
          if (answer.status !== 403 || !answer.body.includes('"cross_site_request"')) {
            passed.push(`${route.method} ${target} ${Object.keys(headers)[0]} → ${answer.status}`);
          }
        }
      }
    }
    expect(passed).toEqual([]);
  });

  it("does not share a victim's basket through /%61pi/…/share, nor sign them out", async () => {
    const victim = new CookieClient(app, "203.0.113.150");
    const { iBasket } = (await victim.get("/api/_auth/session")).json().profile;
    const cookie = { cookie: victim.cookieHeader(), origin: EVIL };
    for (const target of hostileTargets(`/api/baskets/${iBasket}/share`)) {
      expect((await rawRequest(port, "POST", target, cookie)).status, target).toBe(403);
    }
    const [basket] = await database()
      .db.select({ shareToken: baskets.shareToken })
      .from(baskets)
      .where(eq(baskets.id, iBasket));
    expect(basket?.shareToken).toBeNull();
    for (const target of hostileTargets("/api/logout")) {
      expect((await rawRequest(port, "POST", target, cookie)).status, target).toBe(403);
    }
    expect((await victim.get("/api/_auth/session")).json().profile.iBasket).toBe(iBasket);
  });

  it("still lets this site's own pages through, encoded or not", async () => {
    const client = new CookieClient(app, "203.0.113.151");
    const { iBasket } = (await client.get("/api/_auth/session")).json().profile;
    const own = { cookie: client.cookieHeader(), origin: `http://127.0.0.1:${port}` };
    const shared = await rawRequest(port, "POST", `/%61pi/baskets/${iBasket}/share`, own);
    expect(shared.status).toBe(200);
    expect(JSON.parse(shared.body)).toMatchObject({ token: expect.any(String) });
    const sameOrigin = { ...own, "sec-fetch-site": "same-origin" };
    expect((await rawRequest(port, "POST", "/api/logout", sameOrigin)).status).toBe(204);
  });
});
