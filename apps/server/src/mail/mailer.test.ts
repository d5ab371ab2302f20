import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "./mailer.ts";

describe("mail over SMTP (production transport)", () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => {
          data += chunk.toString("utf8");
        });
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("delivers to a real SMTP server, with the sender and headers configured", async () => {
    const mailer = createMailer({
      from: "Frontalier <no-reply@frontalier.test>",
      smtpUrl: `smtp://127.0.0.1:${port}`,
    });
    await mailer.send({
      to: "camille@example.test",
      subject: "Confirmez votre adresse e-mail – Frontalier",
      text: "Bonjour Camille,\nhttps://frontalier.test/auth/verify-email?token=abc",
      headers: { "List-Unsubscribe": "<https://frontalier.test/unsubscribe>" },
    });
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe("no-reply@frontalier.test");
    expect(received[0]?.to).toEqual(["camille@example.test"]);
    expect(received[0]?.data).toMatch(/List-Unsubscribe: <https:\/\/frontalier.test\/unsubscribe>/);
    expect(received[0]?.data).toMatch(/verify-email\?token=abc/);
    expect(mailer.outbox()).toEqual([]);
  });

  it("keeps mail in the outbox when no SMTP server is configured", async () => {
    const mailer = createMailer({ from: "x@frontalier.test" });
    await mailer.send({ to: "a@example.test", subject: "s", text: "t" });
    expect(mailer.outbox()).toMatchObject([
      { to: "a@example.test", subject: "s", from: "x@frontalier.test" },
    ]);
  });
});
