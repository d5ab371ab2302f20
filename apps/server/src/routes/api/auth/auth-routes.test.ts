import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../../test/config.ts";
import { CookieClient } from "../../../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { buildApp } from "../../../app.ts";
import { articles } from "../../../db/schema.ts";
import type { Mailer, SentMail } from "../../../mail/mailer.ts";
import { createMailer } from "../../../mail/mailer.ts";

const PASSWORD = "correct horse battery staple";

const linkToken = (mail: SentMail | undefined, path: string): string => {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.text ?? "");
  if (!match?.[1]) throw new Error(`no ${path} link in ${mail?.text}`);
  return match[1];
};

describe.each(testDatabases())("accounts and sessions (%s)", (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  let mailer: Mailer;
  const lastMailTo = (to: string) =>
    mailer
      .outbox()
      .filter((mail) => mail.to === to)
      .at(-1);

  beforeAll(async () => {
    mailer = createMailer({ from: "test@frontalier.test" });
    app = await buildApp(testConfig({ PUBLIC_URL: "https://frontalier.test" }), {
      database: database(),
      logger: false,
      mailer,
    });
  });
  afterAll(() => app.close());

  async function signUp(client: CookieClient, email: string, extra: Record<string, unknown> = {}) {
    const response = await client.post("/api/user-signup", {
      email,
      password: PASSWORD,
      sPrenom: "Camille",
      sNom: "Martin",
      ...extra,
    });
    expect(response.statusCode).toBe(202);
    return linkToken(lastMailTo(email.toLowerCase()), "/auth/verify-email");
  }

  it("gives a first visit a guest profile and basket behind a signed cookie", async () => {
    const client = new CookieClient(app);
    const response = await client.get("/api/_auth/session");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toBeNull();
    expect(body.profile).toMatchObject({ sPaysLangue: null, sPaysFav: null, home: "FR" });
    expect(body.profile.countries[0]).toBe("FR");
    expect(client.jar.get("GuestProfile")).toMatch(/\./);
    expect(client.jar.get("GuestBasket")).toBe(String(body.profile.iBasket));
    const again = (await client.get("/api/_auth/session")).json();
    expect(again.profile.iProfile).toBe(body.profile.iProfile);
  });

  it("ignores a forged or tampered GuestProfile cookie", async () => {
    const victim = new CookieClient(app);
    const victimProfile = (await victim.get("/api/_auth/session")).json().profile;
    const attacker = new CookieClient(app);
    const [payload = "", signature = ""] = (victim.jar.get("GuestProfile") ?? "").split(".");
    const forged = Buffer.from(
      JSON.stringify([victimProfile.iProfile, victimProfile.iBasket, "FR/FR", "FR"]),
    ).toString("base64url");
    for (const value of [
      `${forged}.${signature}`,
      `${payload}.${signature.slice(0, -2)}xx`,
      forged,
    ]) {
      attacker.jar.clear();
      attacker.jar.set("GuestProfile", value);
      const body = (await attacker.get("/api/_auth/session")).json();
      expect(body.profile.iProfile).not.toBe(victimProfile.iProfile);
    }
  });

  it("signs up with an e-mail check, then signs in with a new session and keeps the guest's baskets", async () => {
    const client = new CookieClient(app);
    const guest = (await client.get("/api/_auth/session")).json().profile;
    const pick = await client.post(`/api/update-payList-to-basket?iBasket=${guest.iBasket}`, {
      sPaysListe: "FR,PL,SE",
    });
    expect(pick.statusCode).toBe(200);
    const token = await signUp(client, "Camille@Example.test");
    expect(
      (
        await client.post("/api/auth/login", { email: "camille@example.test", password: PASSWORD })
      ).json().error.code,
    ).toBe("email_not_verified");
    const verified = await client.post("/api/auth/verify-email", { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({
      sPrenom: "Camille",
      sNom: "Martin",
      sTypeAccount: "EMAIL",
    });
    const session = (await client.get("/api/_auth/session")).json();
    expect(session.user.iProfile).toBe(session.profile.iProfile);
    expect(session.profile.iBasket).toBe(guest.iBasket);
    expect(session.profile.countries).toEqual(["FR", "PL", "SE"]);
    expect(client.jar.has("GuestProfile")).toBe(false);
    // The link works once.
    expect((await client.post("/api/auth/verify-email", { token })).json().error.code).toBe(
      "invalid_token",
    );
  });

  it("answers a sign-up for a taken address exactly as for a new one, and mails the owner", async () => {
    const client = new CookieClient(app);
    const token = await signUp(client, "owner@example.test");
    await client.post("/api/auth/verify-email", { token });
    const other = new CookieClient(app, "203.0.113.9");
    const response = await other.post("/api/user-signup", {
      email: "owner@example.test",
      password: "another long passphrase",
      sPrenom: "Mallory",
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: "check-email" });
    expect(lastMailTo("owner@example.test")?.subject).toMatch(/Tentative d’inscription/);
    // The owner's password still works.
    const login = await new CookieClient(app).post("/api/auth/login", {
      email: "owner@example.test",
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });

  it("keeps an unconfirmed address from a second sign-up: no earlier link, password or guest of either counts", async () => {
    const { db } = database();
    await db
      .insert(articles)
      .values({ code: "00263850", name: "LACK", searchName: "lack" })
      .onConflictDoNothing();
    const email = "contested@example.test";
    const bobPassword = "another long passphrase";

    // A signs up and is mailed a confirmation link.
    const alice = new CookieClient(app, "203.0.113.120");
    await alice.get("/api/_auth/session");
    const first = await alice.post("/api/user-signup", {
      email,
      password: PASSWORD,
      sPrenom: "Alice",
      sNom: "Martin",
    });
    const firstLink = linkToken(lastMailTo(email), "/auth/verify-email");

    // Before A opens it, B, a guest with a wishlist, signs up with the same address.
    const bob = new CookieClient(app, "203.0.113.121");
    await bob.get("/api/_auth/session");
    expect(
      (await bob.post("/api/wishlist/items", { code: "00263850", quantity: 2 })).statusCode,
    ).toBe(200);
    const second = await bob.post("/api/user-signup", {
      email,
      password: bobPassword,
      sPrenom: "Mallory",
      sNom: "Durand",
    });
    // Nothing in the answer tells B that the address was already signed up.
    expect(second.statusCode).toBe(202);
    expect([second.statusCode, second.json()]).toEqual([first.statusCode, first.json()]);

    // A's first link no longer signs anyone in, and neither typed password opens the account.
    const stale = await alice.post("/api/auth/verify-email", { token: firstLink });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.code).toBe("invalid_token");
    for (const password of [bobPassword, PASSWORD]) {
      const login = await new CookieClient(app, "203.0.113.122").post("/api/auth/login", {
        email,
        password,
      });
      expect(login.statusCode, password).toBe(401);
    }

    // Whoever reads the address's mail chooses the password, and that signs A in.
    const resetLink = linkToken(lastMailTo(email), "/auth/reset-password");
    const done = await alice.post("/api/auth/password-reset/confirm", {
      token: resetLink,
      password: "a fresh passphrase of mine",
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toMatchObject({ sPrenom: "Alice", sNom: "Martin" });
    expect((await alice.post("/api/auth/verify-email", { token: firstLink })).statusCode).toBe(400);

    // B's baskets stayed B's, B is still a guest, and B's password still opens nothing.
    const aliceBaskets = (await alice.get("/api/get-basket-user")).json().data;
    expect(aliceBaskets.map((b: { articleCount: number }) => b.articleCount)).toEqual([0]);
    expect((await bob.get("/api/_auth/session")).json().user).toBeNull();
    expect((await bob.get("/api/wishlist")).json().items).toMatchObject([
      { code: "00263850", quantity: 2 },
    ]);
    const bobLogin = await bob.post("/api/auth/login", { email, password: bobPassword });
    expect(bobLogin.statusCode).toBe(401);
    expect((await bob.get("/api/_auth/session")).json().user).toBeNull();
  });

  it("treats two sign-ups for one address at the same time as one after the other", async () => {
    const email = "race@example.test";
    const passwords = ["first racing passphrase", "second racing passphrase"];
    const answers = await Promise.all(
      passwords.map((password, i) =>
        new CookieClient(app, `203.0.113.13${i}`).post("/api/user-signup", {
          email,
          password,
          sPrenom: "Sam",
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202]);
    const mails = mailer.outbox().filter((mail) => mail.to === email);
    expect(mails).toHaveLength(2);
    const client = new CookieClient(app, "203.0.113.139");
    for (const mail of mails.filter((m) => m.text.includes("/auth/verify-email"))) {
      const token = linkToken(mail, "/auth/verify-email");
      expect((await client.post("/api/auth/verify-email", { token })).statusCode).toBe(400);
    }
    for (const password of passwords) {
      expect((await client.post("/api/auth/login", { email, password })).statusCode).toBe(401);
    }
    expect(mails.some((mail) => mail.text.includes("/auth/reset-password?token="))).toBe(true);
  });

  it("lets a new sign-up replace an unconfirmed one whose links have all expired", async () => {
    const email = "expired@example.test";
    await signUp(new CookieClient(app, "203.0.113.140"), email);
    const { sql } = await import("drizzle-orm");
    await database().db.execute(
      sql`update email_tokens set expires_at = now() - interval '1 second'
          where profile_id = (select id from profiles where email = ${email})`,
    );
    const later = new CookieClient(app, "203.0.113.141");
    const response = await later.post("/api/user-signup", {
      email,
      password: "a later passphrase",
      sPrenom: "Lou",
    });
    expect(response.statusCode).toBe(202);
    const token = linkToken(lastMailTo(email), "/auth/verify-email");
    expect((await later.post("/api/auth/verify-email", { token })).json().user).toMatchObject({
      sPrenom: "Lou",
    });
    const login = await new CookieClient(app, "203.0.113.142").post("/api/auth/login", {
      email,
      password: "a later passphrase",
    });
    expect(login.statusCode).toBe(200);
  });

  it("refuses common and personal passwords", async () => {
    const client = new CookieClient(app, "203.0.113.20");
    for (const [i, password] of [
      "motdepasse123",
      "Password2024!",
      "azertyuiop",
      "camille.martin.2",
    ].entries()) {
      const response = await client.post("/api/user-signup", {
        email: `weak${i}@example.test`,
        password,
        sPrenom: "Camille",
        sNom: "Martin",
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().error.code).toBe("weak_password");
    }
    const short = await client.post("/api/user-signup", {
      email: "weak2@example.test",
      password: "short",
      sPrenom: "A",
    });
    expect(short.json().error.code).toBe("validation_failed");
  });

  it("fails a sign-in the same way for an unknown address and a wrong password", async () => {
    const client = new CookieClient(app, "203.0.113.30");
    const unknown = await client.post("/api/auth/login", {
      email: "nobody@example.test",
      password: PASSWORD,
    });
    const wrong = await client.post("/api/auth/login", {
      email: "owner@example.test",
      password: "wrong password!",
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json().error.message).toBe(wrong.json().error.message);
  });

  it("resets a password by e-mail, signing every device out", async () => {
    const phone = new CookieClient(app, "203.0.113.40");
    const token = await signUp(phone, "reset@example.test");
    await phone.post("/api/auth/verify-email", { token });
    expect((await phone.get("/api/_auth/session")).json().user).not.toBeNull();

    const laptop = new CookieClient(app, "203.0.113.41");
    expect(
      (await laptop.post("/api/auth/password-reset", { email: "reset@example.test" })).statusCode,
    ).toBe(202);
    expect(
      (await laptop.post("/api/auth/password-reset", { email: "unknown@example.test" })).statusCode,
    ).toBe(202);
    const resetToken = linkToken(lastMailTo("reset@example.test"), "/auth/reset-password");
    const done = await laptop.post("/api/auth/password-reset/confirm", {
      token: resetToken,
      password: "a brand new passphrase",
    });
    expect(done.statusCode).toBe(200);
    expect((await phone.get("/api/_auth/session")).json().user).toBeNull();
    expect((await laptop.get("/api/_auth/session")).json().user).not.toBeNull();
    const login = await new CookieClient(app, "203.0.113.42").post("/api/auth/login", {
      email: "reset@example.test",
      password: "a brand new passphrase",
    });
    expect(login.statusCode).toBe(200);
  });

  it("rotates the session at sign-in: a cookie planted before is worth nothing after", async () => {
    const attacker = new CookieClient(app, "203.0.113.50");
    const token = await signUp(attacker, "fixation@example.test");
    await attacker.post("/api/auth/verify-email", { token });
    const planted = attacker.jar.get("session") ?? "";
    const victim = new CookieClient(app, "203.0.113.51");
    victim.jar.set("session", planted);
    await attacker.post("/api/logout");
    const login = await victim.post("/api/auth/login", {
      email: "fixation@example.test",
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    expect(victim.jar.get("session")).not.toBe(planted);
    const replay = new CookieClient(app, "203.0.113.52");
    replay.jar.set("session", planted);
    expect((await replay.get("/api/_auth/session")).json().user).toBeNull();
  });

  it("logs out one device only, and refuses a tampered or expired session cookie", async () => {
    const first = new CookieClient(app, "203.0.113.60");
    const token = await signUp(first, "devices@example.test");
    await first.post("/api/auth/verify-email", { token });
    const second = new CookieClient(app, "203.0.113.61");
    await second.post("/api/auth/login", { email: "devices@example.test", password: PASSWORD });
    expect((await first.request("DELETE", "/api/_auth/session")).statusCode).toBe(204);
    expect((await first.get("/api/_auth/session")).json().user).toBeNull();
    expect((await second.get("/api/_auth/session")).json().user).not.toBeNull();

    const tampered = new CookieClient(app, "203.0.113.62");
    const cookie = second.jar.get("session") ?? "";
    tampered.jar.set("session", `${cookie.slice(0, -1)}${cookie.endsWith("A") ? "B" : "A"}`);
    expect((await tampered.get("/api/_auth/session")).json().user).toBeNull();

    await database().db.execute(
      (await import("drizzle-orm"))
        .sql`update sessions set expires_at = now() - interval '1 second'`,
    );
    expect((await second.get("/api/_auth/session")).json().user).toBeNull();
  });

  it("clears every cookie it set at logout", async () => {
    const client = new CookieClient(app, "203.0.113.70");
    await client.get("/api/_auth/session");
    const response = await client.post("/api/logout");
    expect(response.statusCode).toBe(204);
    const cleared = (response.cookies as { name: string }[]).map((cookie) => cookie.name);
    expect(cleared).toEqual(expect.arrayContaining(["session", "GuestProfile", "GuestBasket"]));
    expect(client.jar.size).toBe(0);
  });

  it("limits sign-in attempts per address and per IP, with Retry-After", async () => {
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 12; i++) {
      // A new IP each time: the per-address limit alone must stop the guessing.
      const client = new CookieClient(app, `192.0.2.${i + 1}`);
      const response = await client.post("/api/auth/login", {
        email: "target@example.test",
        password: `guess ${i}`,
      });
      statuses.push(response.statusCode);
      retryAfter ??= response.headers["retry-after"] as string | undefined;
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(15 * 60);

    const resets: number[] = [];
    for (let i = 0; i < 4; i++) {
      const client = new CookieClient(app, `192.0.2.${50 + i}`);
      resets.push(
        (await client.post("/api/auth/password-reset", { email: "target@example.test" }))
          .statusCode,
      );
    }
    expect(resets).toEqual([202, 202, 202, 429]);
  });

  it("refuses a state-changing request sent from another site", async () => {
    const client = new CookieClient(app, "203.0.113.80");
    const guest = (await client.get("/api/_auth/session")).json().profile;
    const formPost = await client.request(
      "POST",
      `/api/update-payList-to-basket?iBasket=${guest.iBasket}`,
      "sPaysListe=FR,DE",
      { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
    );
    expect(formPost.statusCode).toBe(403);
    expect(formPost.json().error.code).toBe("cross_site_request");
    const fetchMetadata = await client.request(
      "POST",
      "/api/logout",
      {},
      { "sec-fetch-site": "cross-site" },
    );
    expect(fetchMetadata.statusCode).toBe(403);
    const sameOrigin = await client.request(
      "POST",
      `/api/update-payList-to-basket?iBasket=${guest.iBasket}`,
      { sPaysListe: "FR,DE" },
      { origin: "https://frontalier.test", "sec-fetch-site": "same-origin" },
    );
    expect(sameOrigin.statusCode).toBe(200);
  });

  it("marks the session cookie Secure in production, HttpOnly and SameSite=Lax always", async () => {
    const production = await buildApp(
      testConfig({ NODE_ENV: "production", PUBLIC_URL: "https://frontalier.test" }),
      { database: database(), logger: false, mailer },
    );
    try {
      const client = new CookieClient(production, "203.0.113.90");
      const token = await (async () => {
        const response = await client.post("/api/user-signup", {
          email: "secure@example.test",
          password: PASSWORD,
          sPrenom: "Sam",
        });
        expect(response.statusCode).toBe(202);
        return linkToken(lastMailTo("secure@example.test"), "/auth/verify-email");
      })();
      const verified = await client.post("/api/auth/verify-email", { token });
      const cookie = String(verified.headers["set-cookie"])
        .split(/,(?=\s*\w+=)/)
        .find((c) => c.trim().startsWith("session="));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Secure/i);
    } finally {
      await production.close();
    }
  });

  it("moves a guest's wishlist into an account that already has baskets, and skips empty ones", async () => {
    const { db } = database();
    await db
      .insert(articles)
      .values({ code: "80275887", name: "BILLY", searchName: "billy" })
      .onConflictDoNothing();
    const laptop = new CookieClient(app, "203.0.113.110");
    const token = await signUp(laptop, "merge@example.test");
    await laptop.post("/api/auth/verify-email", { token });
    const before = (await laptop.get("/api/get-basket-user")).json().data;
    expect(before).toHaveLength(1);

    // On another device, as a guest: one basket with an article, then sign in.
    const phone = new CookieClient(app, "203.0.113.111");
    await phone.get("/api/_auth/session");
    expect(
      (await phone.post("/api/wishlist/items", { code: "80275887", quantity: 3 })).statusCode,
    ).toBe(200);
    await phone.post("/api/auth/login", { email: "merge@example.test", password: PASSWORD });

    const after = (await phone.get("/api/get-basket-user")).json().data;
    expect(after).toHaveLength(2);
    expect(after.map((b: { articleCount: number }) => b.articleCount)).toEqual([0, 1]);
    // The basket the shopper was working on stays the current one.
    const wishlist = (await phone.get("/api/wishlist")).json();
    expect(wishlist.items).toMatchObject([{ code: "80275887", quantity: 3 }]);

    // Signing in again from a fresh guest with nothing in it adds no empty basket.
    const tablet = new CookieClient(app, "203.0.113.112");
    await tablet.get("/api/_auth/session");
    await tablet.post("/api/auth/login", { email: "merge@example.test", password: PASSWORD });
    expect((await tablet.get("/api/get-basket-user")).json().data).toHaveLength(2);
  });
});
