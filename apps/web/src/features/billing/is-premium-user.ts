import type { SessionUser } from "@frontalier/shared/contracts/session";

/** The session says until when the user has premium (ISO dates compare as text). */
export const isPremiumUser = (user: SessionUser | null, now = new Date()): boolean =>
  (user?.premiumUntil ?? "") > now.toISOString();
