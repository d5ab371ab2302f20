import { searchName } from "@frontalier/shared/article-input";
import pg from "pg";
import { searchArticles } from "../apps/server/src/catalogue/search/search-articles.ts";
import { openDatabase } from "../apps/server/src/db/open-database.ts";
import { explainQueries, recordQueries, type StatementPlan } from "./lib/explain-queries.ts";

export interface SearchPlan extends StatementPlan {
  fragment: string;
  /** Names containing the fragment: rows the query ranks by similarity before keeping 8. */
  matchingArticles: number;
}

/** The app's own search SQL for the slowest fragments, with its plan and how many rows matched. */
export async function explainSearch(url: string, fragments: readonly string[]) {
  const database = await openDatabase({ databaseUrl: url });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const record = recordQueries(database.db);
    const plans: SearchPlan[] = [];
    for (const fragment of fragments) {
      record.queries.length = 0;
      await searchArticles(database.db, fragment, 8);
      const [plan] = await explainQueries(url, record.queries);
      const matches = await client.query<{ count: string }>(
        "SELECT count(*) AS count FROM articles WHERE search_name LIKE $1",
        [`%${searchName(fragment)}%`],
      );
      if (plan) {
        plans.push({ fragment, matchingArticles: Number(matches.rows[0]?.count ?? 0), ...plan });
      }
    }
    return plans;
  } finally {
    await client.end();
    await database.close();
  }
}
