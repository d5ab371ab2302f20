import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app.ts";
import { CookieClient } from "../../../test/cookie-client.ts";
import { createTestDatabase, type TestDatabase } from "../../../test/db.ts";
import { encryptedPdf, notPdf } from "../../pdf-import/fixtures/malformed-pdfs.ts";
import { sampleItems, sampleLayouts } from "../../pdf-import/fixtures/sample-pdfs.ts";

const TOKEN = "metrics-token-for-tests-0123456789";

describe("GET /metrics", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let quiet: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    app = await buildTestApp(database.database, { METRICS_TOKEN: TOKEN });
    quiet = await buildTestApp(database.database);
  });
  afterAll(async () => {
    await app.close();
    await quiet.close();
    await database.destroy();
  });

  const scrape = (token = TOKEN, target = app) =>
    target.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${token}` },
    });

  it("is not there without METRICS_TOKEN, and needs the token when it is", async () => {
    expect((await scrape(TOKEN, quiet)).statusCode).toBe(404);
    const wrong = await scrape("not-the-token-at-all-0123456789");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers["www-authenticate"]).toMatch(/^Bearer/);
    expect((await app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(401);
  });

  it("counts requests by route pattern and status, with their latency", async () => {
    await app.inject({ method: "GET", url: "/api/health" });
    await app.inject({ method: "GET", url: "/api/articles/99999999/podium" });
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toMatch(
      /frontalier_http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/,
    );
    // The pattern, never the code: one series for every article.
    expect(text).toContain('route="/api/articles/:code/podium"');
    expect(text).not.toMatch(/route="[^"]*99999999/);
    expect(text).toMatch(
      /frontalier_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health"\}/,
    );
    expect(text).toMatch(/frontalier_offer_index_articles \d+/);
    expect(text).toMatch(/frontalier_process_cpu_seconds_total/);
  });

  it("counts the rate limits' refusals by rule", async () => {
    const client = new CookieClient(app, "203.0.113.55");
    for (let i = 0; i < 12; i++) {
      await client.post("/api/auth/login", {
        email: "nobody@example.com",
        password: "wrong-password-1",
      });
    }
    const text = (await scrape()).body;
    expect(text).toMatch(/frontalier_rate_limit_refusals_total\{rule="[\w-]+"\} [1-9]/);
    expect(text).toMatch(
      /frontalier_http_requests_total\{method="POST",route="[^"]+",status="429"\}/,
    );
  });

  it("counts PDF reads by kind and outcome, with their time", async () => {
    const upload = async (bytes: Uint8Array) =>
      (
        await app.inject({
          method: "POST",
          url: "/api/pdf-import",
          remoteAddress: "203.0.113.80",
          headers: { "content-type": "application/pdf" },
          payload: Buffer.from(bytes),
        })
      ).statusCode;
    expect(
      await upload(await sampleLayouts["retailer-list"]({ language: "fr", items: sampleItems(2) })),
    ).toBe(200);
    expect(await upload(encryptedPdf())).toBe(422);
    // Not a PDF: refused before any child reads it, so not a parse.
    expect(await upload(notPdf())).toBe(415);
    const text = (await scrape()).body;
    expect(text).toContain('frontalier_pdf_parses_total{kind="pdf",outcome="ok"} 1');
    expect(text).toContain('frontalier_pdf_parses_total{kind="pdf",outcome="pdf_encrypted"} 1');
    expect(text).toContain('frontalier_pdf_parse_duration_seconds_count{kind="pdf"} 2');
    const sum = /frontalier_pdf_parse_duration_seconds_sum\{kind="pdf"\} ([\d.e-]+)/.exec(text);
    expect(Number(sum?.[1])).toBeGreaterThan(0);
    expect(text).not.toContain('kind="ocr"');
  }, 60_000);
});
