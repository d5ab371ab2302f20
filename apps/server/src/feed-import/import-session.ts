import { PGlite, type Transaction } from "@electric-sql/pglite";
import pg from "pg";
import type { AppDb } from "../db/open-database.ts";

/** A statement with a name is prepared once per connection (PostgreSQL), then only bound. */
export interface Statement {
  name?: string;
  text: string;
}

export interface SqlRunner {
  query<Row>(statement: Statement, params?: unknown[]): Promise<Row[]>;
}

/** One connection held for a whole import: its temporary table and prepared statements live there. */
export interface ImportSession extends SqlRunner {
  /** Runs `work` in a transaction; `rollback` undoes it even when `work` succeeds (dry runs). */
  transaction<T>(
    work: (run: SqlRunner) => Promise<T>,
    options?: { rollback?: boolean },
  ): Promise<T>;
  release(): Promise<void>;
}

/**
 * Reaches below Drizzle to the driver that `openDatabase` gave it: the import needs sessions that
 * keep a temporary table, named prepared statements and array parameters, which Drizzle's pool
 * transactions and query builder do not offer. PostgreSQL gets up to `wanted` connections of the
 * pool; PGlite has only one.
 */
export async function openImportSessions(db: AppDb, wanted: number): Promise<ImportSession[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) return [pgliteSession(client)];
  if (client instanceof pg.Client) return [postgresSession(client, () => {})];
  if (!(client instanceof pg.Pool)) {
    throw new Error("importFeed needs a database opened by openDatabase (PGlite or node-postgres)");
  }
  const sessions: ImportSession[] = [];
  try {
    for (let i = 0; i < Math.max(1, wanted); i++) {
      const connection = await client.connect();
      sessions.push(postgresSession(connection, (broken) => connection.release(broken)));
    }
  } catch (error) {
    await Promise.all(sessions.map((session) => session.release()));
    throw error;
  }
  return sessions;
}

function postgresSession(client: pg.ClientBase, release: (broken: boolean) => void): ImportSession {
  let broken = false;
  const run: SqlRunner = {
    async query<Row>(statement: Statement, params: unknown[] = []) {
      const result = await client.query({ ...statement, values: params });
      return result.rows as Row[];
    },
  };
  return {
    ...run,
    async transaction(work, { rollback = false } = {}) {
      await client.query("BEGIN");
      try {
        const result = await work(run);
        await client.query(rollback ? "ROLLBACK" : "COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {
          // A connection that cannot even roll back must not go back to the pool.
          broken = true;
        });
        throw error;
      }
    },
    async release() {
      release(broken);
    },
  };
}

function pgliteSession(client: PGlite): ImportSession {
  const runner = (target: PGlite | Transaction): SqlRunner => ({
    async query<Row>(statement: Statement, params: unknown[] = []) {
      return (await target.query<Row>(statement.text, params)).rows;
    },
  });
  return {
    ...runner(client),
    // PGlite's own transaction() holds its lock, so that nothing else in this process interleaves.
    transaction: (work, { rollback = false } = {}) =>
      client.transaction(async (tx) => {
        const result = await work(runner(tx));
        if (rollback) await tx.rollback();
        return result;
      }),
    async release() {},
  };
}
