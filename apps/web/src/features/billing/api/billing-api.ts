import * as billing from "@frontalier/shared/contracts/billing";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";

export function usePlans() {
  return useQuery({
    queryKey: ["billing-plans"],
    queryFn: ({ signal }) => call(billing.getPlans, { signal }),
    staleTime: 60 * 60_000,
  });
}

export const subscriptionKey = ["billing-subscription"] as const;

export function useSubscription() {
  return useQuery({
    queryKey: subscriptionKey,
    queryFn: ({ signal }) => call(billing.getSubscription, { signal }),
    staleTime: 0,
  });
}

/** Where to pay: Stripe Checkout, or the sandbox's page. */
export const startCheckout = (plan: billing.PlanId) =>
  call(billing.startCheckout, { body: { plan } });

export const openPortal = () => call(billing.openBillingPortal);

export function useSandboxCheckout(session: string) {
  return useQuery({
    queryKey: ["sandbox-checkout", session],
    queryFn: ({ signal }) => call(billing.getSandboxCheckout, { params: { session }, signal }),
  });
}

export const finishSandboxCheckout = (session: string, outcome: "succeed" | "cancel") =>
  call(billing.finishSandboxCheckout, { params: { session }, body: { outcome } });

export const sandboxPortal = (action: billing.SandboxPortalAction) =>
  call(billing.applySandboxPortalAction, { body: { action } });
