import type { Database } from "../src/db/open-database.ts";

/** The database, counting the statements sent through `prepared`. */
export function countStatements(database: Database) {
  let count = 0;
  const counted: Database = {
    ...database,
    prepared: (name, text, values) => {
      count++;
      return database.prepared(name, text, values);
    },
  };
  return { database: counted, statements: () => count };
}
