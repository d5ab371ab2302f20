import { isIP } from "node:net";
import { z } from "zod";

/**
 * Which `X-Forwarded-For` entries the server believes. A proxy appends the address it saw to the
 * right of what the client sent, so the client's address is the right-most entry no trusted proxy
 * added: `spoofed, real` from one nginx is `real`. Trusting every entry (Fastify's `true`) would
 * take the left-most one, which the client writes itself and which rate limits would then key on.
 *
 * - `false`: no proxy; the socket's address is the client.
 * - a number of hops: that many proxies in front, each appending one entry (`true` = 1).
 * - addresses or CIDR ranges of the proxies (and proxy-addr's names `loopback`, `linklocal`,
 *   `uniquelocal`): entries from those are skipped, right to left, and the first other one is the client.
 */
export type TrustProxy = false | number | readonly string[];

const MAX_HOPS = 10;

const rangeNames = new Set(["loopback", "linklocal", "uniquelocal"]);

/** `10.0.0.1`, `::1`, `10.0.0.0/8`, `fd00::/8` or one of proxy-addr's range names. */
export function isProxyAddress(entry: string): boolean {
  if (rangeNames.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

const message = `must be false, true, a number of proxy hops (1-${MAX_HOPS}), or the proxies' addresses or CIDR ranges separated by commas`;

export const trustProxySchema = z.string().transform((text, context): TrustProxy => {
  const value = text.trim().toLowerCase();
  if (["false", "no", "off", "0"].includes(value)) return false;
  if (["true", "yes", "on"].includes(value)) return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= MAX_HOPS) return hops;
  } else {
    const entries = value.split(",").map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
  }
  context.addIssue({ code: "custom", message });
  return z.NEVER;
});

/**
 * Fastify's option for it. Never `true`, which would believe the left-most entry. A hop count is
 * a function of the hop's position (0 is the socket), the form Fastify's `number` would take.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === "number") return (_address, hop) => hop < trust;
  return [...trust];
}
