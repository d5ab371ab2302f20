import type { Profile } from "../identity/identity.ts";

/**
 * Whether the profile has premium (brief §4 gates: more than 3 baskets, PDF imports over 30 lines,
 * full history, alerts). Payments arrive with issue 9; until a profile can hold an entitlement,
 * nobody has one, so every gate applies.
 */
export const isPremium = (_profile: Profile): boolean => false;
