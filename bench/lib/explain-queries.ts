import pg from "pg";

export interface RecordedQuery {
  text: string;
  values: unknown[];
}

export interface StatementPlan {
  sql: string;
  params: unknown[];
  planningMs: number;
  executionMs: number;
  plan: string[];
}

/**
 * Drizzle's node-postgres driver sends every statement through `pool.query`; this listens in,
 * so that the plans shown are those of the app's own SQL, not of a copy that may drift.
 */
export function recordQueries(db: unknown): { queries: RecordedQuery[] } {
  const pool = (db as { $client: pg.Pool }).$client;
  const queries: RecordedQuery[] = [];
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown];
    const text = typeof config === "string" ? config : config.text;
    const fallback = typeof config === "string" ? [] : (config.values ?? []);
    queries.push({ text, values: Array.isArray(values) ? values : fallback });
    return query(...args);
  };
  return { queries };
}

/** EXPLAIN (ANALYZE, BUFFERS) of each statement, with its timings pulled out. */
export async function explainQueries(
  url: string,
  queries: readonly RecordedQuery[],
): Promise<StatementPlan[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const plans: StatementPlan[] = [];
    for (const query of queries) {
      const result = await client.query<{ "QUERY PLAN": string }>(
        `EXPLAIN (ANALYZE, BUFFERS) ${query.text}`,
        query.values,
      );
      const lines = result.rows.map((row) => row["QUERY PLAN"]);
      const timing = (label: string) =>
        Number(/([\d.]+) ms/.exec(lines.find((line) => line.startsWith(label)) ?? "")?.[1] ?? -1);
      plans.push({
        sql: query.text,
        params: query.values,
        planningMs: timing("Planning Time"),
        executionMs: timing("Execution Time"),
        plan: lines.filter((line) => !/^(Planning|Execution) Time/.test(line)),
      });
    }
    return plans;
  } finally {
    await client.end();
  }
}
