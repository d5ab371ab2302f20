import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { type Database, type DatabaseKind, openDatabase } from "../src/db/open-database.ts";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server we may create databases on. */
export function testDatabases(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export interface TestDatabase {
  database: Database;
  /** PostgreSQL's connection string, for what connects on its own (pg-boss); none for PGlite. */
  url?: string;
  /** Closes the database and, for PostgreSQL, drops it. */
  destroy(): Promise<void>;
}

/** A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database of its own. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const database = await openDatabase({});
    await database.migrate();
    return { database, destroy: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `frontalier_test_${randomBytes(6).toString("hex")}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  }
  return {
    database,
    url: url.toString(),
    async destroy() {
      await database.close();
      await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A database for the enclosing describe block: created before its tests, destroyed after. */
export function useTestDatabase(kind: DatabaseKind): () => Database {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await current?.destroy();
  });
  return () => {
    if (!current) throw new Error("the test database is not open yet (use it inside a test)");
    return current.database;
  };
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
