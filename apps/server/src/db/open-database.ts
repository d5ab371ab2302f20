import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { MEMORY_DATA_DIR } from "../config/env-schema.ts";
import * as schema from "./schema.ts";
import { withTimeout } from "./with-timeout.ts";

export type DatabaseKind = "pglite" | "postgres";

/** Either driver behind one type, so that queries never depend on which one runs. */
export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: AppDb;
  kind: DatabaseKind;
  /** Rejects when the database does not answer `select 1` within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  /** Applies the migrations of apps/server/drizzle that have not run yet. */
  migrate(): Promise<void>;
  /**
   * A hot query as a named prepared statement: PostgreSQL plans it once per connection instead
   * of once per call (the podium's plan costs more than its execution). Positional $n parameters.
   */
  prepared<Row>(name: string, text: string, values: unknown[]): Promise<Row[]>;
  /**
   * Calls `onMessage` with the payload of each notification on `channel` (NOTIFY, `pg_notify`)
   * until the returned function is called. `onLost` is called once if the connection that listens
   * goes: notifications may then have been missed. Resolves once listening.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onLost: (error: unknown) => void,
  ): Promise<() => Promise<void>>;
  /**
   * Runs `work` while no other instance on this database runs work of its own through this
   * (a PostgreSQL advisory lock): migrations, seeds and pg-boss's set-up, which collide when two
   * instances start at once on a new database.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when set, PostgreSQL is used instead of PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite files go in `${dataDir}/pglite`; `memory://` or nothing keeps them in memory. */
  dataDir?: string | undefined;
}

const migrationsFolder = resolve(import.meta.dirname, "../../drizzle");

const DEFAULT_PING_TIMEOUT_MS = 1000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const inMemory = !dataDir || dataDir.startsWith(MEMORY_DATA_DIR);
  let dir = MEMORY_DATA_DIR;
  if (!inMemory) {
    dir = join(dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
  }
  // pg_trgm serves the name search; PostgreSQL ships it in contrib, PGlite as a loadable module.
  const client = new PGlite(dir, { extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return handle(
    "pglite",
    db,
    () => migratePglite(db, { migrationsFolder }),
    () => client.close(),
    // PGlite runs in this process: there is no planning round trip to save.
    async <Row>(_name: string, text: string, values: unknown[]) =>
      (await client.query<Row>(text, values)).rows,
    // In this process, with its one connection: the listener cannot be lost.
    async (channel, onMessage) => {
      const unlisten = await client.listen(channel, onMessage);
      return () => unlisten();
    },
    // One process opens a PGlite directory: nobody to wait for.
    (work) => work(),
  );
}

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, connectionTimeoutMillis: 5000 });
  // An idle client that loses its connection must not crash the process: the pool drops it, and
  // the next query reports the failure where it can be handled.
  pool.on("error", () => {});
  const db = drizzlePostgres({ client: pool, schema });
  return handle(
    "postgres",
    db,
    () => migratePostgres(db, { migrationsFolder }),
    () => pool.end(),
    async <Row>(name: string, text: string, values: unknown[]) =>
      (await pool.query<Row & pg.QueryResultRow>({ name, text, values })).rows as Row[],
    (channel, onMessage, onLost) => listenPostgres(connectionString, channel, onMessage, onLost),
    (work) => exclusivelyOnPostgres(connectionString, work),
  );
}

/** The advisory lock instances take to start one at a time (any number: ours alone uses it). */
const START_LOCK = 7_263_491_200;

/**
 * A connection of its own holds the lock, so that `work` may use the pool (and pg-boss its own
 * connections); the lock goes with the connection if this process dies.
 */
async function exclusivelyOnPostgres<T>(
  connectionString: string,
  work: () => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [START_LOCK]);
    return await work();
  } finally {
    await client.end().catch(() => {});
  }
}

/** A connection of its own, outside the pool: LISTEN holds it for as long as it runs. */
async function listenPostgres(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onLost: (error: unknown) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new TypeError(`not a channel name: ${channel}`);
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
  let over = false;
  const lost = (error: unknown) => {
    if (over) return;
    over = true;
    client.end().catch(() => {});
    onLost(error);
  };
  client.on("error", lost);
  client.on("end", () => lost(new Error("the listening connection ended")));
  client.on("notification", (message) => {
    if (!over && message.channel === channel) onMessage(message.payload ?? "");
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${channel}`);
  } catch (error) {
    over = true;
    await client.end().catch(() => {});
    throw error;
  }
  return async () => {
    over = true;
    await client.end().catch(() => {});
  };
}

type Prepared = Database["prepared"];

function handle(
  kind: DatabaseKind,
  db: AppDb,
  migrate: () => Promise<void>,
  end: () => Promise<void>,
  prepared: Prepared,
  listen: Database["listen"],
  exclusively: Database["exclusively"],
): Database {
  let closed = false;
  return {
    db,
    kind,
    async ping(timeoutMs = DEFAULT_PING_TIMEOUT_MS) {
      await withTimeout(db.execute(sql`select 1`), timeoutMs, "database ping");
    },
    migrate,
    prepared,
    listen,
    exclusively,
    async close() {
      if (closed) return;
      closed = true;
      await end();
    },
  };
}
