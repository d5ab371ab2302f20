import { connect } from "node:net";
import { setTimeout } from "node:timers/promises";
import { defaultPicklist } from "@frontalier/shared/default-picklist";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../test/config.ts";
import { useTestDatabase } from "../../test/db.ts";
import { buildApp } from "../app.ts";
import { seedReferenceData } from "../catalogue/reference/seed-reference-data.ts";
import {
  type FakeRetailer,
  fakeArticleExists,
  fakeIsCombination,
  fakeSoldIn,
  startFakeRetailer,
} from "../fake-retailer/index.ts";
import { createRetailerClient } from "../retailer/index.ts";
import { DEFAULT_REQUEST_TIMEOUT_MS } from "./request-time-limits.ts";

/** Shortened for the test: the default is 30 s (measured: a stalled upload is cut after 30.1 s). */
const REQUEST_TIMEOUT_MS = 1000;
/** Longer than the request limit, so that a stream cut by it would end before its last event. */
const RETAILER_LATENCY_MS = 2500;

const code = (() => {
  for (let n = 40_000_000; ; n++) {
    const candidate = String(n).padStart(8, "0");
    if (
      fakeArticleExists(candidate) &&
      !fakeIsCombination(candidate) &&
      defaultPicklist.every((country) => fakeSoldIn(candidate, country))
    ) {
      return candidate;
    }
  }
})();

/** Sends the head of a request and `sent` bytes of the body it declares, then nothing. */
function stall(base: string, head: string, sent: Buffer) {
  const { hostname, port } = new URL(base);
  const socket = connect(Number(port), hostname);
  socket.write(head);
  socket.write(sent);
  let answer = "";
  socket.on("data", (chunk: Buffer) => {
    answer += chunk.toString("latin1");
  });
  socket.on("error", () => {});
  const started = Date.now();
  return new Promise<{ answer: string; ms: number }>((resolve) =>
    socket.on("close", () => resolve({ answer, ms: Date.now() - started })),
  );
}

describe("request time limits", () => {
  const database = useTestDatabase("pglite");
  let fake: FakeRetailer;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    await seedReferenceData(database().db);
    fake = await startFakeRetailer({ latencyMs: 20 });
    const client = createRetailerClient({ baseUrl: fake.url, searchBaseUrl: fake.url });
    app = await buildApp(
      testConfig({
        REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
        // Prices go stale at once, so that a podium asks the retailer again.
        RETAILER_TTL_HOURS: "0.0001",
      }),
      { database: database(), logger: false, retailer: { client, demo: true } },
    );
    base = await app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it("is 30 s unless configured", () => {
    expect(testConfig().requestTimeoutMs).toBe(DEFAULT_REQUEST_TIMEOUT_MS);
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBe(30_000);
  });

  it("cuts an upload that stalls after 9 MB of a declared 10 MB with a 408", async () => {
    const body = Buffer.alloc(9_000_000, 0x20);
    body.write("%PDF-1.7\n");
    const { answer, ms } = await stall(
      base,
      "POST /api/pdf-import HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/pdf\r\nContent-Length: 10000000\r\n\r\n",
      body,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // Node looks for requests past their time once a second.
    expect(ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(REQUEST_TIMEOUT_MS + 2000);
    // The upload's place is given back: the next one is read.
    const next = await fetch(`${base}/api/pdf-import`, {
      method: "POST",
      headers: { "content-type": "application/pdf" },
      body: "not a PDF",
    });
    expect(next.status).toBe(415);
  });

  it("cuts headers that never end within the same limit", async () => {
    const { answer, ms } = await stall(
      base,
      "GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ",
      Buffer.from("a"),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(REQUEST_TIMEOUT_MS + 2000);
  });

  it("leaves the podium's event stream open for as long as the retailer takes", async () => {
    // Known and priced, then stale: the podium answers at once and the stream waits for the retailer.
    await app.inject({ url: `/api/articles/${code}/podium` });
    await (await fetch(`${base}/api/articles/${code}/podium/stream`)).text();
    await setTimeout(400);
    fake.setBehaviour({ latencyMs: RETAILER_LATENCY_MS });
    const podium = await app.inject({ url: `/api/articles/${code}/podium` });
    expect(podium.json().pending.length).toBeGreaterThan(0);
    const started = Date.now();
    const stream = await (await fetch(`${base}/api/articles/${code}/podium/stream`)).text();
    expect(Date.now() - started).toBeGreaterThan(2 * REQUEST_TIMEOUT_MS);
    expect(stream.trimEnd().split("\n\n").at(-1)).toMatch(/^event: done/);
  });
});
