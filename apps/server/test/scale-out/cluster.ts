import { randomBytes } from "node:crypto";
import { type HealthResponse, healthResponseSchema } from "@frontalier/shared/contracts/health";
import { type FakeRetailer, startFakeRetailer } from "../../src/fake-retailer/index.ts";
import { MISSING_WEB_DIST } from "../config.ts";
import { createTestDatabase, type TestDatabase } from "../db.ts";
import { type FakeSmtp, startFakeSmtp } from "./fake-smtp.ts";
import { findNginx, freePort, type Nginx, startNginx } from "./nginx.ts";
import { compileServer, type ServerProcess, startServerProcess } from "./server-process.ts";

/** Why the scale-out tests cannot run here, or null when they can. */
export function clusterUnavailable(): string | null {
  const missing = [
    findNginx() ? null : "nginx",
    process.env.TEST_DATABASE_URL ? null : "TEST_DATABASE_URL",
    process.env.TEST_REDIS_URL ? null : "TEST_REDIS_URL",
  ].filter((what) => what !== null);
  return missing.length > 0 ? `needs ${missing.join(", ")}` : null;
}

export interface Cluster {
  /** The proxy's address: what shoppers use, and every instance's PUBLIC_URL. */
  proxyUrl: string;
  a: ServerProcess;
  b: ServerProcess;
  database: TestDatabase;
  retailer: FakeRetailer;
  smtp: FakeSmtp;
  nginx: Nginx;
  /** Stops everything that was started and drops the database, whatever failed before. */
  close(): Promise<void>;
}

/**
 * Two server processes on one fresh PostgreSQL database and one Redis, behind nginx, sharing one
 * stand-in retailer and one SMTP server: a deployment of N = 2 on loopback. Resolves once both
 * instances answer and hold their offer index, so that podiums are served from memory and only
 * PostgreSQL's notifications can keep them right.
 */
export async function startCluster(): Promise<Cluster> {
  const nginxBinary = findNginx();
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!nginxBinary || !redisUrl) throw new Error(clusterUnavailable() ?? "unavailable");
  const cleanUps: (() => Promise<void>)[] = [];
  const close = async () => {
    // Last started, first stopped: the proxy, the instances, then what they used.
    for (const cleanUp of cleanUps.splice(0).reverse()) {
      await cleanUp().catch((error: unknown) => console.warn("scale-out clean-up:", error));
    }
  };
  try {
    await compileServer();
    const database = await createTestDatabase("postgres");
    cleanUps.push(() => database.destroy());
    const retailer = await startFakeRetailer();
    cleanUps.push(() => retailer.close());
    const smtp = await startFakeSmtp();
    cleanUps.push(() => smtp.close());
    const proxyPort = await freePort();
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;
    const env: Record<string, string> = {
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      DATABASE_URL: database.url ?? "",
      // The app names its Redis keys itself (rate limits, the stock cache); this run's clients
      // use addresses and e-mail addresses of their own, so nothing here meets another run's keys.
      REDIS_URL: redisUrl,
      SESSION_SECRET: randomBytes(32).toString("base64url"),
      PUBLIC_URL: proxyUrl,
      // One proxy in front: the client is the right-most X-Forwarded-For entry.
      TRUST_PROXY: "1",
      WEB_DIST_DIR: MISSING_WEB_DIST,
      RETAILER_BASE_URL: retailer.url,
      RETAILER_STOCK_BASE_URL: retailer.url,
      SMTP_URL: smtp.url,
      MAIL_FROM: "Frontalier <no-reply@frontalier.test>",
    };
    // Both at once, as a deployment starts them: they take turns for pg-boss's set-up (the
    // start-up lock), which deadlocked when two made its queues together.
    const started = await Promise.allSettled([
      startServerProcess("a", env),
      startServerProcess("b", env),
    ]);
    for (const result of started) {
      if (result.status === "fulfilled") cleanUps.push(() => result.value.stop());
    }
    const [a, b] = started.map((result) => {
      if (result.status === "rejected") throw result.reason;
      return result.value;
    });
    if (!a || !b) throw new Error("two instances were started");
    await Promise.all([a, b].map((instance) => waitUntilWarm(instance)));
    const nginx = await startNginx(nginxBinary, {
      port: proxyPort,
      upstreams: [
        { name: "a", address: a.address },
        { name: "b", address: b.address },
      ],
    });
    cleanUps.push(() => nginx.stop());
    return { proxyUrl, a, b, database, retailer, smtp, nginx, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Until the instance's offer index has filled (decision 021): `GET /api/health` says `ready`. */
async function waitUntilWarm(instance: ServerProcess, timeoutMs = 30_000): Promise<HealthResponse> {
  const deadline = Date.now() + timeoutMs;
  let last = "";
  while (Date.now() < deadline) {
    const response = await fetch(`${instance.url}/api/health`, {
      signal: AbortSignal.timeout(2_000),
    }).catch((error: unknown) => error as Error);
    if (response instanceof Response) {
      const health = healthResponseSchema.parse(await response.json());
      if (health.offerIndex?.state === "ready") return health;
      last = JSON.stringify(health);
    } else {
      last = String(response);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`instance ${instance.name} not warm after ${timeoutMs} ms: ${last}`);
}
