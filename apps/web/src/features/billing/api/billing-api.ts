import {
  type PlanId,
  plansResponseSchema,
  redirectResponseSchema,
  type SandboxPortalAction,
  sandboxCheckoutResponseSchema,
  subscriptionResponseSchema,
} from "@frontalier/shared/contracts/billing";
import { useQuery } from "@tanstack/react-query";
import { anyResponse, apiRequest } from "../../../lib/api-client";

export function usePlans() {
  return useQuery({
    queryKey: ["billing-plans"],
    queryFn: ({ signal }) =>
      apiRequest("/api/billing/plans", { schema: plansResponseSchema, signal }),
    staleTime: 60 * 60_000,
  });
}

export const subscriptionKey = ["billing-subscription"] as const;

export function useSubscription() {
  return useQuery({
    queryKey: subscriptionKey,
    queryFn: ({ signal }) =>
      apiRequest("/api/billing/subscription", { schema: subscriptionResponseSchema, signal }),
    staleTime: 0,
  });
}

/** Where to pay: Stripe Checkout, or the sandbox's page. */
export const startCheckout = (plan: PlanId) =>
  apiRequest("/api/billing/checkout", {
    method: "POST",
    body: { plan },
    schema: redirectResponseSchema,
  });

export const openPortal = () =>
  apiRequest("/api/billing/portal", { method: "POST", schema: redirectResponseSchema });

const sandboxPath = (session: string) => `/api/billing/sandbox/${encodeURIComponent(session)}`;

export function useSandboxCheckout(session: string) {
  return useQuery({
    queryKey: ["sandbox-checkout", session],
    queryFn: ({ signal }) =>
      apiRequest(sandboxPath(session), { schema: sandboxCheckoutResponseSchema, signal }),
    retry: false,
  });
}

export const finishSandboxCheckout = (session: string, outcome: "succeed" | "cancel") =>
  apiRequest(sandboxPath(session), {
    method: "POST",
    body: { outcome },
    schema: sandboxCheckoutResponseSchema,
  });

export const sandboxPortal = (action: SandboxPortalAction) =>
  apiRequest("/api/billing/sandbox-portal", {
    method: "POST",
    body: { action },
    schema: anyResponse,
  });
