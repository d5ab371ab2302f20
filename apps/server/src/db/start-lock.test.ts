import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import type { JobDefinition, Jobs } from "../jobs/job-definition.ts";
import { startPgBossJobs } from "../jobs/pg-boss-jobs.ts";
import { type Database, openDatabase } from "./open-database.ts";

const adminUrl = process.env.TEST_DATABASE_URL;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Instances started at once on a new database each migrate and set up pg-boss: the migrations
 * collide (a schema created twice) and pg-boss's queue creation can deadlock. They take turns.
 */
describe.skipIf(!adminUrl)(
  adminUrl
    ? "instances starting together on a new PostgreSQL database"
    : "instances starting together (skipped: TEST_DATABASE_URL is not set)",
  () => {
    const name = `frontalier_start_${randomBytes(6).toString("hex")}`;
    const url = new URL(adminUrl ?? "postgres://localhost");
    url.pathname = `/${name}`;
    const databases: Database[] = [];
    const jobs: Jobs[] = [];
    afterAll(async () => {
      await Promise.all(jobs.map((queue) => queue.stop()));
      await Promise.all(databases.map((database) => database.close()));
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });

    it("take turns: no two run their start-up work at the same time", async () => {
      await admin(`CREATE DATABASE ${name}`);
      for (let i = 0; i < 3; i++)
        databases.push(await openDatabase({ databaseUrl: url.toString() }));
      const timeline: string[] = [];
      await Promise.all(
        databases.map((database, i) =>
          database.exclusively(async () => {
            timeline.push(`in ${i}`);
            await new Promise((resolve) => setTimeout(resolve, 50));
            timeline.push(`out ${i}`);
          }),
        ),
      );
      for (let step = 0; step < timeline.length; step += 2) {
        expect(timeline[step]?.replace("in", "out")).toBe(timeline[step + 1]);
      }
    });

    it("all migrate and start their job queue at once", async () => {
      const definitions: JobDefinition[] = ["rates", "retention", "alerts"].map((job) => ({
        name: job,
        timing: { everyMinutes: 15 },
        run: async () => {},
        onError: () => {},
      }));
      const results = await Promise.allSettled(
        databases.map((database) =>
          database.exclusively(async () => {
            await database.migrate();
            const queue = await startPgBossJobs(definitions, {
              connectionString: url.toString(),
              onError: () => {},
            });
            jobs.push(queue);
          }),
        ),
      );
      expect(
        results.map((result) => (result.status === "rejected" ? String(result.reason) : "ok")),
      ).toEqual(["ok", "ok", "ok"]);
    }, 60_000);
  },
);
