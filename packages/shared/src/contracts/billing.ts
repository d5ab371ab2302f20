import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";

/** Brief §4: monthly and yearly premium plans. */
export const planIds = ["monthly", "yearly"] as const;
export type PlanId = (typeof planIds)[number];

export const paymentProviders = ["stripe", "sandbox"] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/**
 * Who takes the payments on this site: Stripe, the sandbox (pretend payments, no real money), or
 * nobody (`off`: production without Stripe, where premium cannot be bought).
 */
export const paymentModes = [...paymentProviders, "off"] as const;
export type PaymentMode = (typeof paymentModes)[number];

export const planSchema = z.object({
  id: z.enum(planIds),
  amountMinor: z.number().int().nonnegative(),
  currency: z.string(),
});

/** GET /api/billing/plans: what the plans cost and who takes the payment (nobody: `off`). */
export const plansResponseSchema = z.object({
  provider: z.enum(paymentModes),
  plans: z.array(planSchema),
});

export type Plan = z.infer<typeof planSchema>;
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/** POST /api/billing/checkout */
export const checkoutRequestSchema = z.object({ plan: z.enum(planIds) });

/** Where the browser goes next: Stripe Checkout or the portal, or the sandbox's pages. */
export const redirectResponseSchema = z.object({ url: z.string() });

export type RedirectResponse = z.infer<typeof redirectResponseSchema>;

/** GET /api/billing/subscription: the signed-in user's premium state. */
export const subscriptionResponseSchema = z.object({
  premium: z.boolean(),
  premiumUntil: z.string().nullable(),
  subscription: z
    .object({
      provider: z.enum(paymentProviders),
      plan: z.enum(planIds),
      status: z.string(),
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
    })
    .nullable(),
});

export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** The sandbox checkout's id, random, in /pay/sandbox/{session}. */
export const sandboxSessionSchema = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, "a checkout id");

export const sandboxParamsSchema = z.object({ session: sandboxSessionSchema });

export const sandboxCheckoutResponseSchema = z.object({
  id: z.string(),
  plan: planSchema,
  status: z.enum(["open", "completed", "canceled"]),
});

export type SandboxCheckoutResponse = z.infer<typeof sandboxCheckoutResponseSchema>;

/** POST /api/billing/sandbox/{session}: the buttons of the sandbox checkout page. */
export const sandboxOutcomeSchema = z.object({ outcome: z.enum(["succeed", "cancel"]) });

/** POST /api/billing/sandbox-portal: what the sandbox's customer portal can do to a plan. */
export const sandboxPortalActions = [
  "cancel_at_period_end",
  "resume",
  "cancel_now",
  "payment_failed",
] as const;

export const sandboxPortalSchema = z.object({ action: z.enum(sandboxPortalActions) });

export type SandboxPortalAction = (typeof sandboxPortalActions)[number];

/** What the webhook answers Stripe once an event is applied (or ignored). */
export const webhookResponseSchema = z.object({ received: z.literal(true) });

export const getPlans = defineEndpoint({
  method: "GET",
  path: "/api/billing/plans",
  response: plansResponseSchema,
  access: "anyone",
});

export const getSubscription = defineEndpoint({
  method: "GET",
  path: "/api/billing/subscription",
  response: subscriptionResponseSchema,
  access: "user",
});

/** 409 already_premium; 503 payments_unavailable when nobody takes payments. */
export const startCheckout = defineEndpoint({
  method: "POST",
  path: "/api/billing/checkout",
  body: checkoutRequestSchema,
  response: redirectResponseSchema,
  access: "user",
});

/** The provider's customer portal (404 no_subscription with nothing to manage). */
export const openBillingPortal = defineEndpoint({
  method: "POST",
  path: "/api/billing/portal",
  response: redirectResponseSchema,
  access: "user",
});

// The sandbox's pages exist only when the sandbox takes the payments. Its checkout id is a random
// token, still loaded through the requester's profile (someone else's is a 404).

export const getSandboxCheckout = defineEndpoint({
  method: "GET",
  path: "/api/billing/sandbox/:session",
  params: sandboxParamsSchema,
  response: sandboxCheckoutResponseSchema,
  access: "user",
  publicIds: true,
});

export const finishSandboxCheckout = defineEndpoint({
  method: "POST",
  path: "/api/billing/sandbox/:session",
  params: sandboxParamsSchema,
  body: sandboxOutcomeSchema,
  response: sandboxCheckoutResponseSchema,
  access: "user",
  publicIds: true,
});

export const applySandboxPortalAction = defineEndpoint({
  method: "POST",
  path: "/api/billing/sandbox-portal",
  body: sandboxPortalSchema,
  response: z.void(),
  access: "user",
});

/** Stripe's events, signed over the exact bytes (registered only when Stripe is configured). */
export const receiveStripeEvent = defineEndpoint({
  method: "POST",
  path: "/api/billing/webhook",
  body: { kind: "bytes", contentType: "application/json" },
  response: webhookResponseSchema,
  access: "anyone",
});
