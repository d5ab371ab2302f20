import { type FakeRetailer, startFakeRetailer } from "../../apps/server/src/fake-retailer/index.ts";
import { type BenchArticles, generateBenchArticles } from "./bench-catalogue.ts";
import { type BenchDatabase, createBenchDatabase } from "./bench-database.ts";
import { log } from "./log.ts";
import { type SeedTimings, seedCatalogue } from "./seed-catalogue.ts";
import { type RunningServer, startServer } from "./start-server.ts";
import { withTimeout } from "./with-timeout.ts";

export const CATALOGUE_ARTICLES = 100_000;
/** The stand-in retailer: 200 ms per answer, 5 % of answers 503. */
export const RETAILER_BEHAVIOUR = { latencyMs: 200, failureRate: 0.05 } as const;
/** The longest TTL the config accepts: every seeded offer stays fresh, no look-up starts. */
const TTL_HOURS = 24 * 365;
const SETUP_TIMEOUT_MS = 180_000;

export interface Catalogue {
  database: BenchDatabase;
  articles: BenchArticles;
  seed: SeedTimings;
  /** The real server (apps/server/src/main.ts) on that database. */
  server: RunningServer;
  /** Its environment, to start another one like it (profiled, say). */
  serverEnv: Record<string, string>;
  /** Where the server's look-ups go; its request count proves a podium used cached data. */
  retailer: FakeRetailer;
}

export interface CatalogueOptions {
  root: string;
  webDistDir: string;
  dataDir: string;
}

/**
 * A PostgreSQL database of 100,000 articles × 30 countries and the app serving it, for the
 * podium, search and end-to-end look-up figures; all of it gone when `work` ends, however.
 */
export async function withCatalogue<T>(
  options: CatalogueOptions,
  work: (catalogue: Catalogue) => Promise<T>,
): Promise<T> {
  // In this process: it goes with the bench whatever happens.
  const retailer = await startFakeRetailer(RETAILER_BEHAVIOUR);
  let database: BenchDatabase | undefined;
  let server: RunningServer | undefined;
  try {
    const setUp = async () => {
      database = await createBenchDatabase();
      const articles = generateBenchArticles(CATALOGUE_ARTICLES);
      const seed = await seedCatalogue(database.url, articles);
      const serverEnv = {
        NODE_ENV: "production",
        // Measured offline: the bundled ECB snapshot, never the ECB's daily file.
        ECB_RATES_URL: "off",
        LOG_LEVEL: "warn",
        DATABASE_URL: database.url,
        DATA_DIR: options.dataDir,
        WEB_DIST_DIR: options.webDistDir,
        DEMO_CATALOGUE: "false",
        RETAILER_BASE_URL: retailer.url,
        RETAILER_TTL_HOURS: String(TTL_HOURS),
      };
      server = await startServer({
        name: "catalogue",
        entry: "apps/server/src/main.ts",
        cwd: options.root,
        env: serverEnv,
      });
      return { database, articles, seed, server, serverEnv, retailer };
    };
    const catalogue = await withTimeout(setUp(), SETUP_TIMEOUT_MS, "catalogue set-up");
    return await work(catalogue);
  } finally {
    await server?.stop().catch((error: unknown) => log(`catalogue server stop: ${error}`));
    await database?.drop().catch((error: unknown) => log(`catalogue database drop: ${error}`));
    await retailer.close().catch(() => {});
  }
}
