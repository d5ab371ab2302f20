import type { FastifyReply, FastifyRequest } from "fastify";

const staticHeaders = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin-allow-popups",
  "permissions-policy": "camera=(self), geolocation=(self), microphone=(), payment=(self)",
} as const;

/**
 * Sets the headers every response carries. HSTS only over HTTPS: browsers ignore it on plain HTTP
 * (RFC 6797 §7.2), and sending it from a local http:// server would only mislead.
 */
export function securityHeaders(contentSecurityPolicy: string) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(staticHeaders);
    reply.header("content-security-policy", contentSecurityPolicy);
    if (request.protocol === "https") {
      reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    }
  };
}
