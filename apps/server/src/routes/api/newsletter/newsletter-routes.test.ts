import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../../test/config.ts";
import { CookieClient } from "../../../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { buildApp } from "../../../app.ts";
import { newsletterSubscriptions } from "../../../db/schema.ts";
import { createMailer, type Mailer } from "../../../mail/mailer.ts";
import { deleteExpiredRequests } from "../../../newsletter/subscriptions.ts";

/** A loopback SMTP server that refuses `bounce@…` for good, as a real one refuses a dead mailbox. */
async function startSmtp() {
  const received: { to: string[]; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith("bounce@")) {
        const error = new Error("5.1.1 mailbox unavailable") as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString("utf8");
      });
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => server.close() };
}

/** Folded headers unfolded, quoted-printable soft breaks and `=3D` undone: links readable from raw mail. */
const readable = (data: string) =>
  data
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=");

describe.each(testDatabases())("newsletter (%s)", (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let mailer: Mailer;

  beforeAll(async () => {
    smtp = await startSmtp();
    mailer = createMailer({ from: "news@frontalier.test", smtpUrl: smtp.url });
    app = await buildApp(testConfig({ PUBLIC_URL: "https://frontalier.test" }), {
      database: database(),
      logger: false,
      mailer,
    });
  });
  afterAll(async () => {
    await app.close();
    smtp.close();
  });

  const mailTo = (email: string) => {
    const mail = smtp.received.filter((m) => m.to.includes(email)).at(-1);
    if (!mail) throw new Error(`no mail to ${email}`);
    return readable(mail.data);
  };
  const row = async (email: string) =>
    (
      await database()
        .db.select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email))
    )[0];

  it("subscribes only once the mailed link is opened, and stores the consent time", async () => {
    const client = new CookieClient(app);
    const asked = await client.post(
      "/api/newsletter/subscribe",
      { email: " Lea@Example.test " },
      { "accept-language": "de-DE" },
    );
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ status: "check-email" });
    expect((await row("lea@example.test"))?.status).toBe("pending");
    const mail = mailTo("lea@example.test");
    expect(mail).toMatch(/den Newsletter von Frontalier/);
    expect(mail).toMatch(
      /List-Unsubscribe: <https:\/\/frontalier\.test\/api\/newsletter\/unsubscribe\//,
    );
    expect(mail).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    const token = /\/newsletter\/success\?token=([\w-]+)/.exec(mail)?.[1];
    const before = Date.now();
    const confirmed = await client.post("/api/newsletter/confirm", { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: "subscribed" });
    const saved = await row("lea@example.test");
    expect(saved?.status).toBe("subscribed");
    expect(saved?.locale).toBe("de");
    expect(saved?.consentedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // The link works once; a second request sends nothing and says nothing.
    expect((await client.post("/api/newsletter/confirm", { token })).json().error.code).toBe(
      "invalid_token",
    );
    const count = smtp.received.length;
    const again = await client.post("/api/newsletter/subscribe", { email: "lea@example.test" });
    expect(again.json()).toEqual({ status: "check-email" });
    expect(smtp.received.length).toBe(count);
  });

  it("unsubscribes in one click (RFC 8058 POST, no cookie, no Origin) and forgets the address", async () => {
    const client = new CookieClient(app, "198.51.100.21");
    await client.post("/api/newsletter/subscribe", { email: "tom@example.test" });
    const mail = mailTo("tom@example.test");
    const token = /\/newsletter\/success\?token=([\w-]+)/.exec(mail)?.[1];
    await client.post("/api/newsletter/confirm", { token });
    const header =
      /List-Unsubscribe: <https:\/\/frontalier\.test(\/api\/newsletter\/unsubscribe\/[\w.-]+)>/.exec(
        mail,
      )?.[1];
    expect(mail).toContain(`/bocked-email?token=${header?.split("/").at(-1)}`);
    const response = await app.inject({
      method: "POST",
      url: header ?? "",
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "unsubscribed" });
    expect(await row("tom@example.test")).toBeUndefined();
    // Opening the link again is not an error.
    expect((await app.inject({ method: "POST", url: header ?? "" })).statusCode).toBe(200);
  });

  it("refuses a forged unsubscribe token", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/newsletter/unsubscribe/1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("invalid_token");
    expect(
      (await app.inject({ method: "POST", url: "/api/newsletter/unsubscribe/x" })).statusCode,
    ).toBe(400);
  });

  it("blocks an address whose owner never asked, and sends it to /bocked-email after", async () => {
    const client = new CookieClient(app, "198.51.100.22");
    await client.post("/api/newsletter/subscribe", { email: "victim@example.test" });
    const link = /\/bocked-email\?token=([\w.-]+)/.exec(mailTo("victim@example.test"))?.[1];
    const response = await client.post(`/api/newsletter/unsubscribe/${link}`);
    expect(response.json()).toEqual({ status: "blocked" });
    expect((await row("victim@example.test"))?.status).toBe("blocked");
    const count = smtp.received.length;
    const again = await client.post("/api/newsletter/subscribe", { email: "victim@example.test" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: "blocked" });
    expect(smtp.received.length).toBe(count);
  });

  it("marks an address the mail server refuses as bounced", async () => {
    const client = new CookieClient(app, "198.51.100.23");
    const response = await client.post("/api/newsletter/subscribe", {
      email: "bounce@example.test",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "blocked" });
    expect((await row("bounce@example.test"))?.status).toBe("bounced");
  });

  it("ignores a filled-in honeypot, rejects bad input with a translated 400", async () => {
    const client = new CookieClient(app, "198.51.100.24");
    const bot = await client.post("/api/newsletter/subscribe", {
      email: "bot@example.test",
      website: "http://spam.example",
    });
    expect(bot.statusCode).toBe(202);
    expect(await row("bot@example.test")).toBeUndefined();
    for (const body of [{ email: "not an address" }, {}, { email: "a".repeat(300) }]) {
      const bad = await client.post("/api/newsletter/subscribe", body, {
        "accept-language": "en",
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toMatch(/invalid/i);
    }
    expect((await client.post("/api/newsletter/confirm", { token: "short" })).statusCode).toBe(400);
    expect((await client.post("/api/newsletter/subscribe", "x")).statusCode).toBe(415);
  });

  it("limits requests per address and per IP (429 with Retry-After)", async () => {
    const client = new CookieClient(app, "198.51.100.25");
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await client.post("/api/newsletter/subscribe", { email: "flood@example.test" }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
    const ip = new CookieClient(app, "198.51.100.26");
    let last = 0;
    let retryAfter: string | undefined;
    for (let i = 0; i < 11; i++) {
      const response = await ip.post("/api/newsletter/subscribe", { email: `n${i}@example.test` });
      last = response.statusCode;
      retryAfter = response.headers["retry-after"] as string | undefined;
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it("deletes addresses never confirmed once their link expired", async () => {
    const client = new CookieClient(app, "198.51.100.27");
    await client.post("/api/newsletter/subscribe", { email: "late@example.test" });
    expect(
      await deleteExpiredRequests(database().db, new Date(Date.now() + 8 * 86_400_000)),
    ).toBeGreaterThan(0);
    expect(await row("late@example.test")).toBeUndefined();
    expect((await row("lea@example.test"))?.status).toBe("subscribed");
  });
});
