import { type KeyInput, keysOf } from "./signing-keys.ts";
import { hmac, safeEqual } from "./tokens.ts";

/**
 * `payload.signature`: a value the browser keeps and cannot change. The payload is base64url JSON;
 * the signature is an HMAC-SHA256 under the server's newest key.
 */
export function signValue(keys: KeyInput, value: unknown): string {
  const payload = Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${payload}.${hmac(keysOf(keys).sign, payload)}`;
}

/** The value, or null when the cookie was changed, truncated or signed with none of the keys. */
export function verifyValue(keys: KeyInput, signed: string | undefined): unknown {
  if (!signed || signed.length > 2048) return null;
  const dot = signed.lastIndexOf(".");
  if (dot <= 0) return null;
  const payload = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (!keysOf(keys).verify.some((key) => safeEqual(signature, hmac(key, payload)))) return null;
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
}
