import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Headers such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface SentMail extends MailMessage {
  from: string;
  sentAt: string;
}

/** Sends the app's e-mails; the outbox stands in for SMTP in development and tests. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The last mails written to the outbox (newest last); empty when mail goes out by SMTP. */
  outbox(): readonly SentMail[];
  close(): void;
}

const OUTBOX_KEPT = 200;
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export interface MailerOptions {
  from: string;
  /** smtp:// or smtps://; without it mail goes to the outbox. */
  smtpUrl?: string | undefined;
  /** Where the outbox also writes each mail as a JSON file; none keeps them in memory only. */
  outboxDir?: string | undefined;
  /**
   * Also keeps the mails sent by SMTP in the in-memory outbox (outside production), so that the
   * development outbox keeps working when a local SMTP server catches the mail (e2e tests).
   */
  keepSmtpCopies?: boolean;
  log?: (mail: SentMail) => void;
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl
    ? smtpMailer(options.from, options.smtpUrl, options.keepSmtpCopies ?? false)
    : outboxMailer(options);
}

function smtpMailer(from: string, url: string, keepCopies: boolean): Mailer {
  // Bounded, so that a server that stops answering holds a delivery (never a request) for
  // seconds, not nodemailer's minutes; the mail job tries again later (mail-queue.ts).
  const transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  const kept: SentMail[] = [];
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
      if (!keepCopies) return;
      kept.push({ from, ...message, sentAt: new Date().toISOString() });
      if (kept.length > OUTBOX_KEPT) kept.shift();
    },
    outbox: () => kept,
    close: () => transport.close(),
  };
}

function outboxMailer(options: MailerOptions): Mailer {
  const kept: SentMail[] = [];
  let count = 0;
  return {
    async send(message) {
      const mail: SentMail = { from: options.from, ...message, sentAt: new Date().toISOString() };
      kept.push(mail);
      if (kept.length > OUTBOX_KEPT) kept.shift();
      count += 1;
      if (options.outboxDir) {
        await mkdir(options.outboxDir, { recursive: true });
        const name = `${mail.sentAt.replace(/[:.]/g, "-")}-${count}.json`;
        await writeFile(join(options.outboxDir, name), JSON.stringify(mail, null, 2));
      }
      options.log?.(mail);
    },
    outbox: () => kept,
    close() {},
  };
}
