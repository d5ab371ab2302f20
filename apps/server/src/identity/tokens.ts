import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** 32 random bytes, base64url: the value of a session cookie or an e-mailed link. */
export const randomToken = (): string => randomBytes(32).toString("base64url");

/** Tokens are stored hashed, so that a copy of the database signs nobody in. */
export const hashToken = (token: string): string =>
  createHash("sha256").update(token).digest("base64url");

export const hmac = (secret: string, value: string): string =>
  createHmac("sha256", secret).update(value).digest("base64url");

/** Constant-time comparison of two base64url strings. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
