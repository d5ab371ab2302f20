import * as endpoints from "@frontalier/shared/contracts/billing";
import {
  type SandboxCheckoutResponse,
  sandboxParamsSchema,
} from "@frontalier/shared/contracts/billing";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PaymentProvider } from "../../../billing/payment-provider.ts";
import type { SendReceipt } from "../../../billing/payment-receipt.ts";
import { type BillingConfig, presentPlans } from "../../../billing/plans.ts";
import { isPremium } from "../../../billing/premium.ts";
import {
  applySandboxPortalAction,
  finishSandboxCheckout,
  loadSandboxCheckout,
} from "../../../billing/sandbox-events.ts";
import { findSubscription, presentSubscription } from "../../../billing/subscriptions.ts";
import { AppError } from "../../../http/app-error.ts";
import { parseInput } from "../../../http/parse-input.ts";
import { requestLocale } from "../../../http/request-locale.ts";
import { route } from "../../../http/route.ts";
import type { Identity, Profile } from "../../../identity/identity.ts";

export interface BillingRoutesOptions {
  identity: Identity;
  billing: BillingConfig;
  /** Null when payments are off: checkout and portal answer payments_unavailable. */
  provider: PaymentProvider | null;
  /** Mails the receipt of a paid sandbox checkout. */
  sendReceipt?: SendReceipt;
}

/** Premium (brief §4): plans, checkout, the customer portal, and the sandbox provider's pages. */
export async function billingRoutes(app: FastifyInstance, options: BillingRoutesOptions) {
  const { identity, provider } = options;
  const { db } = identity;
  const plans = presentPlans(options.billing);

  route(app, endpoints.getPlans, async () => plans);

  route(app, endpoints.getSubscription, async ({ reply, actor: { profile } }) => {
    reply.header("cache-control", "no-store");
    return presentSubscription(db, profile);
  });

  route(app, endpoints.startCheckout, async ({ request, actor: { profile }, body: { plan } }) => {
    if (!provider) throw new AppError("payments_unavailable", { message: "no payment provider" });
    if (isPremium(profile)) throw new AppError("already_premium");
    const subscription = await findSubscription(db, profile.id);
    const customerId = subscription?.provider === provider.kind ? subscription.customerId : null;
    return provider.startCheckout({ profile, plan, customerId, locale: requestLocale(request) });
  });

  route(app, endpoints.openBillingPortal, async ({ actor: { profile } }) => {
    if (!provider) throw new AppError("payments_unavailable", { message: "no payment provider" });
    const subscription = await findSubscription(db, profile.id);
    if (!subscription?.customerId || subscription.provider !== provider.kind) {
      throw new AppError("no_subscription", { message: "nothing to manage" });
    }
    return provider.openPortal({ customerId: subscription.customerId });
  });

  if (provider?.kind !== "sandbox") return;

  /** The requester's sandbox checkout `:session`, loaded before the body is read. */
  const sandboxCheckout = {
    guard: async ({ request, actor }: { request: FastifyRequest; actor: { profile: Profile } }) => {
      const { session } = parseInput(sandboxParamsSchema, request.params);
      return loadSandboxCheckout(db, actor.profile.id, session);
    },
  };

  const present = (checkout: Awaited<ReturnType<typeof loadSandboxCheckout>>) => {
    const plan = plans.plans.find((p) => p.id === checkout.plan) ?? plans.plans[0]!;
    const status = checkout.status === "completed" || checkout.status === "canceled";
    return {
      id: checkout.id,
      plan,
      status: status ? (checkout.status as "completed" | "canceled") : "open",
    } satisfies SandboxCheckoutResponse;
  };

  // The id is a random 24-character token, and the guard still loads it through the
  // requester's profile (someone else's checkout is a 404).
  route(app, endpoints.getSandboxCheckout, sandboxCheckout, async ({ guarded: checkout }) =>
    present(checkout),
  );

  route(
    app,
    endpoints.finishSandboxCheckout,
    sandboxCheckout,
    async ({ guarded: checkout, body: { outcome } }) => {
      const status = await finishSandboxCheckout(db, checkout, outcome, options.sendReceipt);
      return present({ ...checkout, status });
    },
  );

  route(
    app,
    endpoints.applySandboxPortalAction,
    async ({ actor: { profile }, body: { action } }) => {
      await applySandboxPortalAction(db, profile.id, action);
    },
  );
}
