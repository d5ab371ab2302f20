import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ecbSnapshot } from "@frontalier/shared/ecb-rates";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testConfig } from "../../../test/config.ts";
import { testDatabases, useTestDatabase } from "../../../test/db.ts";
import { ConfigError, loadConfig } from "../../config/load-config.ts";
import { exchangeRates } from "../../db/schema.ts";
import { appJobs, JOB } from "../../jobs/app-jobs.ts";
import { createMailer } from "../../mail/mailer.ts";
import { ECB_DAILY_RATES_URL } from "./ecb-rates-url.ts";
import { loadRates } from "./load-rates.ts";
import { type FakeRatesServer, startFakeRatesServer } from "./rates-fake-server.ts";
import { RatesDownloadError, refreshRates } from "./refresh-rates.ts";

const oneDay = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <Cube><Cube time="2026-11-23"><Cube currency="USD" rate="1.1500"/><Cube currency="CHF" rate="0.9300"/></Cube></Cube>
</gesmes:Envelope>`;

describe("the rates' source in the configuration", () => {
  const production = { NODE_ENV: "production", SESSION_SECRET: "s".repeat(32) };

  it("is the ECB's daily file by default, so that an online installation fetches the day's rates", () => {
    expect(loadConfig({}).ecbRatesUrl).toBe(ECB_DAILY_RATES_URL);
    expect(loadConfig(production).ecbRatesUrl).toBe(ECB_DAILY_RATES_URL);
    expect(ECB_DAILY_RATES_URL).toBe(
      "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml",
    );
  });

  it("is off when told so, and in tests unless one names a source (they never reach the internet)", () => {
    expect(loadConfig({ ...production, ECB_RATES_URL: "off" }).ecbRatesUrl).toBeUndefined();
    expect(testConfig().ecbRatesUrl).toBeUndefined();
    expect(testConfig({ ECB_RATES_URL: "http://127.0.0.1:9/daily.xml" }).ecbRatesUrl).toBe(
      "http://127.0.0.1:9/daily.xml",
    );
    expect(() => loadConfig({ ECB_RATES_URL: "ftp://example.test/rates.xml" })).toThrow(
      ConfigError,
    );
  });
});

describe.each(testDatabases())("the default rates source on %s", (kind) => {
  const database = useTestDatabase(kind);
  let ecb: FakeRatesServer;
  /** Takes connections and never answers: a source that hangs. */
  let silent: Server;
  let silentUrl: string;

  beforeAll(async () => {
    ecb = await startFakeRatesServer({ "/daily.xml": { body: oneDay } });
    silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/daily.xml`;
  });
  afterAll(async () => {
    await ecb.close();
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  const jobsOf = (env: Record<string, string>) =>
    appJobs({
      config: loadConfig({ DATA_DIR: "memory://", ...env }),
      db: database().db,
      mailer: createMailer({ from: "test@frontalier.test" }),
      log: { info: () => {}, warn: () => {} },
    });

  it("asks the ECB's daily file with the default configuration, at start and every day", async () => {
    const rates = jobsOf({}).find((job) => job.name === JOB.rates);
    expect(rates).toMatchObject({ timing: { dailyAt: "16:30 CET" }, runAtStart: true });
    // The internet stands in for a loopback ECB: the address asked is the ECB's own.
    const asked: string[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      asked.push(String(input));
      return realFetch(ecb.url("/daily.xml"), init);
    });
    try {
      await rates!.run();
    } finally {
      spy.mockRestore();
    }
    expect(asked).toEqual([ECB_DAILY_RATES_URL]);
    expect((await loadRates(database().db)).date).toBe("2026-11-23");
  });

  it("gives up on a source that does not answer within the time allowed, and the snapshot serves", async () => {
    const { db } = database();
    await db.delete(exchangeRates);
    const started = Date.now();
    await expect(refreshRates({ db, url: silentUrl, timeoutMs: 300 })).rejects.toThrow(
      RatesDownloadError,
    );
    expect(Date.now() - started).toBeLessThan(3000);
    expect((await loadRates(db)).date).toBe(ecbSnapshot.date);
  });
});
