import { getSession } from "../../lib/session/session-store";

/** Whether the session has premium (brief §4: PDF imports over 30 lines are premium). */
export const isPremium = (): boolean =>
  (getSession().user?.premiumUntil ?? "") > new Date().toISOString();
