import type { PlanId, PaymentProvider as ProviderKind } from "@frontalier/shared/contracts/billing";
import type { Profile } from "../identity/identity.ts";

/** Stripe or the sandbox, behind one small interface (STYLE: providers a sandbox can replace). */
export interface PaymentProvider {
  kind: ProviderKind;
  /** Where to send the shopper to pay for `plan`. */
  startCheckout(options: {
    profile: Profile;
    plan: PlanId;
    customerId: string | null;
    locale: string;
  }): Promise<{ url: string }>;
  /** Where the subscriber manages the plan (cancel, card, invoices). */
  openPortal(options: { customerId: string }): Promise<{ url: string }>;
}
