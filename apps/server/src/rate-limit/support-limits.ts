import type { RateRule } from "./rate-limiter.ts";

const HOUR = 3_600_000;

/**
 * How often the newsletter and contact form may be used (brief §6). Per address so that nobody
 * is flooded with confirmation mails; per IP so that one machine cannot fill the table.
 */
export const supportLimits = {
  newsletterPerIp: { name: "newsletter-ip", limit: 10, windowMs: HOUR },
  newsletterPerEmail: { name: "newsletter-email", limit: 3, windowMs: HOUR },
  newsletterTokenPerIp: { name: "newsletter-token-ip", limit: 30, windowMs: HOUR },
  contactPerIp: { name: "contact-ip", limit: 5, windowMs: HOUR },
  contactPerEmail: { name: "contact-email", limit: 3, windowMs: HOUR },
} as const satisfies Record<string, RateRule>;
