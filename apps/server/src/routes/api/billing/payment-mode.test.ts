import de from "@frontalier/shared/locales/de/errors.json" with { type: "json" };
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../../test/config.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { buildApp } from "../../../app.ts";
import { signedInClient } from "../../../billing/testing/signed-in-client.ts";
import { toAppConfig } from "../../../config/app-config.ts";
import { ConfigError, loadConfig } from "../../../config/load-config.ts";
import { createMailer } from "../../../mail/mailer.ts";

const STRIPE = {
  STRIPE_SECRET_KEY: "sk_test_123",
  STRIPE_WEBHOOK_SECRET: "whsec_123",
  STRIPE_PRICE_MONTHLY: "price_monthly",
  STRIPE_PRICE_YEARLY: "price_yearly",
};

const PRODUCTION = { NODE_ENV: "production", PUBLIC_URL: "https://frontalier.test" };

describe("the payment mode of the configuration", () => {
  const mode = (env: Record<string, string>) => loadConfig(env).billing.mode;

  it("is off in production without Stripe, unless BILLING_SANDBOX=true asks for the sandbox", () => {
    expect(mode({ NODE_ENV: "production" })).toBe("off");
    expect(mode({ NODE_ENV: "production", BILLING_SANDBOX: "false" })).toBe("off");
    expect(mode({ NODE_ENV: "production", BILLING_SANDBOX: "true" })).toBe("sandbox");
    expect(mode({ NODE_ENV: "production", ...STRIPE })).toBe("stripe");
    expect(mode({})).toBe("sandbox");
    expect(mode({ NODE_ENV: "test" })).toBe("sandbox");
    expect(mode({ BILLING_SANDBOX: "false" })).toBe("off");
    expect(toAppConfig(loadConfig(PRODUCTION), { storeStock: false }).payments).toBe("off");
  });

  it("names BILLING_SANDBOX when it is not a boolean or contradicts Stripe", () => {
    for (const env of [{ BILLING_SANDBOX: "maybe" }, { BILLING_SANDBOX: "true", ...STRIPE }]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/BILLING_SANDBOX/);
    }
  });
});

describe.each(testDatabases())("payments when the app starts (%s)", (kind) => {
  const database = useTestDatabase(kind);
  const mailer = createMailer({ from: "test@frontalier.test" });
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  /** The app with `env`, and the start-up log lines that name the payment mode. */
  async function start(env: Record<string, string>) {
    const lines: { level: number; payments?: string; msg: string }[] = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
    const app = await buildApp(testConfig(env), {
      database: database(),
      logger: { level: "info", stream },
      mailer,
    });
    apps.push(app);
    return { app, log: lines.filter((line) => line.payments !== undefined) };
  }

  it("in production without Stripe: no plan can be bought, in so many words", async () => {
    const { app, log } = await start(PRODUCTION);
    expect(log).toMatchObject([{ level: 40, payments: "off", msg: "payments: off" }]);
    const plans = (await app.inject({ url: "/api/billing/plans" })).json();
    expect(plans.provider).toBe("off");

    const { client } = await signedInClient(app, mailer, "no-payments@example.test");
    for (const url of ["/api/billing/checkout", "/api/billing/portal"]) {
      const response = await client.post(url, { plan: "yearly" }, { "accept-language": "de" });
      expect(response.statusCode, url).toBe(503);
      expect(response.json().error, url).toMatchObject({
        code: "payments_unavailable",
        message: de.payments_unavailable,
      });
    }
    // The sandbox's pages, which hand out premium, do not exist.
    const session = "a".repeat(24);
    const sandbox = await client.post(`/api/billing/sandbox/${session}`, { outcome: "succeed" });
    expect(sandbox.statusCode).toBe(404);
    expect(
      (await client.post("/api/billing/sandbox-portal", { action: "resume" })).statusCode,
    ).toBe(404);
    expect((await client.get("/api/_auth/session")).json().user.premiumUntil).toBeNull();
  });

  it("in production with BILLING_SANDBOX=true: the sandbox, said in the log", async () => {
    const { app, log } = await start({ ...PRODUCTION, BILLING_SANDBOX: "true" });
    expect(log).toMatchObject([{ level: 40, payments: "sandbox" }]);
    expect((await app.inject({ url: "/api/billing/plans" })).json().provider).toBe("sandbox");
    const { client } = await signedInClient(app, mailer, "staging@example.test", "198.51.100.43");
    const { url } = (await client.post("/api/billing/checkout", { plan: "monthly" })).json();
    expect(url).toMatch(/^\/pay\/sandbox\/[\w-]+$/);
  });

  it("says stripe with Stripe configured, and sandbox outside production", async () => {
    const stripe = await start({ ...PRODUCTION, ...STRIPE });
    expect(stripe.log).toMatchObject([{ level: 30, payments: "stripe" }]);
    expect((await stripe.app.inject({ url: "/api/billing/plans" })).json().provider).toBe("stripe");
    const development = await start({});
    expect(development.log).toMatchObject([{ level: 30, payments: "sandbox" }]);
  });
});
