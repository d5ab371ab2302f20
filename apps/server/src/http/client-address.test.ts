import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app.ts";
import { useTestDatabase } from "../../test/db.ts";

const LOGIN_LIMIT = 30;
const PROXY = "127.0.0.1";
const CLIENT = "198.51.100.9";

/**
 * What nginx sends with `proxy_add_x_forwarded_for`: whatever the client wrote, then the address
 * nginx saw. An attacker writes a new left-hand entry on every try.
 */
async function loginStatuses(
  app: FastifyInstance,
  tries: number,
  headersOf: (i: number) => Record<string, string>,
  remoteAddress = PROXY,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < tries; i++) {
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress,
      headers: headersOf(i),
      // A new address each time, so that only the per-IP limit can stop them.
      payload: { email: `guess-${i}@example.test`, password: "not the password" },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

const spoofed = (i: number) => ({ "x-forwarded-for": `203.0.113.${i + 1}, ${CLIENT}` });

describe("the client's address behind a proxy (TRUST_PROXY)", () => {
  const database = useTestDatabase("pglite");
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each([
    ["true", "one hop"],
    ["1", "one hop"],
    [PROXY, "the proxy's address"],
    ["10.0.0.0/8, 127.0.0.0/8", "the proxies' ranges"],
    ["loopback", "a named range"],
  ])(
    "TRUST_PROXY=%s (%s): spoofed left-hand entries do not escape the login limit",
    async (trust) => {
      app = await buildTestApp(database(), { TRUST_PROXY: trust });
      const statuses = await loginStatuses(app, LOGIN_LIMIT + 10, spoofed);
      expect(statuses.slice(0, LOGIN_LIMIT).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(LOGIN_LIMIT)).toEqual(Array(10).fill(429));
    },
  );

  it("tells clients behind the same proxy apart by the entry the proxy added", async () => {
    app = await buildTestApp(database(), { TRUST_PROXY: "1" });
    const first = await loginStatuses(app, LOGIN_LIMIT, () => ({
      "x-forwarded-for": "198.51.100.20",
    }));
    expect(first.every((status) => status === 401)).toBe(true);
    // Another shopper behind the same nginx is not punished for the first one's tries.
    const other = await loginStatuses(app, 1, () => ({ "x-forwarded-for": "198.51.100.21" }));
    expect(other).toEqual([401]);
  });

  it("believes nothing a client sends straight to the server when it is not a listed proxy", async () => {
    app = await buildTestApp(database(), { TRUST_PROXY: PROXY });
    // The socket is the client itself: every try comes from 192.0.2.77, whatever it writes.
    const statuses = await loginStatuses(app, LOGIN_LIMIT + 1, spoofed, "192.0.2.77");
    expect(statuses.at(-1)).toBe(429);
  });

  it("takes two hops when two proxies are in front", async () => {
    app = await buildTestApp(database(), { TRUST_PROXY: "2" });
    // client → CDN (adds CLIENT) → nginx (adds the CDN's address) → us.
    const statuses = await loginStatuses(app, LOGIN_LIMIT + 1, (i) => ({
      "x-forwarded-for": `203.0.113.${i + 1}, ${CLIENT}, 10.1.2.3`,
    }));
    expect(statuses.at(-1)).toBe(429);
  });
});
