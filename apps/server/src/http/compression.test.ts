import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app.ts";
import { useTestDatabase } from "../../test/db.ts";
import { SYNC_COMPRESS_MAX_BYTES } from "./compress-answers.ts";

const bigBody = { items: Array.from({ length: 100 }, (_, i) => ({ code: `8024567${i}`, n: i })) };
// Past the synchronous limit: @fastify/compress streams it instead.
const hugeBody = {
  items: Array.from({ length: 4000 }, (_, i) => ({ code: `${10_000_000 + i}`, n: i * 7919 })),
};
const csv = `code;price\n${Array.from({ length: 200 }, (_, i) => `${10_000_000 + i};${i}`).join("\n")}`;
const png = Buffer.alloc(4096, 7);

describe("API response compression", () => {
  const database = useTestDatabase("pglite");
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database());
    app.get("/api/test/big", async () => bigBody);
    app.get("/api/test/small", async () => ({ ok: true }));
    app.get("/api/test/huge", async () => hugeBody);
    app.get("/api/test/csv", async (_request, reply) =>
      reply.type("text/csv; charset=utf-8").header("vary", "accept-language").send(csv),
    );
    app.get("/api/test/png", async (_request, reply) => reply.type("image/png").send(png));
  });
  afterAll(() => app.close());

  it("compresses JSON over 1 KB with the best encoding the client accepts", async () => {
    const br = await app.inject({
      url: "/api/test/big",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("accept-encoding");
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(bigBody);

    const gzip = await app.inject({ url: "/api/test/big", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(bigBody);
  });

  it("sends whole answers with their compressed length", async () => {
    const response = await app.inject({
      url: "/api/test/big",
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(bigBody).length / 2);
  });

  it("follows the client's preferences, refusals included", async () => {
    const cases: [string, string | undefined][] = [
      ["br;q=0, gzip", "gzip"],
      ["gzip;q=1, br;q=0.5", "gzip"],
      ["x-gzip", "gzip"],
      ["identity", undefined],
      ["br;q=0, gzip;q=0", undefined],
      // Not worth a synchronous path: @fastify/compress streams it.
      ["deflate", "deflate"],
    ];
    for (const [accept, expected] of cases) {
      const response = await app.inject({
        url: "/api/test/big",
        headers: { "accept-encoding": accept },
      });
      expect(response.headers["content-encoding"], accept).toBe(expected);
      const decode = { gzip: gunzipSync, deflate: inflateSync }[expected ?? ""];
      const body = decode ? decode(response.rawPayload) : response.rawPayload;
      expect(JSON.parse(body.toString()), accept).toEqual(bigBody);
    }
  });

  it("streams answers past the synchronous limit", async () => {
    expect(JSON.stringify(hugeBody).length).toBeGreaterThan(SYNC_COMPRESS_MAX_BYTES);
    const response = await app.inject({
      url: "/api/test/huge",
      headers: { "accept-encoding": "br" },
    });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-length"]).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(hugeBody);
  });

  it("compresses text types, keeps a route's own Vary, and leaves images alone", async () => {
    const text = await app.inject({ url: "/api/test/csv", headers: { "accept-encoding": "gzip" } });
    expect(text.headers["content-encoding"]).toBe("gzip");
    expect(text.headers.vary).toBe("accept-language, accept-encoding");
    expect(gunzipSync(text.rawPayload).toString()).toBe(csv);

    const image = await app.inject({ url: "/api/test/png", headers: { "accept-encoding": "br" } });
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.rawPayload.equals(png)).toBe(true);
  });

  it("refuses a compressed request body with a clear 400, never inflating it", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      payload: gzipSync(JSON.stringify({ name: "Ana", email: "ana@example.com" })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: "bad_request",
        message: "Nous n’avons pas compris ce que la page a envoyé. Rechargez-la et réessayez.",
      },
    });
  });

  it("leaves small responses and clients without compression alone", async () => {
    const small = await app.inject({
      url: "/api/test/small",
      headers: { "accept-encoding": "br" },
    });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });

    const identity = await app.inject({ url: "/api/test/big" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.json()).toEqual(bigBody);
  });
});
