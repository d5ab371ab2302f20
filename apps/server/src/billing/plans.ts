import type { PlanId, PlansResponse } from "@frontalier/shared/contracts/billing";
import type { Config } from "../config/load-config.ts";

export type BillingConfig = Config["billing"];

/** The length of a plan's period, for the sandbox (Stripe says it itself). */
export const PLAN_PERIOD_DAYS: Record<PlanId, number> = { monthly: 30, yearly: 365 };

export const periodEndOf = (plan: PlanId, from: Date): Date =>
  new Date(from.getTime() + PLAN_PERIOD_DAYS[plan] * 86_400_000);

export function presentPlans(billing: BillingConfig): PlansResponse {
  const { display } = billing;
  return {
    provider: billing.mode,
    plans: [
      { id: "monthly", amountMinor: display.monthly, currency: display.currency },
      { id: "yearly", amountMinor: display.yearly, currency: display.currency },
    ],
  };
}

export const isPlanId = (value: unknown): value is PlanId =>
  value === "monthly" || value === "yearly";
