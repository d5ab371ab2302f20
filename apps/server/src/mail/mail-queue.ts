import { sql } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { queuedMails } from "../db/schema.ts";
import { isPermanentRejection } from "../newsletter/permanent-rejection.ts";
import type { Mailer, MailMessage } from "./mailer.ts";

/** After the n-th failed try, the next one waits this long (the last delay repeats). */
export const MAIL_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000] as const;
/** A mail the server has refused for this long is given up (its links have expired anyway). */
export const MAIL_GIVE_UP_AFTER_MS = 3 * 86_400_000;
/** How long a delivery holds the rows it took: past it, another may try them (a crashed sender). */
const CLAIM_MS = 5 * 60_000;
const BATCH = 50;

export interface MailDeliveryReport {
  sent: number;
  /** Tried and refused: kept for a later try. */
  failed: number;
  /** Refused for longer than MAIL_GIVE_UP_AFTER_MS: deleted, and logged by the caller. */
  givenUp: { to: string; subject: string; error: string }[];
  /** Refused for good (an SMTP 5xx, RFC 5321 §4.2.1): deleted, never retried. */
  rejected: { to: string; subject: string; error: string }[];
}

/** The app's mailer when mail goes out by SMTP: `send` only writes the mail down. */
export interface QueuedMailer extends Mailer {
  /** Sends what is due through the transport (the mail job's run). */
  deliverDue(options?: { now?: Date }): Promise<MailDeliveryReport>;
  /**
   * For a request that must tell the shopper the server's verdict (spec: a newsletter address
   * the mail server refuses leads to /bocked-email): asks the server at once and waits up to
   * `waitMs`. A refusal for good throws (isPermanentRejection); a passing failure is queued for
   * the job's retries; a server slower than `waitMs` is left to finish, and its mail is queued
   * only if it then fails for a while (so it is never sent twice), `onRefusedLater` told if it
   * refuses for good.
   */
  sendWithVerdict(
    message: MailMessage,
    options: { waitMs: number; onRefusedLater(error: unknown): void },
  ): Promise<void>;
}

export const isQueuedMailer = (mailer: Mailer): mailer is QueuedMailer =>
  "deliverDue" in mailer && typeof mailer.deliverDue === "function";

export interface QueuedMailerOptions {
  db: AppDb;
  /** What really sends (SMTP): used by deliverDue only. */
  transport: Mailer;
  /** A mail was written down: the mail job should run soon. */
  onQueued(): void;
}

/**
 * Brief §5 "mail goes through the job runner": a request writes its mail in `queued_mails` and
 * returns, so that a slow or failing SMTP server neither slows nor fails it; the job sends, and
 * retries with growing delays until the server takes the mail, so none is lost on the way.
 */
export function queuedMailer({ db, transport, onQueued }: QueuedMailerOptions): QueuedMailer {
  return {
    async send(message: MailMessage) {
      await db.insert(queuedMails).values({
        toAddress: message.to,
        subject: message.subject,
        body: message.text,
        headers: message.headers ?? null,
      });
      onQueued();
    },
    async sendWithVerdict(message, { waitMs, onRefusedLater }) {
      const queue = () => this.send(message);
      const attempt = transport.send(message).then(
        () => ({ kind: "sent" as const }),
        (error: unknown) => ({ kind: "failed" as const, error }),
      );
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<{ kind: "waiting" }>((resolve) => {
        timer = setTimeout(() => resolve({ kind: "waiting" }), waitMs);
      });
      const first = await Promise.race([attempt, waited]);
      clearTimeout(timer);
      if (first.kind === "sent") return;
      if (first.kind === "failed") {
        if (isPermanentRejection(first.error)) throw first.error;
        await queue();
        return;
      }
      // Still talking to the server: the request goes on; what happens next is handled here.
      void attempt.then(async (late) => {
        if (late.kind === "sent") return;
        if (isPermanentRejection(late.error)) onRefusedLater(late.error);
        else await queue().catch((error: unknown) => onRefusedLater(error));
      });
    },
    outbox: () => transport.outbox(),
    close: () => transport.close(),
    deliverDue: (options = {}) => deliverDue(db, transport, options.now ?? new Date()),
  };
}

interface ClaimedMail {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  headers: Record<string, string> | null;
  attempts: number;
  created_at: Date | string;
}

async function deliverDue(db: AppDb, transport: Mailer, now: Date): Promise<MailDeliveryReport> {
  const report: MailDeliveryReport = { sent: 0, failed: 0, givenUp: [], rejected: [] };
  for (;;) {
    const claimed = await claimDue(db, now);
    for (const mail of claimed) {
      try {
        await transport.send({
          to: mail.to_address,
          subject: mail.subject,
          text: mail.body,
          ...(mail.headers ? { headers: mail.headers } : {}),
        });
        await db.execute(sql`delete from ${queuedMails} where id = ${mail.id}`);
        report.sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (isPermanentRejection(error)) {
          await db.execute(sql`delete from ${queuedMails} where id = ${mail.id}`);
          report.rejected.push({ to: mail.to_address, subject: mail.subject, error: message });
          continue;
        }
        if (now.getTime() - new Date(mail.created_at).getTime() >= MAIL_GIVE_UP_AFTER_MS) {
          await db.execute(sql`delete from ${queuedMails} where id = ${mail.id}`);
          report.givenUp.push({ to: mail.to_address, subject: mail.subject, error: message });
          continue;
        }
        const delay =
          MAIL_RETRY_DELAYS_MS[Math.min(mail.attempts, MAIL_RETRY_DELAYS_MS.length - 1)];
        await db.execute(sql`
          update ${queuedMails}
          set attempts = attempts + 1,
              last_error = ${message.slice(0, 500)},
              next_attempt_at = ${new Date(now.getTime() + delay!).toISOString()}::timestamptz
          where id = ${mail.id}`);
        report.failed += 1;
      }
    }
    if (claimed.length < BATCH) return report;
  }
}

/**
 * Takes up to BATCH due mails, oldest first, moving them out of everyone else's reach for
 * CLAIM_MS: instances (or a trigger and the schedule) delivering at once never send one twice.
 */
async function claimDue(db: AppDb, now: Date): Promise<ClaimedMail[]> {
  const result = await db.execute(sql`
    update ${queuedMails}
    set next_attempt_at = ${new Date(now.getTime() + CLAIM_MS).toISOString()}::timestamptz
    where id in (
      select id from ${queuedMails}
      where next_attempt_at <= ${now.toISOString()}::timestamptz
      order by id
      limit ${BATCH}
      for update skip locked
    )
    returning id, to_address, subject, body, headers, attempts, created_at`);
  return (result as unknown as { rows: ClaimedMail[] }).rows
    .map((row) => ({ ...row, id: Number(row.id) }))
    .sort((a, b) => a.id - b.id);
}
