import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MISSING_WEB_DIST } from "../../../../test/config.ts";
import { useTestDatabase } from "../../../../test/db.ts";
import { buildApp } from "../../../app.ts";
import { loadConfig } from "../../../config/load-config.ts";
import { createMailer } from "../../../mail/mailer.ts";

/** What a reverse proxy on this machine adds; each alone must close the outbox. */
const PROXY_HEADERS: Record<string, string>[] = [
  { forwarded: "for=203.0.113.5;proto=https" },
  { "x-forwarded-for": "203.0.113.5" },
  { "x-forwarded-host": "frontalier.example" },
  { "x-forwarded-proto": "https" },
  { "x-real-ip": "203.0.113.5" },
  { via: "1.1 nginx" },
  { "X-Forwarded-For": "127.0.0.1" },
];

// The outbox reads no table: one database kind is enough.
describe("the development outbox", () => {
  const database = useTestDatabase("pglite");
  const mailer = createMailer({ from: "test@frontalier.test" });
  const apps: FastifyInstance[] = [];
  let app: FastifyInstance;

  /** NODE_ENV left unset, as with `npm start`: it defaults to development. */
  const start = async (env: Record<string, string> = {}) => {
    const config = loadConfig({ DATA_DIR: "memory://", WEB_DIST_DIR: MISSING_WEB_DIST, ...env });
    const started = await buildApp(config, { database: database(), logger: false, mailer });
    apps.push(started);
    return started;
  };

  const outbox = (
    target: FastifyInstance,
    headers: Record<string, string> = {},
    ip = "127.0.0.1",
  ) => target.inject({ method: "GET", url: "/api/dev/outbox", remoteAddress: ip, headers });

  beforeAll(async () => {
    app = await start();
    expect(loadConfig({}).nodeEnv).toBe("development");
    await mailer.send({ to: "someone@example.test", subject: "Reset", text: "a reset link" });
  });
  afterAll(async () => {
    for (const started of apps) await started.close();
  });

  it("shows the mails to a request made on this machine, straight to the socket", async () => {
    for (const ip of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const response = await outbox(app, {}, ip);
      expect(response.statusCode, ip).toBe(200);
      expect(response.json().mails[0]).toMatchObject({ to: "someone@example.test" });
    }
  });

  it("answers like an unknown route to anything that came through a proxy", async () => {
    const unknown = await app.inject({
      method: "GET",
      url: "/api/dev/nothing-here",
      remoteAddress: "127.0.0.1",
    });
    expect(unknown.statusCode).toBe(404);
    for (const headers of PROXY_HEADERS) {
      const response = await outbox(app, headers);
      const label = Object.keys(headers)[0];
      expect(response.statusCode, label).toBe(404);
      expect(response.json().error, label).toMatchObject({
        code: unknown.json().error.code,
        message: unknown.json().error.message,
      });
      expect(response.body, label).not.toContain("someone@example.test");
    }
  });

  it("answers 404 to another machine, behind any TRUST_PROXY, and in production", async () => {
    expect((await outbox(app, {}, "203.0.113.5")).statusCode).toBe(404);
    const proxied = await start({ TRUST_PROXY: "1" });
    expect((await outbox(proxied)).statusCode).toBe(404);
    const production = await start({ NODE_ENV: "production" });
    expect((await outbox(production)).statusCode).toBe(404);
  });
});
