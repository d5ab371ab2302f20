import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../../test/config.ts";
import { CookieClient } from "../../../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { buildApp } from "../../../app.ts";
import { createMailer } from "../../../mail/mailer.ts";

describe.each(testDatabases())("the cross-border setting under attack (%s)", (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(testConfig({ PUBLIC_URL: "https://frontalier.test" }), {
      database: database(),
      logger: false,
      mailer: createMailer({ from: "test@frontalier.test" }),
    });
  });
  afterAll(() => app.close());

  const settingOf = async (client: CookieClient) =>
    (await client.get("/api/get-info-profil")).json().crossBorder;

  it("answers odd or foreign profile ids with a 4xx and changes nobody's setting", async () => {
    const owner = new CookieClient(app, "198.51.100.81");
    const ownerId: number = (await owner.get("/api/_auth/session")).json().profile.iProfile;
    const other = new CookieClient(app, "198.51.100.82");
    await other.get("/api/_auth/session");
    const before = { owner: await settingOf(owner), other: await settingOf(other) };
    for (const path of [
      String(ownerId),
      `${ownerId}.0`,
      `0x${ownerId.toString(16)}`,
      `%2e%2e/${ownerId}`,
      "%252e%252e",
      "%D9%A1",
      "%EF%BC%91",
      "9".repeat(5000),
      "-1",
      "0",
      String(2 ** 31),
      "1e3",
      `${ownerId}%00`,
    ]) {
      const response = await other.put(`/api/update-info-profil/${path}`, {
        crossBorder: { travellers: 9 },
      });
      expect(response.statusCode, path.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, path.slice(0, 20)).toBeLessThan(500);
      expect(response.json().error.message, path.slice(0, 20)).toEqual(expect.any(String));
    }
    expect({ owner: await settingOf(owner), other: await settingOf(other) }).toEqual(before);
  });

  it("refuses prototype keys, extra keys and deep nesting with a 400", async () => {
    const client = new CookieClient(app, "198.51.100.83");
    const id: number = (await client.get("/api/_auth/session")).json().profile.iProfile;
    const before = await settingOf(client);
    for (const payload of [
      '{"crossBorder":{"travellers":2,"__proto__":{"carryHome":false}}}',
      '{"crossBorder":{"travellers":2,"constructor":{"prototype":{"carryHome":false}}}}',
      '{"crossBorder":{"travellers":2},"iProfile":1,"kind":"user"}',
      '{"crossBorder":{"travellers":1e308}}',
      '{"crossBorder":null}',
      `{"crossBorder":${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}}`,
    ]) {
      const response = await client.request("PUT", `/api/update-info-profil/${id}`, payload, {
        "content-type": "application/json",
      });
      expect(response.statusCode, payload.slice(0, 40)).toBe(400);
    }
    expect(await settingOf(client)).toEqual(before);
  });
});
