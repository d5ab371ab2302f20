import type { RateRule } from "./rate-limiter.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How often the identity endpoints may be called. Per address so that one account cannot be
 * guessed at from many addresses; per IP so that one machine cannot try many accounts.
 */
export const authLimits = {
  loginPerIp: { name: "login-ip", limit: 30, windowMs: 15 * MINUTE },
  loginPerEmail: { name: "login-email", limit: 10, windowMs: 15 * MINUTE },
  signupPerIp: { name: "signup-ip", limit: 10, windowMs: HOUR },
  signupPerEmail: { name: "signup-email", limit: 3, windowMs: HOUR },
  resetPerIp: { name: "reset-ip", limit: 10, windowMs: HOUR },
  resetPerEmail: { name: "reset-email", limit: 3, windowMs: HOUR },
  tokenPerIp: { name: "token-ip", limit: 30, windowMs: HOUR },
  passwordChangePerProfile: { name: "password-profile", limit: 10, windowMs: HOUR },
} as const satisfies Record<string, RateRule>;
