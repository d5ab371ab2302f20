import { appConfigSchema } from "@frontalier/shared/contracts/app-config";
import { rateWarning } from "@frontalier/shared/rate-freshness";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app.ts";
import { testConfig } from "../../../test/config.ts";
import { testDatabases, useTestDatabase } from "../../../test/db.ts";
import { createWebDist, type WebDist } from "../../../test/web-dist.ts";
import { exchangeRates } from "../../db/schema.ts";
import { appJobs, JOB } from "../../jobs/app-jobs.ts";
import { loadRates } from "./load-rates.ts";
import { type FakeRatesServer, startFakeRatesServer } from "./rates-fake-server.ts";

const oneDay = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <Cube><Cube time="2026-11-23"><Cube currency="USD" rate="1.1500"/><Cube currency="CHF" rate="0.9300"/></Cube></Cube>
</gesmes:Envelope>`;

/** Tuesday 2026-11-24, 09:30 UTC: the bundled 2025-05-09 rates are long past three business days. */
const NOW = new Date("2026-11-24T09:30:00Z");

let ecb: FakeRatesServer;
let dist: WebDist;

beforeAll(async () => {
  ecb = await startFakeRatesServer({
    "/daily.xml": { body: oneDay },
    "/down": { status: 503, body: "unavailable" },
  });
  dist = await createWebDist();
});

afterAll(async () => {
  await ecb.close();
  await dist.remove();
});

describe.each(testDatabases())("why the rates are old, on %s", (kind) => {
  const database = useTestDatabase(kind);
  const db = () => database().db;
  const apps: FastifyInstance[] = [];

  beforeEach(async () => {
    await db().delete(exchangeRates);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  /** The app as a shopper's browser gets it: the public configuration embedded in the page. */
  async function served(env: Record<string, string>) {
    const app = await buildTestApp(database(), { WEB_DIST_DIR: dist.dir, ...env });
    apps.push(app);
    const html = (await app.inject({ method: "GET", url: "/" })).body;
    const json = /<script type="application\/json" id="app-config">(.*?)<\/script>/s.exec(
      html,
    )?.[1];
    const config = appConfigSchema.parse(JSON.parse(json ?? "null"));
    return { app, config };
  }

  async function runRatesJob(env: Record<string, string>, app: FastifyInstance) {
    const failures: unknown[] = [];
    const log = { info: () => {}, warn: () => {} };
    const jobs = appJobs({ db: db(), mailer: app.mailer, log, config: testConfig(env) });
    const job = jobs.find((candidate) => candidate.name === JOB.rates);
    if (!job) return { ran: false, failures };
    await job.run().catch((error: unknown) => failures.push(error));
    return { ran: true, failures };
  }

  it("says no rate source is configured when the installation has none", async () => {
    const { app, config } = await served({});
    expect(config.rateRefresh).toBe("off");
    expect((await runRatesJob({}, app)).ran).toBe(false);
    const rates = await loadRates(db());
    expect(rates.date).toBe("2025-05-09");
    expect(rateWarning(rates.date, NOW, config.rateRefresh)).toBe("no_source");
  });

  it("says the refresh failed when the configured source does not answer", async () => {
    const env = { ECB_RATES_URL: ecb.url("/down") };
    const { app, config } = await served(env);
    expect(config.rateRefresh).toBe("daily");
    const job = await runRatesJob(env, app);
    expect(job.ran).toBe(true);
    expect(job.failures).toHaveLength(1);
    const rates = await loadRates(db());
    expect(rates.date).toBe("2025-05-09");
    expect(rateWarning(rates.date, NOW, config.rateRefresh)).toBe("refresh_failed");
  });

  it("says nothing once the configured source brought the day's rates", async () => {
    const env = { ECB_RATES_URL: ecb.url("/daily.xml") };
    const { app, config } = await served(env);
    const job = await runRatesJob(env, app);
    expect(job.failures).toEqual([]);
    const rates = await loadRates(db());
    expect(rates.date).toBe("2026-11-23");
    expect(rateWarning(rates.date, NOW, config.rateRefresh)).toBeNull();
  });
});
