import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../../test/config.ts";
import { CookieClient } from "../../../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { buildApp } from "../../../app.ts";
import { contactMessages } from "../../../db/schema.ts";
import { createMailer, type Mailer } from "../../../mail/mailer.ts";
import { deleteOldContactMessages } from "../../../support/contact-messages.ts";

const message = {
  name: "Camille Martin",
  email: "Camille@Example.test",
  subject: "Prix faux pour BILLY",
  message: "Le prix affiché pour la Belgique ne correspond pas au site.",
};

describe.each(testDatabases())("contact form (%s)", (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  let mailer: Mailer;
  let failing = false;

  beforeAll(async () => {
    const outbox = createMailer({ from: "test@frontalier.test" });
    mailer = {
      ...outbox,
      send: (mail) => (failing ? Promise.reject(new Error("SMTP down")) : outbox.send(mail)),
    };
    app = await buildApp(testConfig({ CONTACT_EMAIL: "team@frontalier.test" }), {
      database: database(),
      logger: false,
      mailer,
    });
  });
  afterAll(() => app.close());

  const stored = () => database().db.select().from(contactMessages);

  it("stores the message and mails it to the team, answerable by Reply", async () => {
    const client = new CookieClient(app, "198.51.100.31");
    const response = await client.post("/api/contact", message, { "accept-language": "nl" });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: "received" });
    const [row] = await stored();
    expect(row).toMatchObject({
      name: "Camille Martin",
      email: "camille@example.test",
      subject: "Prix faux pour BILLY",
      locale: "nl",
    });
    expect(row?.mailedAt).not.toBeNull();
    const mail = mailer.outbox().at(-1);
    expect(mail?.to).toBe("team@frontalier.test");
    expect(mail?.headers).toEqual({ "Reply-To": "camille@example.test" });
    expect(mail?.subject).toContain("Prix faux pour BILLY");
    expect(mail?.text).toContain(message.message);
    // Nothing goes to the address typed in: the form cannot be used to send our mail to anyone.
    expect(mailer.outbox().filter((m) => m.to === "camille@example.test")).toEqual([]);
  });

  it("keeps the message when the mail cannot go out (acknowledged, not lost)", async () => {
    failing = true;
    try {
      const client = new CookieClient(app, "198.51.100.32");
      const response = await client.post("/api/contact", { ...message, email: "b@example.test" });
      expect(response.statusCode).toBe(202);
      const row = (await stored()).find((r) => r.email === "b@example.test");
      expect(row?.mailedAt).toBeNull();
    } finally {
      failing = false;
    }
  });

  it("drops what a robot filled into the honeypot, with the same answer", async () => {
    const before = (await stored()).length;
    const client = new CookieClient(app, "198.51.100.33");
    const response = await client.post("/api/contact", { ...message, website: "http://spam" });
    expect(response.statusCode).toBe(202);
    expect((await stored()).length).toBe(before);
  });

  it("refuses bad input with a translated 400, never a 500", async () => {
    const client = new CookieClient(app, "198.51.100.34");
    for (const body of [
      {},
      { ...message, email: "nope" },
      { ...message, message: "short" },
      { ...message, message: "x".repeat(5001) },
      { ...message, name: "" },
      { ...message, name: "Eve\r\nBcc: all@example.test" },
      { ...message, subject: "a\nb" },
      { ...message, name: 42 },
    ]) {
      const response = await client.post("/api/contact", body, { "accept-language": "en" });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toMatchObject({ code: "validation_failed" });
      expect(response.json().error.message).toMatch(/invalid/);
    }
  });

  it("limits messages per IP and per address (429 with Retry-After)", async () => {
    const byAddress = new CookieClient(app, "198.51.100.35");
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (
          await new CookieClient(app, `198.51.100.${40 + i}`).post("/api/contact", {
            ...message,
            email: "same@example.test",
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
    let last = await byAddress.post("/api/contact", { ...message, email: "c0@example.test" });
    for (let i = 1; i < 6; i++) {
      last = await byAddress.post("/api/contact", { ...message, email: `c${i}@example.test` });
    }
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("deletes messages after a year", async () => {
    const count = (await stored()).length;
    expect(await deleteOldContactMessages(database().db)).toBe(0);
    expect(await deleteOldContactMessages(database().db, Date.now() + 366 * 86_400_000)).toBe(
      count,
    );
  });
});
