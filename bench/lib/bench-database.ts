import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { onExit } from "./cleanup.ts";
import { log } from "./log.ts";

/** The PostgreSQL; BENCH_DATABASE_URL points the bench at another server. */
export const ADMIN_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A database of its own for one figure, dropped afterwards. The drop is also registered for the
 * bench's exit (crash, watchdog, Ctrl-C), where only synchronous work runs, hence psql.
 */
export async function createBenchDatabase(adminUrl = ADMIN_DATABASE_URL): Promise<BenchDatabase> {
  const name = `frontalier_bench_${randomBytes(5).toString("hex")}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const unregister = onExit(() => dropSync(adminUrl, name));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  log(`created database ${name}`);
  let dropped = false;
  return {
    name,
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      unregister();
      log(`dropped database ${name}`);
    },
  };
}

/** Runs `work` on a fresh database and drops it whatever happens. */
export async function withBenchDatabase<T>(work: (database: BenchDatabase) => Promise<T>) {
  const database = await createBenchDatabase();
  try {
    return await work(database);
  } finally {
    await database
      .drop()
      .catch((error: unknown) => log(`could not drop ${database.name}: ${error}`));
  }
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function dropSync(adminUrl: string, name: string) {
  execFileSync("psql", [adminUrl, "-qc", `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`], {
    stdio: "ignore",
    timeout: 10_000,
  });
}
