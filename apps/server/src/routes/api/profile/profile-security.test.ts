import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testConfig } from "../../../../test/config.ts";
import { CookieClient } from "../../../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { buildApp } from "../../../app.ts";
import { createMailer, type Mailer } from "../../../mail/mailer.ts";

const PASSWORD = "correct horse battery staple";
const NEW_PASSWORD = "violet tractor under moonlight";

/** The password change, signing out the other devices and the sign-up limits, through the API. */
describe.each(testDatabases())("account security (%s)", (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  let mailer: Mailer;
  const mailsTo = (to: string) => mailer.outbox().filter((mail) => mail.to === to);

  beforeAll(async () => {
    mailer = createMailer({ from: "test@frontalier.test" });
    app = await buildApp(testConfig({ PUBLIC_URL: "https://frontalier.test" }), {
      database: database(),
      logger: false,
      mailer,
    });
  });
  afterAll(() => app.close());

  /** A confirmed account signed in on `devices` browsers (each its own address). */
  async function account(email: string, devices: number, firstIp: number) {
    const clients = Array.from(
      { length: devices },
      (_, i) => new CookieClient(app, `203.0.113.${firstIp + i}`),
    );
    const [first] = clients as [CookieClient];
    const signUp = await first.post("/api/user-signup", {
      email,
      password: PASSWORD,
      sPrenom: "Camille",
      sNom: "Martin",
    });
    expect(signUp.statusCode).toBe(202);
    const token = await vi.waitFor(() => {
      const match = /\/auth\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(
        mailsTo(email).at(-1)?.text ?? "",
      );
      if (!match?.[1]) throw new Error("no confirmation mail yet");
      return match[1];
    });
    expect((await first.post("/api/auth/verify-email", { token })).statusCode).toBe(200);
    for (const client of clients.slice(1)) {
      const login = await client.post("/api/auth/login", { email, password: PASSWORD });
      expect(login.statusCode).toBe(200);
    }
    return clients;
  }

  const userOf = async (client: CookieClient) =>
    (await client.get("/api/_auth/session")).json().user;

  it("changes the password: the current one is checked, a weak one refused, the other devices signed out, the owner told", async () => {
    const email = "change@example.test";
    const [here, other] = (await account(email, 2, 10)) as [CookieClient, CookieClient];
    const wrong = await here.post("/api/profile/password", {
      currentPassword: "not my password at all",
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe("invalid_credentials");
    const weak = await here.post("/api/profile/password", {
      currentPassword: PASSWORD,
      newPassword: "camille martin 1",
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.code).toBe("weak_password");
    expect(await userOf(other)).not.toBeNull();

    const mailsBefore = mailsTo(email).length;
    const changed = await here.post("/api/profile/password", {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(204);
    expect(await userOf(here)).not.toBeNull();
    expect(await userOf(other)).toBeNull();
    await vi.waitFor(() => expect(mailsTo(email).length).toBe(mailsBefore + 1));

    const third = new CookieClient(app, "203.0.113.19");
    const old = await third.post("/api/auth/login", { email, password: PASSWORD });
    expect(old.statusCode).toBe(401);
    const fresh = await third.post("/api/auth/login", { email, password: NEW_PASSWORD });
    expect(fresh.statusCode).toBe(200);
  });

  it("a guest cannot change a password", async () => {
    const guest = new CookieClient(app, "203.0.113.20");
    const response = await guest.post("/api/profile/password", { newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(401);
  });

  it("signs every other device out and keeps this one", async () => {
    const [here, second, third] = (await account("devices-all@example.test", 3, 30)) as [
      CookieClient,
      CookieClient,
      CookieClient,
    ];
    const response = await here.post("/api/profile/sign-out-others");
    expect(response.statusCode).toBe(204);
    expect(await userOf(here)).not.toBeNull();
    expect(await userOf(second)).toBeNull();
    expect(await userOf(third)).toBeNull();
    const guest = new CookieClient(app, "203.0.113.39");
    expect((await guest.post("/api/profile/sign-out-others")).statusCode).toBe(401);
  });

  it("limits sign-ups to 10 an hour from one address and 3 an hour for one e-mail, with Retry-After", async () => {
    const fromOneIp: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 12; i++) {
      const client = new CookieClient(app, "198.51.100.200");
      const response = await client.post("/api/user-signup", {
        email: `many-${i}@example.test`,
        password: PASSWORD,
        sPrenom: "Camille",
        sNom: "Martin",
      });
      fromOneIp.push(response.statusCode);
      if (response.statusCode === 429) retryAfter ??= String(response.headers["retry-after"]);
    }
    expect(fromOneIp).toEqual([...Array(10).fill(202), 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(3600);

    const oneEmail: number[] = [];
    for (let i = 0; i < 4; i++) {
      const client = new CookieClient(app, `198.51.100.${210 + i}`);
      const response = await client.post("/api/user-signup", {
        email: "same@example.test",
        password: PASSWORD,
        sPrenom: "Camille",
        sNom: "Martin",
      });
      oneEmail.push(response.statusCode);
    }
    expect(oneEmail).toEqual([202, 202, 202, 429]);
  });
});
