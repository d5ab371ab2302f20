import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  to: string[];
  /** The raw message, headers and body as sent. */
  data: string;
}

export interface FakeSmtp {
  /** smtp:// address to give every instance as SMTP_URL. */
  url: string;
  /** Every mail caught so far, whichever instance sent it. */
  mails(to?: string): CaughtMail[];
  /** Resolves once `count` mails to `to` have arrived; rejects after `timeoutMs`. */
  waitFor(to: string, count?: number, timeoutMs?: number): Promise<CaughtMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback, shared by the instances so that a mail is seen once, whoever sent it. */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const caught: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        caught.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          data: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const mails = (to?: string) =>
    caught.filter((mail) => to === undefined || mail.to.includes(to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, count = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails(to).length < count) {
        if (Date.now() > deadline) {
          throw new Error(`${mails(to).length} of ${count} mails to ${to} after ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return mails(to);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The message as a reader sees it: folded headers unfolded and quoted-printable undone, so that a
 * link the mail carries can be matched whole.
 */
export function readableMail(data: string): string {
  return data
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
}
