import { hmac, safeEqual } from "../identity/tokens.ts";

const purpose = (id: number) => `newsletter-unsubscribe:${id}`;

/**
 * The token of the unsubscribe link in every newsletter mail: the subscription's id and its
 * HMAC under the server secret. It never expires and needs no row of its own, so that the link
 * of any mail ever sent works (RFC 8058 one-click).
 */
export const unsubscribeToken = (secret: string, id: number): string =>
  `${id}.${hmac(secret, purpose(id))}`;

/** The subscription id a token names, or null when its signature is wrong. */
export function readUnsubscribeToken(secret: string, token: string): number | null {
  const [idText = "", signature = ""] = token.split(".");
  const id = Number(idText);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return safeEqual(signature, hmac(secret, purpose(id))) ? id : null;
}
