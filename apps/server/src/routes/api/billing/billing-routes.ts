import {
  checkoutRequestSchema,
  type PlansResponse,
  type RedirectResponse,
  type SandboxCheckoutResponse,
  type SubscriptionResponse,
  sandboxOutcomeSchema,
  sandboxParamsSchema,
  sandboxPortalSchema,
} from "@frontalier/shared/contracts/billing";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PaymentProvider } from "../../../billing/payment-provider.ts";
import { type BillingConfig, presentPlans } from "../../../billing/plans.ts";
import {
  applySandboxPortalAction,
  finishSandboxCheckout,
  loadSandboxCheckout,
} from "../../../billing/sandbox-events.ts";
import { findSubscription, presentSubscription } from "../../../billing/subscriptions.ts";
import { AppError } from "../../../http/app-error.ts";
import { parseInput } from "../../../http/parse-input.ts";
import { requestLocale } from "../../../http/request-locale.ts";
import type { Identity } from "../../../identity/identity.ts";
import { isPremium } from "../../../wishlist/premium.ts";

export interface BillingRoutesOptions {
  identity: Identity;
  billing: BillingConfig;
  /** Null when payments are off: checkout and portal answer payments_unavailable. */
  provider: PaymentProvider | null;
}

/** Premium (brief §4): plans, checkout, the customer portal, and the sandbox provider's pages. */
export async function billingRoutes(app: FastifyInstance, options: BillingRoutesOptions) {
  const { identity, provider } = options;
  const { db } = identity;
  const plans = presentPlans(options.billing);

  app.get("/api/billing/plans", async (): Promise<PlansResponse> => plans);

  app.get("/api/billing/subscription", async (request, reply): Promise<SubscriptionResponse> => {
    const { profile } = await identity.requireUser(request);
    reply.header("cache-control", "no-store");
    return presentSubscription(db, profile);
  });

  app.post("/api/billing/checkout", async (request): Promise<RedirectResponse> => {
    const { profile } = await identity.requireUser(request);
    const { plan } = parseInput(checkoutRequestSchema, request.body ?? {});
    if (!provider) throw new AppError("payments_unavailable", { message: "no payment provider" });
    if (isPremium(profile)) throw new AppError("already_premium");
    const subscription = await findSubscription(db, profile.id);
    const customerId = subscription?.provider === provider.kind ? subscription.customerId : null;
    return provider.startCheckout({ profile, plan, customerId, locale: requestLocale(request) });
  });

  app.post("/api/billing/portal", async (request): Promise<RedirectResponse> => {
    const { profile } = await identity.requireUser(request);
    if (!provider) throw new AppError("payments_unavailable", { message: "no payment provider" });
    const subscription = await findSubscription(db, profile.id);
    if (!subscription?.customerId || subscription.provider !== provider.kind) {
      throw new AppError("no_subscription", { message: "nothing to manage" });
    }
    return provider.openPortal({ customerId: subscription.customerId });
  });

  if (provider?.kind !== "sandbox") return;

  /** The requester's sandbox checkout `:session`; the sandbox pages exist only without Stripe. */
  async function sandboxCheckout(request: FastifyRequest) {
    const { profile } = await identity.requireUser(request);
    const { session } = parseInput(sandboxParamsSchema, request.params);
    return loadSandboxCheckout(db, profile.id, session);
  }

  const present = (checkout: Awaited<ReturnType<typeof sandboxCheckout>>) => {
    const plan = plans.plans.find((p) => p.id === checkout.plan) ?? plans.plans[0]!;
    const status = checkout.status === "completed" || checkout.status === "canceled";
    return {
      id: checkout.id,
      plan,
      status: status ? (checkout.status as "completed" | "canceled") : "open",
    } satisfies SandboxCheckoutResponse;
  };

  // The id is a random 24-character token, and the handler still loads it through the
  // requester's profile (someone else's checkout is a 404).
  const sandboxConfig = { config: { publicIds: true as const } };

  app.get("/api/billing/sandbox/:session", sandboxConfig, async (request) =>
    present(await sandboxCheckout(request)),
  );

  app.post("/api/billing/sandbox/:session", sandboxConfig, async (request) => {
    const checkout = await sandboxCheckout(request);
    const { outcome } = parseInput(sandboxOutcomeSchema, request.body ?? {});
    const status = await finishSandboxCheckout(db, checkout, outcome);
    return present({ ...checkout, status });
  });

  app.post("/api/billing/sandbox-portal", async (request, reply) => {
    const { profile } = await identity.requireUser(request);
    const { action } = parseInput(sandboxPortalSchema, request.body ?? {});
    await applySandboxPortalAction(db, profile.id, action);
    return reply.code(204).send();
  });
}
