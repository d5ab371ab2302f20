import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Profile } from "../identity/identity.ts";
import { stripeProvider } from "./stripe-provider.ts";

/**
 * A stand-in for Stripe's API on loopback: it records the form the SDK posts and answers with
 * the shape Stripe documents for a Checkout or portal session.
 */
function fakeStripe() {
  const requests: { path: string; form: URLSearchParams; auth: string | undefined }[] = [];
  let failNext = false;
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString("utf8");
    });
    request.on("end", () => {
      requests.push({
        path: request.url ?? "",
        form: new URLSearchParams(body),
        auth: request.headers.authorization,
      });
      response.setHeader("content-type", "application/json");
      if (failNext) {
        failNext = false;
        response.statusCode = 500;
        response.end(JSON.stringify({ error: { type: "api_error", message: "boom" } }));
        return;
      }
      const portal = request.url?.startsWith("/v1/billing_portal/sessions");
      response.end(
        JSON.stringify(
          portal
            ? {
                id: "bps_1",
                object: "billing_portal.session",
                url: "https://billing.stripe.test/p/bps_1",
              }
            : {
                id: "cs_test_1",
                object: "checkout.session",
                url: "https://checkout.stripe.test/c/cs_test_1",
              },
        ),
      );
    });
  });
  return { server, requests, failOnce: () => (failNext = true) };
}

const config = {
  secretKey: "sk_test_frontalier",
  webhookSecret: "whsec_test",
  prices: { monthly: "price_monthly", yearly: "price_yearly" },
};
const profile = { id: 42, email: "camille@example.test" } as Profile;
const link = (path: string) => `https://frontalier.test${path}`;

describe("Stripe Checkout and portal (against a loopback stand-in of Stripe's API)", () => {
  const fake = fakeStripe();
  let server: Server;
  let client: Stripe;

  beforeAll(async () => {
    server = fake.server;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    client = new Stripe(config.secretKey, {
      host: "127.0.0.1",
      port,
      protocol: "http",
      maxNetworkRetries: 0,
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("starts a subscription checkout for the plan's price, tied to the profile", async () => {
    const provider = stripeProvider(config, link, client);
    const { url } = await provider.startCheckout({
      profile,
      plan: "yearly",
      customerId: null,
      locale: "de",
    });
    expect(url).toBe("https://checkout.stripe.test/c/cs_test_1");
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe("/v1/checkout/sessions");
    expect(request.auth).toBe(`Bearer ${config.secretKey}`);
    expect(request.form.get("mode")).toBe("subscription");
    expect(request.form.get("line_items[0][price]")).toBe("price_yearly");
    expect(request.form.get("client_reference_id")).toBe("42");
    expect(request.form.get("customer_email")).toBe("camille@example.test");
    expect(request.form.get("metadata[profileId]")).toBe("42");
    expect(request.form.get("subscription_data[metadata][plan]")).toBe("yearly");
    expect(request.form.get("locale")).toBe("de");
    expect(request.form.get("success_url")).toBe(
      "https://frontalier.test/subscription?checkout=success",
    );
  });

  it("reuses the customer, and opens the portal back to /subscription", async () => {
    const provider = stripeProvider(config, link, client);
    await provider.startCheckout({ profile, plan: "monthly", customerId: "cus_9", locale: "xx" });
    const checkout = fake.requests.at(-1)!;
    expect(checkout.form.get("customer")).toBe("cus_9");
    expect(checkout.form.get("customer_email")).toBeNull();
    expect(checkout.form.get("locale")).toBe("auto");
    const { url } = await provider.openPortal({ customerId: "cus_9" });
    expect(url).toBe("https://billing.stripe.test/p/bps_1");
    expect(fake.requests.at(-1)!.form.get("return_url")).toBe(
      "https://frontalier.test/subscription",
    );
  });

  it("answers 503, not 500, when Stripe fails", async () => {
    const provider = stripeProvider(config, link, client);
    fake.failOnce();
    await expect(
      provider.startCheckout({ profile, plan: "monthly", customerId: null, locale: "fr" }),
    ).rejects.toMatchObject({ code: "service_unavailable", status: 503 });
  });
});
