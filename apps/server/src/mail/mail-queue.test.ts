import type { AddressInfo } from "node:net";
import { createServer, type Server, type Socket } from "node:net";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { testConfig } from "../../test/config.ts";
import { CookieClient } from "../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../test/db.ts";
import { buildApp } from "../app.ts";
import { newsletterSubscriptions, queuedMails } from "../db/schema.ts";
import { appJobs, JOB } from "../jobs/app-jobs.ts";
import { startInProcessJobs } from "../jobs/in-process-jobs.ts";
import type { Jobs } from "../jobs/job-definition.ts";
import { isQueuedMailer, MAIL_RETRY_DELAYS_MS, type QueuedMailer } from "./mail-queue.ts";

/** A real SMTP server on loopback that refuses every recipient (451) until told to take mail. */
async function startFlakySmtp() {
  const received: { to: string[]; data: string }[] = [];
  let refusing = true;
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith("gone@")) {
        return callback(Object.assign(new Error("no such mailbox"), { responseCode: 550 }));
      }
      if (!refusing) return callback();
      refusals += 1;
      callback(Object.assign(new Error("try again later"), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refusals: () => refusals,
    work: () => {
      refusing = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Takes connections and never says a word: an SMTP server that hangs. */
async function startSilentSmtp() {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => sockets.size,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const quiet = { info: () => {}, warn: () => {} };

describe.each(testDatabases())("mail through the job runner (%s)", (kind) => {
  const database = useTestDatabase(kind);
  const queued = () => database().db.select().from(queuedMails);
  let smtp: Awaited<ReturnType<typeof startFlakySmtp>>;

  beforeAll(async () => {
    smtp = await startFlakySmtp();
  });
  afterAll(() => smtp.close());
  afterEach(async () => {
    await database().db.delete(queuedMails);
  });

  /** The app as main.ts runs it with SMTP: the mail job started, triggered by each queued mail. */
  async function start(smtpUrl: string) {
    let jobs: Jobs | undefined;
    const config = testConfig({ SMTP_URL: smtpUrl, CONTACT_EMAIL: "team@frontalier.test" });
    const app: FastifyInstance = await buildApp(config, {
      database: database(),
      logger: false,
      onMailQueued: () => void jobs?.trigger(JOB.mail, 0),
    });
    const definitions = appJobs({ config, db: database().db, mailer: app.mailer, log: quiet });
    jobs = startInProcessJobs(definitions.filter((job) => job.name === JOB.mail));
    expect(isQueuedMailer(app.mailer)).toBe(true);
    return {
      app,
      mailer: app.mailer as QueuedMailer,
      close: async () => {
        await jobs?.stop();
        await app.close();
      },
    };
  }

  it("answers sign-up, reset and contact at once while the SMTP server hangs, and keeps the mails", async () => {
    const silent = await startSilentSmtp();
    const { app, close } = await start(silent.url);
    try {
      const client = new CookieClient(app, "198.51.100.81");
      await client.get("/api/_auth/session");
      const timed = async (send: () => Promise<{ statusCode: number }>) => {
        const started = performance.now();
        const response = await send();
        return { status: response.statusCode, ms: performance.now() - started };
      };
      const answers = [
        await timed(() =>
          client.post("/api/user-signup", {
            email: "slow@example.test",
            password: "a long enough passphrase",
            sPrenom: "Camille",
            sNom: "Martin",
            sPaysFav: "FR",
            sPaysLangue: "FR/FR",
          }),
        ),
        await timed(() => client.post("/api/auth/password-reset", { email: "slow@example.test" })),
        await timed(() =>
          client.post("/api/contact", {
            name: "Camille Martin",
            email: "camille@example.test",
            subject: "Prix",
            message: "Le prix affiché pour la Belgique ne correspond pas au site.",
          }),
        ),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202]);
      // The server would hold a sender 10 s before giving up on its greeting.
      for (const answer of answers) expect(answer.ms).toBeLessThan(1000);
      const rows = await queued();
      expect(rows.map((row) => row.toAddress).sort()).toEqual([
        "slow@example.test",
        "slow@example.test",
        "team@frontalier.test",
      ]);
      // The job is trying meanwhile: the SMTP server holds its connection.
      await vi.waitFor(() => expect(silent.connections()).toBeGreaterThan(0), { timeout: 5000 });
    } finally {
      await silent.close();
      await close();
    }
  });

  it("retries a mail the server refused until it takes it, and loses none", async () => {
    const { app, mailer, close } = await start(smtp.url);
    try {
      const client = new CookieClient(app, "198.51.100.82");
      await client.get("/api/_auth/session");
      const signup = await client.post("/api/user-signup", {
        email: "flaky@example.test",
        password: "a long enough passphrase",
        sPrenom: "Camille",
        sNom: "Martin",
        sPaysFav: "FR",
        sPaysLangue: "FR/FR",
      });
      expect(signup.statusCode).toBe(202);
      // The job ran at once and was refused: the mail waits for its next try, a minute later.
      await vi.waitFor(
        async () => {
          const [row] = await queued();
          expect(row).toMatchObject({ toAddress: "flaky@example.test", attempts: 1 });
          expect(row?.lastError).toContain("try again later");
        },
        { timeout: 5000 },
      );
      const [waiting] = await queued();
      const firstRetry = waiting!.nextAttemptAt.getTime() - Date.now();
      expect(firstRetry).toBeGreaterThan(MAIL_RETRY_DELAYS_MS[0] - 5000);
      expect(firstRetry).toBeLessThanOrEqual(MAIL_RETRY_DELAYS_MS[0]);
      // Not due yet: nothing is sent, nothing tried.
      const refusals = smtp.refusals();
      expect(await mailer.deliverDue()).toEqual({ sent: 0, failed: 0, givenUp: [], rejected: [] });
      expect(smtp.refusals()).toBe(refusals);

      // Still refused at the first retry; the next waits longer.
      const later = (ms: number) => ({ now: new Date(Date.now() + ms) });
      expect(await mailer.deliverDue(later(MAIL_RETRY_DELAYS_MS[0] + 1000))).toMatchObject({
        sent: 0,
        failed: 1,
      });
      const [again] = await queued();
      expect(again?.attempts).toBe(2);
      expect(again!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(MAIL_RETRY_DELAYS_MS[1]);

      smtp.work();
      expect(
        await mailer.deliverDue(later(MAIL_RETRY_DELAYS_MS[0] + MAIL_RETRY_DELAYS_MS[1] + 2000)),
      ).toEqual({ sent: 1, failed: 0, givenUp: [], rejected: [] });
      expect(await queued()).toEqual([]);
      const mail = smtp.received.find((m) => m.to.includes("flaky@example.test"));
      expect(mail?.data).toMatch(/verify-email\?token=/);
    } finally {
      await close();
    }
  });

  it("tells a newsletter subscriber at once that the server refuses the address for good (spec: /bocked-email)", async () => {
    const { app, close } = await start(smtp.url);
    try {
      const client = new CookieClient(app, "198.51.100.83");
      const response = await client.post("/api/newsletter/subscribe", {
        email: "gone@example.test",
      });
      expect(response.json()).toEqual({ status: "blocked" });
      const [row] = await database()
        .db.select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, "gone@example.test"));
      expect(row?.status).toBe("bounced");
      expect(await queued()).toEqual([]);
    } finally {
      await close();
    }
  });

  it("queues a newsletter confirmation the server cannot take now, and answers without waiting for it", async () => {
    // A server of its own, still refusing (451) every recipient.
    const busy = await startFlakySmtp();
    const { app, close } = await start(busy.url);
    try {
      const client = new CookieClient(app, "198.51.100.84");
      const response = await client.post("/api/newsletter/subscribe", {
        email: "later@example.test",
      });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ status: "check-email" });
      const rows = await queued();
      expect(rows.map((row) => row.toAddress)).toEqual(["later@example.test"]);
      expect(busy.refusals()).toBeGreaterThan(0);
    } finally {
      await close();
      await busy.close();
    }
  });

  it("waits for a silent server at most a few seconds before answering a subscription", async () => {
    const silent = await startSilentSmtp();
    const { app, close } = await start(silent.url);
    try {
      const client = new CookieClient(app, "198.51.100.85");
      const started = performance.now();
      const response = await client.post("/api/newsletter/subscribe", {
        email: "patient@example.test",
      });
      expect(response.statusCode).toBe(202);
      expect(performance.now() - started).toBeLessThan(5000);
      // The server hangs up: the mail it never took is queued for the job's retries, not lost.
      await silent.close();
      await vi.waitFor(
        async () =>
          expect((await queued()).map((row) => row.toAddress)).toContain("patient@example.test"),
        { timeout: 5000 },
      );
    } finally {
      await silent.close();
      await close();
    }
  });

  it("sends a mail once when two deliveries run at the same time", async () => {
    smtp.work();
    const { mailer, close } = await start(smtp.url);
    try {
      const before = smtp.received.length;
      // Headers (the alerts' and newsletter's List-Unsubscribe) go along.
      await mailer.send({
        to: "headers@example.test",
        subject: "Alerte",
        text: "b",
        headers: { "List-Unsubscribe": "<https://frontalier.test/stop>" },
      });
      await vi.waitFor(() =>
        expect(smtp.received.find((m) => m.to.includes("headers@example.test"))?.data).toContain(
          "List-Unsubscribe: <https://frontalier.test/stop>",
        ),
      );
      await database()
        .db.insert(queuedMails)
        .values(
          Array.from({ length: 12 }, (_, i) => ({
            toAddress: `many${i}@example.test`,
            subject: "s",
            body: "b",
          })),
        );
      const reports = await Promise.all([mailer.deliverDue(), mailer.deliverDue()]);
      // The job runner's own delivery may take some of them first: together, never more than 12.
      expect(reports[0]!.sent + reports[1]!.sent).toBeLessThanOrEqual(12);
      await vi.waitFor(() => expect(smtp.received.length - before).toBe(13));
      const received = smtp.received.slice(before);
      for (let i = 0; i < 12; i++) {
        const to = `many${i}@example.test`;
        expect(
          received.filter((m) => m.to.includes(to)),
          to,
        ).toHaveLength(1);
      }
      expect(await queued()).toEqual([]);
    } finally {
      await close();
    }
  });
});
