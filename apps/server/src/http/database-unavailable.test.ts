import { createServer } from "node:net";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app.ts";
import { CookieClient } from "../../test/cookie-client.ts";
import { createTestDatabase, type TestDatabase } from "../../test/db.ts";
import { type Database, openDatabase } from "../db/open-database.ts";
import { errorMessage } from "./error-messages.ts";

const GERMAN = { "accept-language": "de" };

/** What a client is told while the database is away: 503, when to come back, in its language. */
function expectUnavailable(response: Awaited<ReturnType<CookieClient["get"]>>) {
  expect(response.statusCode).toBe(503);
  const retryAfter = Number(response.headers["retry-after"]);
  expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 30).toBe(true);
  expect(response.json().error).toMatchObject({
    code: "service_unavailable",
    message: errorMessage("service_unavailable", "de"),
  });
}

async function until(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "PostgreSQL's connections killed (postgres)",
  () => {
    let test: TestDatabase;
    let app: FastifyInstance;
    // On the test database itself, so that it can lock its tables; it never kills itself.
    let admin: pg.Client;

    beforeAll(async () => {
      test = await createTestDatabase("postgres");
      app = await buildTestApp(test.database);
      admin = new pg.Client({ connectionString: test.url });
      await admin.connect();
    });
    afterAll(async () => {
      await app?.close();
      await admin?.end();
      await test?.destroy();
    });

    const terminateOthers = () =>
      admin.query(`select pg_terminate_backend(pid) from pg_stat_activity
                 where datname = current_database() and pid <> pg_backend_pid()`);

    it("answers the request whose connection is terminated 503 with Retry-After, then serves the next ones", async () => {
      const guest = new CookieClient(app);
      await guest.get("/api/_auth/session");
      expect((await guest.get("/api/get-basket-user", GERMAN)).statusCode).toBe(200);
      // The request's query waits on a lock, so that it is in flight when its connection goes.
      await admin.query("begin");
      await admin.query("lock table profiles in access exclusive mode");
      const pending = guest.get("/api/get-basket-user", GERMAN);
      await until(async () => {
        const { rows } = await admin.query(`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`);
        return rows[0].n > 0;
      }, "the request to wait on the lock");
      await terminateOthers();
      await admin.query("rollback");
      expectUnavailable(await pending);
      for (let i = 0; i < 5; i++) {
        expect((await guest.get("/api/get-basket-user", GERMAN)).statusCode).toBe(200);
      }
    });

    it("survives its idle connections being terminated, and reconnects", async () => {
      const guests = Array.from({ length: 5 }, () => new CookieClient(app));
      // Several requests at once leave several idle connections in the pool.
      await Promise.all(guests.map((guest) => guest.get("/api/_auth/session")));
      const { rows } = await terminateOthers();
      expect(rows.length).toBeGreaterThan(1);
      // The pool hears of each loss; an unheard 'error' event would end the process (and this run).
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (const guest of guests) {
        expect((await guest.get("/api/get-basket-user", GERMAN)).statusCode).toBe(200);
      }
    });
  },
);

describe("a database that cannot be reached", () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    // A port that was free a moment ago: connecting is refused at once.
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, "127.0.0.1", () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    database = await openDatabase({ databaseUrl: `postgres://nobody@127.0.0.1:${port}/none` });
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("answers 503 with Retry-After, not 500", async () => {
    const guest = new CookieClient(app);
    expectUnavailable(await guest.get("/api/_auth/session", GERMAN));
    expectUnavailable(await guest.get("/api/get-faq-list-question", GERMAN));
  });
});
