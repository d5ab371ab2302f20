import { isPremium as premiumUntilNow } from "@frontalier/shared/premium";
import type { Profile } from "../identity/identity.ts";

/**
 * Whether the profile has premium now (brief §4 gates: more than 3 baskets, PDF imports over 30
 * lines, full history, alerts): the shared rule, the one the web app applies to the session.
 * `premium_until` is kept by the billing events (apply-billing-event.ts), so it needs no query.
 */
export const isPremium = (
  profile: Pick<Profile, "premiumUntil">,
  now: Date = new Date(),
): boolean => premiumUntilNow(profile.premiumUntil, now);
