import { Readable } from "node:stream";
import {
  adminBreakersSchema,
  adminContactMessageSchema,
  adminFeedImportSchema,
  adminJobRunSchema,
  adminStoreRefreshSchema,
} from "@frontalier/shared/contracts/admin";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { testConfig } from "../../../../test/config.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { grantAdmin, revokeAdmin } from "../../../admin/admin-role.ts";
import { recordJobRuns } from "../../../admin/job-runs.ts";
import { recordFeedImport, recordStoreRefreshes } from "../../../admin/operations-log.ts";
import { buildApp } from "../../../app.ts";
import { signedInClient } from "../../../billing/testing/signed-in-client.ts";
import { seedReferenceData } from "../../../catalogue/reference/seed-reference-data.ts";
import { startFakeRetailer } from "../../../fake-retailer/index.ts";
import { importFeed } from "../../../feed-import/import-feed.ts";
import { createMailer } from "../../../mail/mailer.ts";
import { createRetailerClient, type RetailerClient } from "../../../retailer/index.ts";

const ADMIN = "admin-page@example.test";
const paths = [
  "/api/admin/feed-imports",
  "/api/admin/store-refreshes",
  "/api/admin/jobs",
  "/api/admin/contact-messages",
  "/api/admin/breakers",
];

describe.each(testDatabases())("the admin page's endpoints (%s)", (kind) => {
  const database = useTestDatabase(kind);
  const mailer = createMailer({ from: "test@frontalier.test" });
  let app: FastifyInstance;
  let fake: Awaited<ReturnType<typeof startFakeRetailer>>;
  let retailer: RetailerClient;
  let admin: Awaited<ReturnType<typeof signedInClient>>["client"];
  let shopper: Awaited<ReturnType<typeof signedInClient>>["client"];

  beforeAll(async () => {
    fake = await startFakeRetailer();
    retailer = createRetailerClient({
      baseUrl: fake.url,
      // Another host name for the same stand-in: the search host keeps a circuit of its own.
      searchBaseUrl: fake.url.replace("127.0.0.1", "localhost"),
      limits: { maxRetries: 0, breakerFailureThreshold: 2, breakerCooldownMs: 600_000 },
    });
    app = await buildApp(testConfig(), {
      database: database(),
      logger: false,
      mailer,
      retailer: { client: retailer, demo: true },
    });
    admin = (await signedInClient(app, mailer, ADMIN, "198.51.100.60")).client;
    shopper = (await signedInClient(app, mailer, "shopper@example.test", "198.51.100.61")).client;
    await grantAdmin(database().db, ADMIN);
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it("answers 401 to nobody, 403 to a shopper, 200 to an admin, never cached", async () => {
    for (const url of paths) {
      expect((await app.inject({ url })).statusCode, url).toBe(401);
      const refused = await shopper.get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.code).toBe("forbidden");
      const served = await admin.get(url);
      expect(served.statusCode, url).toBe(200);
      expect(served.headers["cache-control"]).toBe("no-store");
    }
  });

  it("grants the role through the test route from this machine only (NODE_ENV=test)", async () => {
    const grant = (email: string, remoteAddress = "127.0.0.1") =>
      app.inject({
        method: "POST",
        url: "/api/test/admin-grants",
        remoteAddress,
        payload: { email },
      });
    expect((await grant("shopper@example.test", "198.51.100.99")).statusCode).toBe(404);
    expect((await grant("nobody@example.test")).statusCode).toBe(404);
    expect((await shopper.get(paths[0]!)).statusCode).toBe(403);
    const granted = await grant("Shopper@Example.test");
    expect(granted.json()).toEqual({ email: "shopper@example.test" });
    expect((await shopper.get(paths[0]!)).statusCode).toBe(200);
    await revokeAdmin(database().db, "shopper@example.test");
  });

  it("lists feed imports newest first, with their first rejected lines and failures", async () => {
    const { db } = database();
    await seedReferenceData(db);
    const report = await importFeed({
      db,
      stream: Readable.from([
        [
          "article_number,is_combination,name,country,currency,price,observed,url",
          "00102065,false,LYCKSELE,NO,NOK,800,2020-07-13,",
          "00102066,false,BROKEN,NO,NOK,not-a-price,2020-07-13,",
          "00102067,false,ELSEWHERE,XX,NOK,10,2020-07-13,",
        ].join("\n"),
      ]),
    });
    await recordFeedImport(db, report);
    await recordFeedImport(db, { source: "empty.csv", error: "empty.csv is empty" });
    const list = z.array(adminFeedImportSchema).parse((await admin.get(paths[0]!)).json());
    expect(list.map((row) => [row.source, row.error])).toEqual([
      ["empty.csv", "empty.csv is empty"],
      ["stream", null],
    ]);
    expect(list[1]).toMatchObject({ rowsRead: 3, inserted: 1, rejected: 2 });
    expect(list[1]?.rejections.map((line) => [line.line, line.code])).toEqual([
      [3, "unparsable-price"],
      [4, "unknown-country"],
    ]);
    expect(list[1]?.rejections[0]?.reason).toContain("not-a-price");
  });

  it("lists store refreshes by country, failures with their error", async () => {
    await recordStoreRefreshes(database().db, [
      {
        country: "FR",
        ok: true,
        report: { countries: 1, inserted: 3, updated: 2, unchanged: 30, removed: 0, dryRun: false },
        rejected: 1,
      },
      { country: "DE", ok: false, error: "HTTP 503" },
    ]);
    const list = z.array(adminStoreRefreshSchema).parse((await admin.get(paths[1]!)).json());
    expect(
      list.map(({ country, ok, stores, rejected, error }) => ({
        country,
        ok,
        stores,
        rejected,
        error,
      })),
    ).toEqual([
      { country: "DE", ok: false, stores: null, rejected: null, error: "HTTP 503" },
      { country: "FR", ok: true, stores: 35, rejected: 1, error: null },
    ]);
  });

  it("shows each job's last run and outcome, counted across runs", async () => {
    let fail = false;
    const [job] = recordJobRuns(
      database().db,
      [
        {
          name: "price-alerts",
          timing: { everyMinutes: 5 },
          run: async () => {
            if (fail) throw new Error("SMTP down");
          },
          onError: () => {},
        },
      ],
      (error) => {
        throw error;
      },
    );
    await job!.run();
    fail = true;
    await expect(job!.run()).rejects.toThrow("SMTP down");
    const [row] = z.array(adminJobRunSchema).parse((await admin.get(paths[2]!)).json());
    expect(row).toMatchObject({
      job: "price-alerts",
      outcome: "failed",
      error: "SMTP down",
      runs: 2,
      failures: 1,
    });
    expect(row?.lastSuccessAt).not.toBeNull();
    expect(Date.parse(row!.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(row!.startedAt));
  });

  it("lists contact messages newest first, with whether they were mailed", async () => {
    for (const [i, subject] of ["Premier", "Second"].entries()) {
      const response = await app.inject({
        method: "POST",
        url: "/api/contact",
        remoteAddress: `198.51.100.${70 + i}`,
        payload: {
          name: "Camille",
          email: `c${i}@example.test`,
          subject,
          message: "Le prix affiché ne correspond pas.",
        },
      });
      expect(response.statusCode).toBe(202);
    }
    const list = z.array(adminContactMessageSchema).parse((await admin.get(paths[3]!)).json());
    expect(list.map((row) => row.subject)).toEqual(["Second", "Premier"]);
    expect(list[0]).toMatchObject({ email: "c1@example.test", locale: "fr" });
  });

  it("shows the retailer's circuits of this instance: an open one after failures", async () => {
    const before = adminBreakersSchema.parse((await admin.get(paths[4]!)).json());
    expect(before.connected).toBe(true);
    expect(before.countries).toHaveLength(30);
    expect(before.countries.every((c) => c.product === "closed" && c.search === "closed")).toBe(
      true,
    );
    fake.setBehaviour({ failureRate: 1 });
    const de = { country: "DE", locale: "de/de" };
    for (let i = 0; i < 2; i++) await retailer.fetchOffer("00263850", de, { isCombination: false });
    const after = adminBreakersSchema.parse((await admin.get(paths[4]!)).json());
    expect(after.countries.find((c) => c.country === "DE")).toMatchObject({
      product: "open",
      search: "closed",
    });
    expect(after.countries.find((c) => c.country === "FR")?.product).toBe("closed");
  });
});
