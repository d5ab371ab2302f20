import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { appConfigSchema } from "@frontalier/shared/contracts/app-config";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app.ts";
import { useTestDatabase } from "../../test/db.ts";
import { ASSET_JS, createWebDist, SERVICE_WORKER_JS, type WebDist } from "../../test/web-dist.ts";

describe("web app", () => {
  const database = useTestDatabase("pglite");
  let dist: WebDist;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = await createWebDist();
    app = await buildTestApp(database(), {
      WEB_DIST_DIR: dist.dir,
      BRAND_NAME: "Frontalier </script><script>alert(1)</script>",
      ANALYTICS_SCRIPT_URL: "https://stats.example.com/script.js",
      ANALYTICS_ID: "site-1",
      DATABASE_URL: "",
    });
  });
  afterAll(async () => {
    await app.close();
    await dist.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });

  it("serves hashed assets as immutable", async () => {
    const response = await get("/assets/app-abc123.js");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toBe("accept-encoding");
    expect(response.body).toBe(ASSET_JS);
  });

  it("serves the brotli sibling to a client that accepts it", async () => {
    const response = await get("/assets/app-abc123.js", { "accept-encoding": "gzip, br" });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toBe("accept-encoding");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ASSET_JS);
  });

  it("serves the gzip sibling to a client without brotli", async () => {
    const response = await get("/assets/app-abc123.js", { "accept-encoding": "gzip" });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.rawPayload).toString()).toBe(ASSET_JS);
  });

  it("compresses on the fly a file without precompressed siblings", async () => {
    const response = await get("/assets/chunk-def456.js", { "accept-encoding": "br" });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toBe("accept-encoding");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ASSET_JS);
  });

  it("has build manifests and other unhashed files revalidated", async () => {
    const manifest = await get("/builds/latest.json");
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers["cache-control"]).toBe("no-cache");
    expect(manifest.json()).toEqual({ id: "2024-01-01-abc" });
    expect((await get("/robots.txt")).headers["cache-control"]).toBe("no-cache");
  });

  it("serves the web app manifest as such, revalidated (decision 041)", async () => {
    const response = await get("/manifest.webmanifest");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.json()).toMatchObject({ name: "Frontalier", start_url: "/" });
  });

  it("serves the service worker revalidated on every update check, for the whole origin", async () => {
    const response = await get("/sw.js");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["service-worker-allowed"]).toBe("/");
    expect(response.body).toBe(SERVICE_WORKER_JS);
  });

  it.each(["/", "/podium/802.758.87", "/PODIUM/80275887", "/faq?from=footer", "/index.html"])(
    "answers the app route %s with index.html",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-cache, no-store, must-revalidate");
      expect(response.body).toContain('<div id="root">');
    },
  );

  it.each(["/no-such-page", "/podium/abc", "/assets/missing-123.js", "/profil/update/0"])(
    "answers %s with index.html and 404, for the app to render its not-found page",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(response.body).toContain('<div id="root">');
    },
  );

  describe("a first visitor, with no session and no guest profile (issue 18)", () => {
    const meta = '<meta name="first-visit" content="choose-country">';
    const browser =
      "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36";

    it.each(["/", "/podium/802.758.87", "/faq"])(
      "is marked on %s as sent to /select-country",
      async (url) => {
        const response = await get(url, { "user-agent": browser });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain(meta);
      },
    );

    it.each([
      ["with a guest profile", { cookie: "GuestProfile=abc", "user-agent": browser }],
      ["with a session", { cookie: "session=abc", "user-agent": browser }],
      ["a crawler", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" }],
    ])("is not marked %s", async (_, headers) => {
      expect((await get("/", headers)).body).not.toContain('name="first-visit"');
    });

    it.each(["/select-country", "/wishlist/shared/abcdefghijklmnop", "/no-such-page"])(
      "is not marked on %s, which a guest sees without choosing",
      async (url) => {
        expect((await get(url, { "user-agent": browser })).body).not.toContain(
          'name="first-visit"',
        );
      },
    );
  });

  it("keeps test pages, and only them, out of search engines", async () => {
    expect((await get("/testui")).headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect((await get("/faq")).headers["x-robots-tag"]).toBeUndefined();
  });

  it("answers HEAD like GET, without a body", async () => {
    const response = await app.inject({ method: "HEAD", url: "/podium/802.758.87" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
  });

  it("never serves the raw index.html or its stale compressed copies", async () => {
    for (const url of ["/index.html", "/index.html.br", "/index.html.gz"]) {
      const response = await get(url, { "accept-encoding": "br" });
      expect(response.body).not.toContain("<!--app-config-->");
    }
  });

  it("embeds the public configuration, escaped, in place of the placeholder", async () => {
    const html = (await get("/")).body;
    expect(html).not.toContain("<!--app-config-->");
    const match = /<script type="application\/json" id="app-config">(.*?)<\/script>/s.exec(html);
    expect(match).not.toBeNull();
    const json = match?.[1] ?? "";
    expect(json).not.toContain("<");
    expect(json).toContain("\\u003c/script\\u003e");
    expect(appConfigSchema.strict().parse(JSON.parse(json))).toEqual({
      brandName: "Frontalier </script><script>alert(1)</script>",
      contactEmail: "contact@frontalier.eu",
      supervisoryAuthority: null,
      social: {
        facebook: "https://www.facebook.com/frontalier",
        instagram: "https://www.instagram.com/frontalier",
        pinterest: "https://www.pinterest.com/frontalier",
        youtube: "https://www.youtube.com/@frontalier",
      },
      analytics: { scriptUrl: "https://stats.example.com/script.js", id: "site-1" },
      retention: { guestDays: 180, sessionDays: 30 },
      storeStock: false,
      payments: "sandbox",
      rateRefresh: "off",
    });
  });

  it("compresses the page when the client accepts it", async () => {
    const response = await get("/faq", { "accept-encoding": "br" });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toBe("accept-encoding");
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('id="root"');
  });

  it("still answers API routes as JSON", async () => {
    const health = await get("/api/health");
    expect(health.statusCode).toBe(200);
    const missing = await get("/api/missing");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-type"]).toMatch(/^application\/json/);
  });
});
