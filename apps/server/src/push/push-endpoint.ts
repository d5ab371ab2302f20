import { isIP } from "node:net";

const loopback = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether the server may post pushes to `endpoint`, a client-given address (an SSRF door if
 * unchecked). In production: https on the default port to a named host, never an IP literal or
 * localhost (push services are public hosts: FCM, Mozilla, Apple, Windows). Elsewhere http is
 * taken too, for the fake push service of the tests on loopback.
 */
export function isAllowedPushEndpoint(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (!production) return url.protocol === "https:" || url.protocol === "http:";
  const host = url.hostname;
  return (
    url.protocol === "https:" &&
    url.port === "" &&
    !loopback.has(host) &&
    !host.endsWith(".localhost") &&
    isIP(host.replace(/^\[|\]$/g, "")) === 0 &&
    host.includes(".")
  );
}
