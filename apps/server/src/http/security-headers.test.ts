import { createHash } from "node:crypto";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app.ts";
import { useTestDatabase } from "../../test/db.ts";
import { createWebDist, INLINE_SCRIPT, type WebDist } from "../../test/web-dist.ts";

const inlineScriptHash = `'sha256-${createHash("sha256").update(INLINE_SCRIPT).digest("base64")}'`;

const directive = (csp: string, name: string) =>
  csp
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1) ?? [];

describe("security headers", () => {
  const database = useTestDatabase("pglite");
  let dist: WebDist;
  const apps: FastifyInstance[] = [];
  const appWith = async (env: Record<string, string> = {}) => {
    const app = await buildTestApp(database(), { WEB_DIST_DIR: dist.dir, ...env });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    dist = await createWebDist();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await dist.remove();
  });

  const apiRequests: [string, InjectOptions][] = [
    ["an API response", { method: "GET", url: "/api/health" }],
    ["an API 404", { method: "GET", url: "/api/nope" }],
    [
      "an API error",
      {
        method: "POST",
        url: "/api/nope",
        headers: { "content-type": "application/json" },
        payload: "{",
      },
    ],
  ];
  const documentRequests: [string, InjectOptions][] = [
    ["a static file", { method: "GET", url: "/assets/app-abc123.js" }],
    [
      "a precompressed static file",
      { method: "GET", url: "/assets/app-abc123.js", headers: { "accept-encoding": "br" } },
    ],
    ["a page", { method: "GET", url: "/podium/802.758.87" }],
    ["a page 404", { method: "GET", url: "/no-such-page" }],
    ["a malformed URL", { method: "GET", url: "/%E0%A4%A" }],
  ];
  const everyResponse = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
  };

  it.each(documentRequests)("are on %s", async (_, request) => {
    const app = await appWith();
    const response = await app.inject(request);
    expect(response.headers).toMatchObject({
      ...everyResponse,
      "cross-origin-opener-policy": "same-origin-allow-popups",
      "permissions-policy": "camera=(self), geolocation=(self), microphone=(), payment=(self)",
    });
    expect(response.headers["content-security-policy"]).toMatch(/^default-src 'self'; /);
    expect(response.headers["x-request-id"]).toBeTruthy();
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it.each(apiRequests)("are on %s, with a policy that forbids everything", async (_, request) => {
    const app = await appWith();
    const response = await app.inject(request);
    expect(response.headers).toMatchObject({
      ...everyResponse,
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    });
    // What only a rendered page uses stays off the API's answers.
    expect(response.headers["permissions-policy"]).toBeUndefined();
    expect(response.headers["cross-origin-opener-policy"]).toBeUndefined();
    expect(response.headers["x-request-id"]).toBeTruthy();
  });

  it("allow no inline script but the hashed ones of index.html", async () => {
    const app = await appWith();
    const csp = String((await app.inject({ url: "/" })).headers["content-security-policy"]);
    const scriptSrc = directive(csp, "script-src");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).toEqual(["'self'", "'wasm-unsafe-eval'", inlineScriptHash]);
    expect(directive(csp, "style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(csp, "object-src")).toEqual(["'none'"]);
    expect(directive(csp, "frame-ancestors")).toEqual(["'none'"]);
  });

  it("allow the analytics origin when configured", async () => {
    const app = await appWith({ ANALYTICS_SCRIPT_URL: "https://stats.example.com/js/script.js" });
    const csp = String((await app.inject({ url: "/" })).headers["content-security-policy"]);
    expect(directive(csp, "script-src")).toContain("https://stats.example.com");
    expect(directive(csp, "connect-src")).toEqual(["'self'", "https://stats.example.com"]);
  });

  it("add HSTS behind a trusted proxy that says HTTPS", async () => {
    const app = await appWith({ TRUST_PROXY: "true" });
    const https = await app.inject({
      url: "/api/health",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(https.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const http = await app.inject({ url: "/api/health", headers: { "x-forwarded-proto": "http" } });
    expect(http.headers["strict-transport-security"]).toBeUndefined();
  });

  it("ignore X-Forwarded-Proto unless the proxy is trusted", async () => {
    const app = await appWith({ TRUST_PROXY: "false" });
    const response = await app.inject({
      url: "/",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });
});
