import { type KeyInput, keysOf } from "../identity/signing-keys.ts";
import { hmac, safeEqual } from "../identity/tokens.ts";

const purpose = (id: number) => `newsletter-unsubscribe:${id}`;

/**
 * The token of the unsubscribe link in every newsletter mail: the subscription's id and its
 * HMAC under the mail-link key. It never expires and needs no row of its own, so that the link
 * of any mail ever sent works (RFC 8058 one-click) while its key stays in the list.
 */
export const unsubscribeToken = (keys: KeyInput, id: number): string =>
  `${id}.${hmac(keysOf(keys).sign, purpose(id))}`;

/** The subscription id a token names, or null when its signature is wrong. */
export function readUnsubscribeToken(keys: KeyInput, token: string): number | null {
  const [idText = "", signature = ""] = token.split(".");
  const id = Number(idText);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return keysOf(keys).verify.some((key) => safeEqual(signature, hmac(key, purpose(id))))
    ? id
    : null;
}
