import { isPremium as premiumUntilAfter } from "@frontalier/shared/premium";
import type { Profile } from "../identity/identity.ts";

/**
 * Whether the profile has premium now (brief §4 gates: more than 3 baskets, PDF imports over 30
 * lines, full history, alerts). `premium_until` is kept by the billing events
 * (billing/apply-billing-event.ts), so the check needs no query; the rule itself is shared with
 * the web app.
 */
export const isPremium = (
  profile: Pick<Profile, "premiumUntil">,
  now: Date = new Date(),
): boolean => premiumUntilAfter(profile.premiumUntil, now);
