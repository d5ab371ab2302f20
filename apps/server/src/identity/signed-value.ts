import { hmac, safeEqual } from "./tokens.ts";

/**
 * `payload.signature`: a value the browser keeps and cannot change. The payload is base64url JSON;
 * the signature is an HMAC-SHA256 under the server's secret.
 */
export function signValue(secret: string, value: unknown): string {
  const payload = Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${payload}.${hmac(secret, payload)}`;
}

/** The value, or null when the cookie was changed, truncated or signed with another secret. */
export function verifyValue(secret: string, signed: string | undefined): unknown {
  if (!signed || signed.length > 2048) return null;
  const dot = signed.lastIndexOf(".");
  if (dot <= 0) return null;
  const payload = signed.slice(0, dot);
  if (!safeEqual(signed.slice(dot + 1), hmac(secret, payload))) return null;
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
}
