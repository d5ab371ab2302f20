import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app.ts";
import { useTestDatabase } from "../../test/db.ts";

const bigBody = { items: Array.from({ length: 100 }, (_, i) => ({ code: `8024567${i}`, n: i })) };

describe("API response compression", () => {
  const database = useTestDatabase("pglite");
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database());
    app.get("/api/test/big", async () => bigBody);
    app.get("/api/test/small", async () => ({ ok: true }));
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
