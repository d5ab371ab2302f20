import { ecbSnapshot } from "@frontalier/shared/ecb-rates";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app.ts";
import { testConfig } from "../../../test/config.ts";
import { testDatabases, useTestDatabase } from "../../../test/db.ts";
import { exchangeRates } from "../../db/schema.ts";
import { appJobs, JOB } from "../../jobs/app-jobs.ts";
import { loadRates } from "./load-rates.ts";
import { EcbRatesFormatError } from "./parse-ecb-xml.ts";
import { type FakeRatesServer, startFakeRatesServer } from "./rates-fake-server.ts";
import { RatesDownloadError, refreshRates } from "./refresh-rates.ts";
import { ECB_DAILY_FIXTURE, readSharedData } from "./shared-data-fixtures.ts";

const fixture = readSharedData(ECB_DAILY_FIXTURE);
const needsFixture = fixture ? "" : " (skipped: shared/data is absent)";

const twoDays = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <Cube>
    <Cube time="2025-05-13"><Cube currency="USD" rate="1.1200"/><Cube currency="CHF" rate="0.9400"/></Cube>
    <Cube time="2025-05-12"><Cube currency="USD" rate="1.1100"/><Cube currency="CHF" rate="0.9300"/></Cube>
  </Cube>
</gesmes:Envelope>`;

let server: FakeRatesServer;

beforeAll(async () => {
  server = await startFakeRatesServer({
    "/daily.xml": { body: fixture ?? "" },
    "/two-days.xml": { body: twoDays },
    "/broken.xml": { body: twoDays.slice(0, 250) },
    "/maintenance": {
      status: 200,
      body: "<html><body>Maintenance</body></html>",
      type: "text/html",
    },
    "/down": { status: 503, body: "unavailable" },
  });
});

afterAll(() => server.close());

describe.each(testDatabases())("exchange rates on %s", (kind) => {
  const database = useTestDatabase(kind);
  const db = () => database().db;
  const rowCount = async () =>
    (await db().select({ n: sql<number>`count(*)::int` }).from(exchangeRates))[0]!.n;

  beforeEach(async () => {
    await db().delete(exchangeRates);
  });

  it("falls back to the bundled snapshot while the table is empty", async () => {
    const rates = await loadRates(db());
    expect(rates.date).toBe("2025-05-09");
    expect(rates.source).toBe(ecbSnapshot.source);
    expect(rates.perEuro).toMatchObject(ecbSnapshot.perEuro);
    expect(rates.perEuro.SAR).toBeCloseTo(1.1252 * 3.75, 6);
  });

  it.skipIf(!fixture)(
    `downloads the ECB file, stores it, and is idempotent${needsFixture}`,
    async () => {
      const first = await refreshRates({ db: db(), url: server.url("/daily.xml") });
      expect(first).toEqual({ date: "2025-05-09", days: 1, rows: 30 });
      const second = await refreshRates({ db: db(), url: server.url("/daily.xml") });
      expect(second).toEqual(first);
      expect(await rowCount()).toBe(30);
      const rates = await loadRates(db());
      expect(rates.date).toBe("2025-05-09");
      expect(rates.perEuro).toMatchObject(ecbSnapshot.perEuro);
    },
  );

  it("serves the newest day stored, with its own date", async () => {
    const result = await refreshRates({ db: db(), url: server.url("/two-days.xml") });
    expect(result).toEqual({ date: "2025-05-13", days: 2, rows: 4 });
    const rates = await loadRates(db());
    expect(rates.date).toBe("2025-05-13");
    expect(rates.perEuro).toEqual({ USD: 1.12, CHF: 0.94, SAR: 4.2, AED: 4.1132 });
  });

  it("replaces a day published again with other figures", async () => {
    await refreshRates({ db: db(), url: server.url("/two-days.xml") });
    await db()
      .update(exchangeRates)
      .set({ perEuro: "9.99" })
      .where(sql`${exchangeRates.currency} = 'CHF'`);
    await refreshRates({ db: db(), url: server.url("/two-days.xml") });
    expect((await loadRates(db())).perEuro.CHF).toBe(0.94);
    expect(await rowCount()).toBe(4);
  });

  it("writes nothing when the file is malformed", async () => {
    await expect(refreshRates({ db: db(), url: server.url("/broken.xml") })).rejects.toThrow(
      EcbRatesFormatError,
    );
    await expect(refreshRates({ db: db(), url: server.url("/maintenance") })).rejects.toThrow(
      /unexpected root <html>/,
    );
    expect(await rowCount()).toBe(0);
  });

  it("says what went wrong when the ECB does not answer well", async () => {
    await expect(refreshRates({ db: db(), url: server.url("/down") })).rejects.toThrow(
      new RatesDownloadError(`ECB rates: HTTP 503 from ${server.url("/down")}`),
    );
    await expect(refreshRates({ db: db(), url: "http://127.0.0.1:1/rates.xml" })).rejects.toThrow(
      RatesDownloadError,
    );
    expect(await rowCount()).toBe(0);
  });

  it("is the daily ECB job when a rates address is configured, and only then", async () => {
    const app = await buildTestApp(database());
    try {
      const logged: string[] = [];
      const log = { info: (_: object, message: string) => logged.push(message), warn: () => {} };
      const context = { db: db(), mailer: app.mailer, log };
      const withUrl = appJobs({
        ...context,
        config: testConfig({ ECB_RATES_URL: server.url("/two-days.xml") }),
      });
      const rates = withUrl.find((job) => job.name === JOB.rates)!;
      expect(rates).toMatchObject({ timing: { dailyAt: "16:30 CET" }, runAtStart: true });
      await rates.run();
      expect(logged).toContain("ECB rates refreshed");
      expect((await loadRates(db())).date).toBe("2025-05-13");
      expect(appJobs({ ...context, config: testConfig() }).map((job) => job.name)).not.toContain(
        JOB.rates,
      );
    } finally {
      await app.close();
    }
  });
});
